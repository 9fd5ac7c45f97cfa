package org.xwb.targets.db2.xpath;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xwb.targets.db2.xpath.XExpr.Call;
import org.xwb.targets.db2.xpath.XExpr.Clause;
import org.xwb.targets.db2.xpath.XExpr.ClauseKind;
import org.xwb.targets.db2.xpath.XExpr.Comparison;
import org.xwb.targets.db2.xpath.XExpr.ContextItem;
import org.xwb.targets.db2.xpath.XExpr.Filter;
import org.xwb.targets.db2.xpath.XExpr.Flwor;
import org.xwb.targets.db2.xpath.XExpr.Literal;
import org.xwb.targets.db2.xpath.XExpr.LiteralType;
import org.xwb.targets.db2.xpath.XExpr.Logical;
import org.xwb.targets.db2.xpath.XExpr.Module;
import org.xwb.targets.db2.xpath.XExpr.Origin;
import org.xwb.targets.db2.xpath.XExpr.Other;
import org.xwb.targets.db2.xpath.XExpr.Path;
import org.xwb.targets.db2.xpath.XExpr.Step;
import org.xwb.targets.db2.xpath.XExpr.StepKind;
import org.xwb.targets.db2.xpath.XExpr.VarRef;

/**
 * Reads the XQuery of an XMLEXISTS, XMLQUERY, XMLTABLE or XQUERY statement (XQuery 1.0 as DB2
 * accepts it) into {@link XExpr}: the prolog's namespace declarations, FLWOR, and/or,
 * comparisons, paths with predicates, function calls, literals, direct and computed constructors.
 * It reads queries, it does not check them: DB2 does that when the statement is prepared.
 */
public final class XQueryParser extends XQueryLexer {

    private static final Set<String> KIND_TESTS = Set.of("text", "node", "comment", "processing-instruction", "element",
            "attribute", "document-node", "schema-element", "schema-attribute", "item", "empty-sequence");
    private static final Set<String> COMPUTED = Set.of("element", "attribute", "text", "comment", "document",
            "processing-instruction", "ordered", "unordered");
    private static final List<String> GENERAL = List.of("!=", "<=", ">=", "=", "<", ">");
    private static final Set<String> VALUE = Set.of("eq", "ne", "lt", "le", "gt", "ge");

    private XQueryParser(String text) {
        super(text);
    }

    /**
     * @throws IllegalArgumentException with the offset and what was expected there
     */
    public static Module parse(String query) {
        return new XQueryParser(query).module();
    }

    private Module module() {
        Map<String, String> namespaces = new LinkedHashMap<>();
        String defaultElement = "";
        skip();
        if (keyword("xquery")) {
            toSemicolon();
        }
        while (lookingAtKeyword("declare") || lookingAtKeyword("import")) {
            int save = pos;
            if (keyword("declare") && keyword("namespace")) {
                String prefix = ncname();
                expect("=");
                namespaces.put(prefix, stringLiteral());
                expect(";");
            } else {
                pos = save;
                if (keyword("declare") && keyword("default") && keyword("element") && keyword("namespace")) {
                    defaultElement = stringLiteral();
                    expect(";");
                } else {
                    pos = save;
                    if (keyword("declare") && keyword("function")) {
                        throw error("XWB does not read declared functions");
                    }
                    pos = save;
                    toSemicolon();
                }
            }
            skip();
        }
        XExpr body = expr();
        skip();
        if (pos < text.length()) {
            throw error("unexpected '" + text.substring(pos, Math.min(text.length(), pos + 20)) + "'");
        }
        return new Module(namespaces, defaultElement, body);
    }

    private XExpr expr() {
        int start = pos;
        List<XExpr> items = new ArrayList<>();
        items.add(exprSingle());
        while (symbol(",")) {
            items.add(exprSingle());
        }
        return items.size() == 1 ? items.get(0) : new Other(start, pos, items);
    }

