package org.xwb.targets.db2.eligibility;

import java.util.Optional;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;
import org.xwb.targets.db2.Db2IndexKeys;
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
 * Where IBM's pages do not settle a case the verdict is {@link Eligibility#UNCERTAIN}, with the
 * reason: an INTEGER index for a numeric comparison, a comparison whose indexed nodes are cast
 * themselves, a let variable tested later, an XMLEXISTS under an SQL OR. docs/db2-index-check.md
 * lists every rule with its source.
 */
public final class IndexRules {

    /** Why an index does not serve a comparison, or why XWB cannot tell; {@link Kind#PATH} when it holds other nodes altogether. */
    public record Refusal(Kind kind, String reason) {

        public enum Kind {
            VERSION, PATTERN, PATH, USAGE, OPERATOR, JOIN, UNKNOWN_TYPE, TYPE, OR_BRANCH, FUNCTION_INDEX
        }
    }

    /** The three answers of the check: DB2 can use the index, cannot, or IBM's pages do not say. */
    public enum Eligibility {
        ELIGIBLE, NOT_ELIGIBLE, UNCERTAIN;

        /** The weaker of two answers (NOT_ELIGIBLE below UNCERTAIN below ELIGIBLE). */
        public Eligibility weaker(Eligibility other) {
            return rank() <= other.rank() ? this : other;
        }

        /** The stronger of two answers: one eligible index is enough. */
        public Eligibility stronger(Eligibility other) {
            return rank() >= other.rank() ? this : other;
        }

        private int rank() {
            return switch (this) {
                case NOT_ELIGIBLE -> 0;
                case UNCERTAIN -> 1;
                case ELIGIBLE -> 2;
            };
        }
    }

    /** One index for one comparison: the answer and, unless eligible, why. */
    public record Verdict(Eligibility eligibility, Refusal why) {

        static final Verdict ELIGIBLE = new Verdict(Eligibility.ELIGIBLE, null);

        static Verdict refused(Refusal.Kind kind, String reason) {
            return new Verdict(Eligibility.NOT_ELIGIBLE, new Refusal(kind, reason));
        }

        static Verdict uncertain(Refusal.Kind kind, String reason) {
            return new Verdict(Eligibility.UNCERTAIN, new Refusal(kind, reason));
        }
    }

    private IndexRules() {
    }

