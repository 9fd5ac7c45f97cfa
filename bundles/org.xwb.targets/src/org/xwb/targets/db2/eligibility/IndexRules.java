package org.xwb.targets.db2.eligibility;

import java.util.Optional;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;
import org.xwb.targets.db2.Db2Statements;
import org.xwb.targets.db2.Db2Version;
import org.xwb.targets.db2.eligibility.ValuePredicate.ValueType;
import org.xwb.targets.db2.xpath.NodePath;
import org.xwb.targets.db2.xpath.XmlPattern;

/**
 * Whether DB2 can use an XML index for a comparison, by the rules IBM documents for Db2 for Linux,
 * UNIX and Windows ("Guidelines for matching indexes with queries overview": the query's search
 * condition must include a subset of the indexed nodes, and its data types must match the
 * index's):
 * <ul>
 * <li>the index's pattern must hold every node the comparison's path can reach (a {@code //} or
 * {@code *} in the query needs the same or wider in the pattern; "Restrictiveness of index
 * definitions"); text() must be used alike in both ("Considerations when specifying text()
 * nodes");</li>
 * <li>the comparison's type must be the index's: xs:string for VARCHAR, a number for DOUBLE and
 * INTEGER, xs:date for DATE, xs:dateTime for TIMESTAMP ("Data type of literals");</li>
 * <li>two untyped node values compared (a join written without a cast) use no index ("Join
 * predicate conversion");</li>
 * <li>the comparison must filter rows: not a bare comparison in XMLEXISTS ("XMLEXISTS predicate
 * usage"), not in XMLQUERY, not under fn:not; and use =, &lt;, &lt;=, &gt; or &gt;= (Db2 for
 * z/OS, "Access methods with XML indexes", names these general comparisons);</li>
 * <li>the server's version must have the index's key type at all.</li>
 * </ul>
 */
public final class IndexRules {

    /** Why an index does not serve a comparison; {@link Kind#PATH} when it holds other nodes altogether. */
    public record Refusal(Kind kind, String reason) {

        public enum Kind {
            VERSION, PATTERN, PATH, USAGE, OPERATOR, JOIN, UNKNOWN_TYPE, TYPE
        }
    }

    private IndexRules() {
    }

    /** Empty when DB2 can use {@code index} (of {@code collection}) for {@code predicate}. */
    public static Optional<Refusal> verdict(ValuePredicate predicate, Collection collection, XmlIndex index,
            Optional<Db2Version> version) {
        Optional<String> missingType = version.flatMap(v -> v.refusal(index.getKeyType()));
        if (missingType.isPresent()) {
            return refuse(Refusal.Kind.VERSION, missingType.get());
        }
        NodePath pattern;
        try {
            pattern = XmlPattern.parse(index.getPath(), Db2Statements.namespaces(collection));
        } catch (IllegalArgumentException e) {
            return refuse(Refusal.Kind.PATTERN, e.getMessage());
        }
        if (predicate.collection() != collection) {
            return refuse(Refusal.Kind.PATH, "it indexes collection " + collection.getName() + ", the comparison is on "
                    + predicate.collection().getName());
        }
        if (!pattern.contains(predicate.path())) {
            return refuse(Refusal.Kind.PATH, pathReason(predicate, pattern, index));
        }
        String sqlType = Db2Statements.sqlType(index);
        switch (predicate.usage()) {
            case ALWAYS_TRUE -> {
                return refuse(Refusal.Kind.USAGE, "XMLEXISTS of a bare comparison is always true (it returns one boolean item, "
                        + "never an empty sequence), so it filters nothing: put the comparison in a predicate, "
                        + "$d/...[" + predicate.source() + "]");
            }
            case SELECT_LIST -> {
                return refuse(Refusal.Kind.USAGE, "it is in XMLQUERY, where it filters nodes inside each row's document, not "
                        + "rows: DB2 uses XML indexes for XMLEXISTS (and XMLTABLE's row expression)");
            }
            case NEGATED -> {
                return refuse(Refusal.Kind.USAGE, "it is under fn:not, which no index of values answers");
            }
            case FILTER -> {
                // filters rows
            }
        }
        if (!predicate.general() || predicate.op().equals("!=")) {
            return refuse(Refusal.Kind.OPERATOR, "'" + predicate.op() + "' is not one of the comparisons DB2 matches to "
                    + "an XML index (=, <, <=, >, >=)");
        }
        return switch (predicate.other().kind()) {
            case UNTYPED_NODES -> refuse(Refusal.Kind.JOIN, "it compares two untyped values (" + predicate.nodeSource()
                    + " and " + predicate.other().source() + "), which could be compared as strings or as numbers, so DB2 "
                    + "uses no index for it (IBM, \"Join predicate conversion\"): cast the other side to the index's type, "
                    + predicate.other().source() + "/" + castFunction(index) + " for this " + sqlType + " index");
            case UNKNOWN -> refuse(Refusal.Kind.UNKNOWN_TYPE, "XWB cannot tell the type of " + predicate.other().source()
                    + " (pass values in as CAST(? AS type))");
            case TYPED -> matches(predicate.other().type(), index) ? Optional.empty()
                    : refuse(Refusal.Kind.TYPE, "it compares " + predicate.other().type().label() + " (" + predicate.other().source()
                            + ") and the index holds " + sqlType + " keys (IBM, \"Data type of literals\": the types must "
                            + "match)");
        };
    }

    static boolean matches(ValueType type, XmlIndex index) {
        IndexKeyType key = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        return switch (key) {
            case VARCHAR -> type == ValueType.STRING;
            case DOUBLE, INTEGER -> type == ValueType.NUMERIC;
            case DATE -> type == ValueType.DATE;
            case TIMESTAMP -> type == ValueType.DATETIME;
        };
    }

    /** The cast that makes the other side of a join the index's type (TPoX's own Q7 uses fn:string(.)). */
    static String castFunction(XmlIndex index) {
        IndexKeyType key = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        return switch (key) {
            case VARCHAR -> "fn:string(.)";
            case DOUBLE, INTEGER -> "xs:double(.)";
            case DATE -> "xs:date(.)";
            case TIMESTAMP -> "xs:dateTime(.)";
        };
    }

    private static String pathReason(ValuePredicate predicate, NodePath pattern, XmlIndex index) {
        NodePath path = predicate.path();
        String shown = predicate.pathText();
        if (pattern.endsWithText() && !path.endsWithText() && pattern.withoutText().contains(path)) {
            return "its pattern " + index.getPath() + " indexes text() nodes and the comparison is on the element " + shown
                    + " (IBM: use /text() consistently in index definitions and predicates)";
        }
        if (path.endsWithText() && !pattern.endsWithText() && pattern.contains(path.withoutText())) {
            return "the comparison is on " + shown + " and the pattern " + index.getPath() + " indexes the element, not its "
                    + "text() node (IBM: use /text() consistently in index definitions and predicates)";
        }
        if (path.hasWildcardsOrDescendants()) {
            return "the comparison's path " + shown + " can reach nodes outside its pattern " + index.getPath();
        }
        return "its pattern " + index.getPath() + " does not hold " + shown;
    }

    private static Optional<Refusal> refuse(Refusal.Kind kind, String reason) {
        return Optional.of(new Refusal(kind, reason));
    }
}
