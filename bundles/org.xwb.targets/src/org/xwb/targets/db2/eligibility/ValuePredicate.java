package org.xwb.targets.db2.eligibility;

import java.util.Map;

import org.xwb.model.Collection;
import org.xwb.targets.db2.xpath.NodePath;

/**
 * A comparison of a statement that an XML index might serve: the nodes it compares (of which
 * collection, on which path), the operator with the nodes on its left, and what they are compared
 * with.
 *
 * @param source   the comparison as written in the query
 * @param call     where the query is: XMLEXISTS, XMLQUERY, XMLTABLE or an XQUERY statement
 * @param prefixes namespace URI to prefix, to show paths as the statement writes them
 * @param usage    whether the comparison filters rows at all
 * @param range    whether it is half of a between on one node, or of a range split over two paths
 * @param nodeCast the type the compared nodes are cast to ({@code @Acct/fn:string(.)}), null when they are not
 */
public record ValuePredicate(String source, String call, Collection collection, NodePath path, String nodeSource,
        String op, boolean general, Operand other, Usage usage, Range range, Map<String, String> prefixes, ValueType nodeCast) {

    /** What the nodes are compared with. */
    public record Operand(OperandKind kind, ValueType type, String source, Collection collection, NodePath path) {
    }

    public enum OperandKind {
        /** A value of a known type: a literal, a CAST(? AS type) passed in, or nodes cast with fn:string(.) etc. */
        TYPED,
        /** Nodes of a document, not cast: their type is known only when the query runs. */
        UNTYPED_NODES,
        /** Something XWB cannot type (a function result, a variable it does not know). */
        UNKNOWN
    }

    /** The XQuery type a comparison is made in, as far as index matching cares. */
    public enum ValueType {
        STRING("xs:string"), NUMERIC("a number"), DATE("xs:date"), DATETIME("xs:dateTime"), OTHER("another type");

        private final String label;

        ValueType(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public enum Usage {
        /** In a predicate or a where clause of XMLEXISTS, XMLTABLE's row expression or an XQUERY: it filters. */
        FILTER,
        /** XMLEXISTS of a bare comparison: one boolean item, never empty, so always true. */
        ALWAYS_TRUE,
        /** XMLEXISTS of fn:not(...), fn:exists(...) or another boolean: one item, so always true. */
        BOOLEAN_RESULT,
        /** In a let clause whose variable nothing tests: it filters no rows. */
        LET,
        /** In a let clause whose variable a later clause uses: it filters, whether DB2 uses an index is not documented. */
        LET_TESTED,
        /** In XMLQUERY (the select list): it filters nodes inside each row's document, not rows. */
        SELECT_LIST,
        /** Under fn:not(...). */
        NEGATED
    }

    public enum Range {
        NONE,
        /** {@code x[. >= $a and . < $b]}: a lower and an upper bound on the same node, one index range scan. */
        BETWEEN,
        /** {@code [x >= $a and x < $b]}: two comparisons that may hold for different x nodes. */
        SPLIT
    }

    public String pathText() {
        return path.render(prefixes);
    }

    /** Advice for the statement workbench's index hints, about the form of a range; empty when there is none. */
    public java.util.Optional<String> hint() {
        return switch (range) {
            case BETWEEN -> java.util.Optional.of("a lower and an upper bound on the same node: one range scan of an index");
            case SPLIT -> java.util.Optional.of(nodeSource + " is tested twice, and each test may hold for a different "
                    + nodeSource + " node, so this is two comparisons, not one range: write " + nodeSource
                    + "[. >= ... and . < ...] for a between on one node");
            case NONE -> java.util.Optional.empty();
        };
    }

    ValuePredicate with(Range newRange) {
        return new ValuePredicate(source, call, collection, path, nodeSource, op, general, other, usage, newRange, prefixes, nodeCast);
    }

    ValuePredicate with(Usage newUsage) {
        return new ValuePredicate(source, call, collection, path, nodeSource, op, general, other, newUsage, range, prefixes, nodeCast);
    }
}
