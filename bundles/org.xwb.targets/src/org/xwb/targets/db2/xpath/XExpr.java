package org.xwb.targets.db2.xpath;

import java.util.List;
import java.util.Map;

/**
 * The parts of an XQuery expression that decide XML index use: paths with their steps and
 * predicates, comparisons, and/or, function calls (casts such as fn:string(.)), literals,
 * variables and FLWOR clauses. Everything else (arithmetic, constructors, conditionals) is kept
 * as {@link Other} so that paths inside it are still seen. Offsets point into the query text.
 */
public sealed interface XExpr {

    int start();

    int end();

    /** A parsed query: its namespace declarations and its body. */
    record Module(Map<String, String> namespaces, String defaultElementNamespace, XExpr body) {
    }

    enum LiteralType {
        STRING, INTEGER, DECIMAL, DOUBLE
    }

    record Literal(int start, int end, LiteralType type, String value) implements XExpr {
    }

    record VarRef(int start, int end, String name) implements XExpr {
    }

    record ContextItem(int start, int end) implements XExpr {
    }

    /** Where a path starts: the context item, the root of the context item's document, or an expression. */
    enum Origin {
        RELATIVE, ROOT, EXPR
    }

    record Path(int start, int end, Origin origin, XExpr head, List<Step> steps) implements XExpr {
    }

    /** {@code primary[predicate]...}. */
    record Filter(int start, int end, XExpr primary, List<XExpr> predicates) implements XExpr {
    }

    /** {@code op} is =, !=, <, <=, >, >= (general) or eq, ne, lt, le, gt, ge (value). */
    record Comparison(int start, int end, String op, boolean general, XExpr left, XExpr right) implements XExpr {
    }

    record Logical(int start, int end, boolean and, List<XExpr> operands) implements XExpr {
    }

    record Call(int start, int end, String prefix, String local, List<XExpr> args) implements XExpr {
    }

    record Flwor(int start, int end, List<Clause> clauses, XExpr result) implements XExpr {
    }

    enum ClauseKind {
        FOR, LET, WHERE, ORDER
    }

    record Clause(ClauseKind kind, String variable, XExpr expr) {
    }

    record Other(int start, int end, List<XExpr> parts) implements XExpr {
    }

    enum StepKind {
        ELEMENT, ATTRIBUTE, TEXT, NODE, COMMENT, PROCESSING_INSTRUCTION, SELF, PARENT, EXPR
    }

    /**
     * A step: a name test ({@code prefix} null when unprefixed, "*" for any; {@code local} "*" for
     * any), a kind test, self, parent, or an expression ({@code fn:string(.)}) applied per node.
     */
    record Step(int start, int end, boolean descendant, StepKind kind, String prefix, String local, XExpr expr,
            List<XExpr> predicates) {
    }
}