    /** Whether DB2 can use {@code index} (of {@code collection}) for {@code predicate}. */
    public static Verdict verdict(ValuePredicate predicate, Collection collection, XmlIndex index, Optional<Db2Version> version) {
        Optional<String> missingType = version.flatMap(v -> v.refusal(index.getKeyType()));
        if (missingType.isPresent()) {
            return Verdict.refused(Refusal.Kind.VERSION, missingType.get());
        }
        XmlPattern.Parsed parsed;
        try {
            parsed = XmlPattern.parseDetailed(index.getPath(), Db2IndexKeys.namespaces(collection));
        } catch (IllegalArgumentException e) {
            return Verdict.refused(Refusal.Kind.PATTERN, e.getMessage());
        }
        NodePath pattern = parsed.path();
        if (parsed.selectsNothing()) {
            return Verdict.refused(Refusal.Kind.PATTERN, "its pattern " + index.getPath() + " selects no node (a self:: test "
                    + "that the step before it cannot pass), so the index stays empty");
        }
        if (predicate.collection() != collection) {
            return Verdict.refused(Refusal.Kind.PATH, "it indexes collection " + collection.getName() + ", the comparison is on "
                    + predicate.collection().getName());
        }
        if (!pattern.contains(predicate.path())) {
            return parsed.approximate() && lastStepCovers(pattern, predicate.path())
                    ? Verdict.uncertain(Refusal.Kind.PATH, "XWB reads its pattern " + index.getPath() + " as " + pattern.render(
                            predicate.prefixes()) + ", which does not hold all of it (self:: or descendant-or-self:: with a "
                            + "name test is read only in part)")
                    : Verdict.refused(Refusal.Kind.PATH, pathReason(predicate, pattern, index));
        }
        if (parsed.function() != null) {
            return Verdict.uncertain(Refusal.Kind.FUNCTION_INDEX, "its pattern ends with the function step " + parsed.function()
                    + ", and XWB does not match function indexes to queries (IBM, \"Context steps and function expression "
                    + "steps\": the query must use the same function)");
        }
        String sqlType = Db2IndexKeys.sqlType(index);
        switch (predicate.usage()) {
            case ALWAYS_TRUE -> {
                return Verdict.refused(Refusal.Kind.USAGE, "XMLEXISTS of a bare comparison is always true (it returns one "
                        + "boolean item, never an empty sequence), so it filters nothing: put the comparison in a predicate, "
                        + "$d/...[" + predicate.source() + "]");
            }
            case BOOLEAN_RESULT -> {
                return Verdict.refused(Refusal.Kind.USAGE, "XMLEXISTS of a function that returns a boolean (fn:not, fn:exists, "
                        + "...) is always true: it returns one item, true or false, never an empty sequence, so it filters "
                        + "nothing and no index is used (IBM, \"XMLEXISTS predicate usage\"): for fn:exists write the path "
                        + "itself, $d/...[" + predicate.source() + "]; for fn:not, NOT XMLEXISTS(...) in SQL");
            }
            case LET -> {
                return Verdict.refused(Refusal.Kind.USAGE, "it is in a let clause, which binds the whole result of its "
                        + "expression, an empty one too, so it filters no rows (IBM, \"Syntax of FLWOR expressions\": only "
                        + "where clauses and predicates of for clauses filter): use for, or test the variable in a where clause");
            }
            case LET_TESTED -> {
                return Verdict.uncertain(Refusal.Kind.USAGE, "it is in a let clause whose variable the query tests later, so "
                        + "it filters, but IBM's pages on index use do not say whether DB2 uses an index for a let clause: "
                        + "write it in a for clause or a where clause to be sure");
            }
            case SELECT_LIST -> {
                return Verdict.refused(Refusal.Kind.USAGE, "it is in XMLQUERY, where it filters nodes inside each row's "
                        + "document, not rows: DB2 uses XML indexes for XMLEXISTS (and XMLTABLE's row expression)");
            }
            case NEGATED -> {
                return Verdict.refused(Refusal.Kind.USAGE, "it is under fn:not, which no index of values answers");
            }
            case FILTER -> {
                // filters rows
            }
        }
        if (!predicate.general() || predicate.op().equals("!=")) {
            return Verdict.refused(Refusal.Kind.OPERATOR, "'" + predicate.op() + "' is not one of the comparisons DB2 "
                    + "matches to an XML index (=, <, <=, >, >=)");
        }
        if (predicate.nodeCast() != null) {
            return typed(predicate, predicate.nodeCast(), predicate.nodeSource(), index, sqlType)
                    .orElseGet(() -> Verdict.uncertain(Refusal.Kind.JOIN, "the comparison casts the indexed nodes themselves ("
                            + predicate.nodeSource() + "): IBM's \"Join predicate conversion\" recommends converting both sides "
                            + "of a join, but its examples of an index used for a join (z/OS, \"Example of XML index usage by "
                            + "join predicates\") have the indexed side uncast, so whether DB2 uses a " + sqlType
                            + " index on the cast side is not settled there"));
        }
        return switch (predicate.other().kind()) {
            case UNTYPED_NODES -> Verdict.refused(Refusal.Kind.JOIN, "it compares two untyped values (" + predicate.nodeSource()
                    + " and " + predicate.other().source() + "), which could be compared as strings or as numbers, so DB2 "
                    + "uses no index for it (IBM, \"Join predicate conversion\"): cast the other side to the index's type, "
                    + predicate.other().source() + "/" + castFunction(index) + " for this " + sqlType + " index");
            case UNKNOWN -> Verdict.refused(Refusal.Kind.UNKNOWN_TYPE, "XWB cannot tell the type of " + predicate.other().source()
                    + " (pass values in as CAST(? AS type))");
            case TYPED -> typed(predicate, predicate.other().type(), predicate.other().source(), index, sqlType)
                    .orElse(Verdict.ELIGIBLE);
        };
    }

    /** The verdict from the comparison's type alone; empty when it matches the key type. */
    private static Optional<Verdict> typed(ValuePredicate predicate, ValueType type, String source, XmlIndex index, String sqlType) {
        IndexKeyType key = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        if (key == IndexKeyType.INTEGER && type == ValueType.NUMERIC) {
            return Optional.of(Verdict.uncertain(Refusal.Kind.TYPE, "it compares a number (" + source + ") and the index holds "
                    + "INTEGER keys: IBM's pages do not say when DB2 uses an INTEGER index for a numeric comparison "
                    + "(\"Restrictiveness of index definitions\" names DOUBLE or DECIMAL for @salary > 35000, and "
                    + "\"Invalid XML values\" leaves values such as 3.5 out of an INTEGER index), so a DOUBLE or DECIMAL "
                    + "index is the one that certainly serves it"));
        }
        if (matches(type, index)) {
            return Optional.empty();
        }
        return Optional.of(Verdict.refused(Refusal.Kind.TYPE, "it compares " + type.label() + " (" + source + ") and the index "
                + "holds " + sqlType + " keys (IBM, \"Data type of literals\": the types must match)"));
    }

    static boolean matches(ValueType type, XmlIndex index) {
        IndexKeyType key = index.getKeyType() == null ? IndexKeyType.VARCHAR : index.getKeyType();
        return switch (key) {
            case VARCHAR -> type == ValueType.STRING;
            case DOUBLE, INTEGER, DECIMAL -> type == ValueType.NUMERIC;
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
            case DECIMAL -> "xs:decimal(.)";
            case DATE -> "xs:date(.)";
            case TIMESTAMP -> "xs:dateTime(.)";
        };
    }

    /** Whether the pattern's last step accepts the nodes of the query's last step (what a widened pattern may hold). */
    private static boolean lastStepCovers(NodePath pattern, NodePath query) {
        return !pattern.steps().isEmpty() && !query.steps().isEmpty()
                && pattern.steps().get(pattern.steps().size() - 1).testCovers(query.steps().get(query.steps().size() - 1));
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

}