    private XExpr exprSingle() {
        skip();
        int start = pos;
        if (lookingAtKeyword("for", "$") || lookingAtKeyword("let", "$")) {
            return flwor();
        }
        if (lookingAtKeyword("some", "$") || lookingAtKeyword("every", "$")) {
            keyword(text.startsWith("some", pos) ? "some" : "every");
            List<XExpr> parts = new ArrayList<>();
            do {
                expect("$");
                qname();
                keywordOrFail("in");
                parts.add(exprSingle());
            } while (symbol(","));
            keywordOrFail("satisfies");
            parts.add(exprSingle());
            return new Other(start, pos, parts);
        }
        if (lookingAtKeyword("if", "(")) {
            keyword("if");
            expect("(");
            XExpr condition = expr();
            expect(")");
            keywordOrFail("then");
            XExpr then = exprSingle();
            keywordOrFail("else");
            XExpr otherwise = exprSingle();
            return new Other(start, pos, List.of(condition, then, otherwise));
        }
        return or();
    }

    private XExpr flwor() {
        int start = pos;
        List<Clause> clauses = new ArrayList<>();
        while (true) {
            skip();
            if (keyword("for")) {
                do {
                    String variable = variableName();
                    if (keyword("at")) {
                        variableName();
                    }
                    keywordOrFail("in");
                    clauses.add(new Clause(ClauseKind.FOR, variable, exprSingle()));
                } while (symbol(","));
            } else if (keyword("let")) {
                do {
                    String variable = variableName();
                    expect(":=");
                    clauses.add(new Clause(ClauseKind.LET, variable, exprSingle()));
                } while (symbol(","));
            } else if (keyword("where")) {
                clauses.add(new Clause(ClauseKind.WHERE, null, exprSingle()));
            } else if (lookingAtKeyword("order") || lookingAtKeyword("stable")) {
                keyword("stable");
                keywordOrFail("order");
                keywordOrFail("by");
                do {
                    clauses.add(new Clause(ClauseKind.ORDER, null, exprSingle()));
                    while (keyword("ascending") || keyword("descending") || keyword("empty") || keyword("greatest")
                            || keyword("least")) {
                        // order modifiers say nothing about index use
                    }
                    if (keyword("collation")) {
                        stringLiteral();
                    }
                } while (symbol(","));
            } else if (keyword("return")) {
                XExpr result = exprSingle();
                return new Flwor(start, pos, clauses, result);
            } else {
                throw error("expected for, let, where, order by or return");
            }
        }
    }

    private XExpr or() {
        int start = pos;
        List<XExpr> operands = new ArrayList<>(List.of(and()));
        while (keyword("or")) {
            operands.add(and());
        }
        return operands.size() == 1 ? operands.get(0) : new Logical(start, pos, false, operands);
    }

    private XExpr and() {
        int start = pos;
        List<XExpr> operands = new ArrayList<>(List.of(comparison()));
        while (keyword("and")) {
            operands.add(comparison());
        }
        return operands.size() == 1 ? operands.get(0) : new Logical(start, pos, true, operands);
    }

    private XExpr comparison() {
        skip();
        int start = pos;
        XExpr left = range();
        skip();
        for (String op : GENERAL) {
            if (text.startsWith(op, pos) && !(op.equals("<") && text.startsWith("<<", pos))
                    && !(op.equals(">") && text.startsWith(">>", pos))) {
                pos += op.length();
                XExpr right = range();
                return new Comparison(start, pos, op, true, left, right);
            }
        }
        for (String op : VALUE) {
            if (keyword(op)) {
                XExpr right = range();
                return new Comparison(start, pos, op, false, left, right);
            }
        }
        if (symbol("<<") || symbol(">>") || keyword("is")) {
            XExpr right = range();
            return new Other(start, pos, List.of(left, right));
        }
        return left;
    }

    private XExpr range() {
        int start = pos;
        XExpr left = additive();
        if (keyword("to")) {
            XExpr right = additive();
            return new Other(start, pos, List.of(left, right));
        }
        return left;
    }

    private XExpr additive() {
        int start = pos;
        List<XExpr> parts = new ArrayList<>(List.of(multiplicative()));
        while (true) {
            skip();
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
                parts.add(multiplicative());
            } else {
                break;
            }
        }
        return parts.size() == 1 ? parts.get(0) : new Other(start, pos, parts);
    }

    private XExpr multiplicative() {
        int start = pos;
        List<XExpr> parts = new ArrayList<>(List.of(union()));
        while (symbol("*") || keyword("div") || keyword("idiv") || keyword("mod")) {
            parts.add(union());
        }
        return parts.size() == 1 ? parts.get(0) : new Other(start, pos, parts);
    }

    private XExpr union() {
        int start = pos;
        List<XExpr> parts = new ArrayList<>(List.of(intersect()));
        while (keyword("union") || symbol("|")) {
            parts.add(intersect());
        }
        return parts.size() == 1 ? parts.get(0) : new Other(start, pos, parts);
    }

    private XExpr intersect() {
        int start = pos;
        List<XExpr> parts = new ArrayList<>(List.of(typed()));
        while (keyword("intersect") || keyword("except")) {
            parts.add(typed());
        }
        return parts.size() == 1 ? parts.get(0) : new Other(start, pos, parts);
    }

    /** instance of, treat as, castable as, cast as: a cast becomes a call of the type's constructor function. */
    private XExpr typed() {
        int start = pos;
        XExpr operand = unary();
        int save = pos;
        if (keyword("cast") && keyword("as")) {
            String type = qname();
            symbol("?");
            int colon = type.indexOf(':');
            return new Call(start, pos, colon < 0 ? null : type.substring(0, colon), type.substring(colon + 1), List.of(operand));
        }
        for (String[] words : new String[][] { { "instance", "of" }, { "treat", "as" }, { "castable", "as" } }) {
            pos = save;
            if (keyword(words[0]) && keyword(words[1])) {
                sequenceType();
                return new Other(start, pos, List.of(operand));
            }
        }
        pos = save;
        return operand;
    }

    private void sequenceType() {
        skip();
        qname();
        skip();
        if (pos < text.length() && text.charAt(pos) == '(') {
            balanced('(', ')');
        }
        skip();
        if (pos < text.length() && "?*+".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    private XExpr unary() {
        skip();
        int start = pos;
        boolean signed = false;
        while (pos < text.length() && (text.charAt(pos) == '-' || text.charAt(pos) == '+')) {
            pos++;
            signed = true;
            skip();
        }
        XExpr value = path();
        return signed ? new Other(start, pos, List.of(value)) : value;
    }

    private XExpr path() {
        skip();
        int start = pos;
        List<Step> steps = new ArrayList<>();
        Origin origin;
        XExpr head = null;
        if (text.startsWith("//", pos)) {
            pos += 2;
            origin = Origin.ROOT;
            steps.add(step(true));
        } else if (text.startsWith("/", pos)) {
            pos++;
            origin = Origin.ROOT;
            skip();
            if (!startsStep()) {
                return new Path(start, pos, origin, null, steps);
            }
            steps.add(step(false));
        } else {
            Step first = step(false);
            if (first.kind() == StepKind.EXPR) {
                origin = Origin.EXPR;
                head = first.predicates().isEmpty() ? first.expr()
                        : new Filter(first.start(), first.end(), first.expr(), first.predicates());
            } else {
                origin = Origin.RELATIVE;
                steps.add(first);
            }
        }
        while (true) {
            skip();
            if (text.startsWith("//", pos)) {
                pos += 2;
                steps.add(step(true));
            } else if (text.startsWith("/", pos)) {
                pos++;
                steps.add(step(false));
            } else {
                break;
            }
        }
        if (origin == Origin.EXPR && steps.isEmpty()) {
            return head;
        }
        return new Path(start, pos, origin, head, steps);
    }

    private boolean startsStep() {
        if (pos >= text.length()) {
            return false;
        }
        char c = text.charAt(pos);
        return c == '@' || c == '*' || c == '.' || Character.isLetter(c) || c == '_';
    }

    private Step step(boolean descendant) {
        skip();
        int start = pos;
        if (text.startsWith("..", pos)) {
            pos += 2;
            return new Step(start, pos, descendant, StepKind.PARENT, null, null, null, predicates());
        }
        if (symbolNoSkip("@")) {
            return nameStep(start, descendant, StepKind.ATTRIBUTE);
        }
        if (pos < text.length() && text.charAt(pos) == '.' && !(pos + 1 < text.length() && Character.isDigit(text.charAt(pos + 1)))) {
            pos++;
            return new Step(start, pos, descendant, StepKind.SELF, null, null, null, predicates());
        }
        if (pos < text.length() && text.charAt(pos) == '*') {
            return nameStep(start, descendant, StepKind.ELEMENT);
        }
        int save = pos;
        String name = isNameStart() ? qname() : null;
        if (name != null) {
            skip();
            if (text.startsWith("::", pos)) {
                pos += 2;
                return axisStep(start, descendant, name);
            }
            boolean call = pos < text.length() && text.charAt(pos) == '(';
            boolean computed = COMPUTED.contains(name) && (pos < text.length() && text.charAt(pos) == '{'
                    || (name.equals("element") || name.equals("attribute") || name.equals("processing-instruction"))
                            && isNameStart() && followedByBrace());
            if (call && KIND_TESTS.contains(name)) {
                return kindStep(start, descendant, name, StepKind.ELEMENT);
            }
            if (!call && !computed) {
                pos = save;
                return nameStep(start, descendant, StepKind.ELEMENT);
            }
        }
        pos = save;
        XExpr primary = primary();
        return new Step(start, pos, descendant, StepKind.EXPR, null, null, primary, predicates());
    }

    private boolean followedByBrace() {
        int save = pos;
        qname();
        skip();
        boolean brace = pos < text.length() && text.charAt(pos) == '{';
        pos = save;
        return brace;
    }

    private Step axisStep(int start, boolean descendant, String axis) {
        skip();
        return switch (axis) {
            case "child" -> nameOrKindStep(start, descendant, StepKind.ELEMENT);
            case "attribute" -> nameOrKindStep(start, descendant, StepKind.ATTRIBUTE);
            case "descendant" -> nameOrKindStep(start, true, StepKind.ELEMENT);
            case "self" -> {
                Step test = nameOrKindStep(start, descendant, StepKind.ELEMENT);
                yield test.kind() == StepKind.NODE ? new Step(start, pos, descendant, StepKind.SELF, null, null, null,
                        test.predicates()) : test;
            }
            case "parent" -> {
                nameOrKindStep(start, descendant, StepKind.ELEMENT);
                yield new Step(start, pos, descendant, StepKind.PARENT, null, null, null, predicates());
            }
            case "descendant-or-self" -> {
                Step test = nameOrKindStep(start, true, StepKind.ELEMENT);
                yield test.kind() == StepKind.NODE ? new Step(start, pos, true, StepKind.SELF, null, null, null,
                        test.predicates()) : test;
            }
            default -> throw error("XWB does not read the " + axis + " axis");
        };
    }

    private Step nameOrKindStep(int start, boolean descendant, StepKind principal) {
        int save = pos;
        if (isNameStart()) {
            String name = qname();
            skip();
            if (pos < text.length() && text.charAt(pos) == '(' && KIND_TESTS.contains(name)) {
                return kindStep(start, descendant, name, principal);
            }
        }
        pos = save;
        return nameStep(start, descendant, principal);
    }

    private Step kindStep(int start, boolean descendant, String name, StepKind principal) {
        balanced('(', ')');
        StepKind kind = switch (name) {
            case "text" -> StepKind.TEXT;
            case "node" -> principal == StepKind.ATTRIBUTE ? StepKind.ATTRIBUTE : StepKind.NODE;
            case "comment" -> StepKind.COMMENT;
            case "processing-instruction" -> StepKind.PROCESSING_INSTRUCTION;
            case "attribute" -> StepKind.ATTRIBUTE;
            default -> principal;
        };
        String local = kind == StepKind.ELEMENT || kind == StepKind.ATTRIBUTE ? "*" : null;
        return new Step(start, pos, descendant, kind, kind == StepKind.ELEMENT || kind == StepKind.ATTRIBUTE ? "*" : null,
                local, null, predicates());
    }

    private Step nameStep(int start, boolean descendant, StepKind kind) {
        skip();
        String prefix;
        String local;
        if (symbolNoSkip("*")) {
            if (symbolNoSkip(":")) {
                prefix = "*";
                local = ncname();
            } else {
                prefix = "*";
                local = "*";
            }
        } else {
            String name = qname();
            int colon = name.indexOf(':');
            prefix = colon < 0 ? null : name.substring(0, colon);
            local = colon < 0 ? name : name.substring(colon + 1);
        }
        int end = pos;
        return new Step(start, end, descendant, kind, prefix, local, null, predicates());
    }

    private List<XExpr> predicates() {
        List<XExpr> predicates = new ArrayList<>();
        while (symbol("[")) {
            predicates.add(expr());
            expect("]");
        }
        return predicates;
    }

    private XExpr primary() {
        skip();
        int start = pos;
        if (pos >= text.length()) {
            throw error("the query ends where an expression belongs");
        }
        char c = text.charAt(pos);
        if (c == '"' || c == '\'') {
            String value = stringLiteral();
            return new Literal(start, pos, LiteralType.STRING, value);
        }
        if (Character.isDigit(c) || (c == '.' && pos + 1 < text.length() && Character.isDigit(text.charAt(pos + 1)))) {
            return number();
        }
        if (c == '$') {
            pos++;
            String name = qname();
            return new VarRef(start, pos, name);
        }
        if (c == '(') {
            pos++;
            skip();
            if (symbol(")")) {
                return new Other(start, pos, List.of());
            }
            XExpr inner = expr();
            expect(")");
            return inner;
        }
        if (c == '.') {
            pos++;
            return new ContextItem(start, pos);
        }
        if (c == '<' && pos + 1 < text.length() && (Character.isLetter(text.charAt(pos + 1)) || text.charAt(pos + 1) == '_')) {
            return directElement();
        }
        if (isNameStart()) {
            String name = qname();
            skip();
            if (COMPUTED.contains(name) && !(pos < text.length() && text.charAt(pos) == '(')) {
                return computed(start, name);
            }
            expect("(");
            List<XExpr> args = new ArrayList<>();
            skip();
            if (!symbol(")")) {
                do {
                    args.add(exprSingle());
                } while (symbol(","));
                expect(")");
            }
            int colon = name.indexOf(':');
            return new Call(start, pos, colon < 0 ? null : name.substring(0, colon), name.substring(colon + 1), args);
        }
        throw error("unexpected '" + c + "'");
    }

    private XExpr computed(int start, String kind) {
        List<XExpr> parts = new ArrayList<>();
        if ((kind.equals("element") || kind.equals("attribute") || kind.equals("processing-instruction")) && isNameStart()) {
            qname();
        } else if ((kind.equals("element") || kind.equals("attribute") || kind.equals("processing-instruction"))
                && symbol("{")) {
            parts.add(expr());
            expect("}");
        }
        expect("{");
        skip();
        if (!symbol("}")) {
            parts.add(expr());
            expect("}");
        }
        return new Other(start, pos, parts);
    }

    /** {@code <name attr="..{e}..">content{e}<child/></name>}: the enclosed expressions are kept. */
    private XExpr directElement() {
        int start = pos;
        List<XExpr> parts = new ArrayList<>();
        pos++;
        String name = qname();
        while (true) {
            skip();
            if (text.startsWith("/>", pos)) {
                pos += 2;
                return new Other(start, pos, parts);
            }
            if (symbolNoSkip(">")) {
                break;
            }
            qname();
            expect("=");
            skip();
            char quote = text.charAt(pos);
            if (quote != '"' && quote != '\'') {
                throw error("expected a quoted attribute value");
            }
            pos++;
            while (pos < text.length() && text.charAt(pos) != quote) {
                if (text.startsWith("{{", pos) || text.startsWith("}}", pos)) {
                    pos += 2;
                } else if (text.charAt(pos) == '{') {
                    pos++;
                    parts.add(expr());
                    expect("}");
                } else {
                    pos++;
                }
            }
            expect(String.valueOf(quote));
        }
        while (true) {
            if (pos >= text.length()) {
                throw error("the element constructor <" + name + "> is not closed");
            }
            if (text.startsWith("</", pos)) {
                pos += 2;
                qname();
                expect(">");
                return new Other(start, pos, parts);
            }
            if (text.startsWith("<!--", pos)) {
                int close = text.indexOf("-->", pos);
                pos = close < 0 ? text.length() : close + 3;
            } else if (text.startsWith("<![CDATA[", pos)) {
                int close = text.indexOf("]]>", pos);
                pos = close < 0 ? text.length() : close + 3;
            } else if (text.charAt(pos) == '<') {
                parts.add(directElement());
            } else if (text.startsWith("{{", pos) || text.startsWith("}}", pos)) {
                pos += 2;
            } else if (text.charAt(pos) == '{') {
                pos++;
                parts.add(expr());
                expect("}");
            } else {
                pos++;
            }
        }
    }

    private String variableName() {
        expect("$");
        return qname();
    }

}
