package org.xwb.targets.db2.eligibility;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.target.Tables;
import org.xwb.model.Collection;
import org.xwb.targets.db2.eligibility.ValuePredicate.Operand;
import org.xwb.targets.db2.eligibility.ValuePredicate.OperandKind;
import org.xwb.targets.db2.eligibility.ValuePredicate.Range;
import org.xwb.targets.db2.eligibility.ValuePredicate.Usage;
import org.xwb.targets.db2.eligibility.ValuePredicate.ValueType;
import org.xwb.targets.db2.xpath.NodePath;
import org.xwb.targets.db2.xpath.PathStep;
import org.xwb.targets.db2.xpath.XExpr;
import org.xwb.targets.db2.xpath.XExpr.Call;
import org.xwb.targets.db2.xpath.XExpr.Comparison;
import org.xwb.targets.db2.xpath.XExpr.ContextItem;
import org.xwb.targets.db2.xpath.XExpr.Filter;
import org.xwb.targets.db2.xpath.XExpr.Flwor;
import org.xwb.targets.db2.xpath.XExpr.Literal;
import org.xwb.targets.db2.xpath.XExpr.LiteralType;
import org.xwb.targets.db2.xpath.XExpr.Logical;
import org.xwb.targets.db2.xpath.XExpr.Module;
import org.xwb.targets.db2.xpath.XExpr.Other;
import org.xwb.targets.db2.xpath.XExpr.Path;
import org.xwb.targets.db2.xpath.XExpr.Step;
import org.xwb.targets.db2.xpath.XExpr.VarRef;
import org.xwb.targets.db2.xpath.XQueryParser;

/**
 * Follows the nodes of a query from the documents passed in (or db2-fn:xmlcolumn) through its
 * paths and FLWOR variables, and collects every comparison of nodes with a value: which
 * collection's nodes, on which absolute path, compared how and with what.
 */
final class PredicateFinder {

    /** What an expression evaluates to, as far as index matching cares. */
    private sealed interface Value {
    }

    /** Nodes of a collection's documents on a path; {@code cast} is the type they were cast to, null if untyped. */
    private record Nodes(Collection collection, NodePath path, ValueType cast) implements Value {
    }

    private record Atomic(ValueType type) implements Value {
    }

    private record Unknown() implements Value {
    }

    private static final Value UNKNOWN = new Unknown();
    private static final Pattern CAST = Pattern.compile("(?is)CAST\\s*\\(.*\\bAS\\s+([A-Za-z]+).*\\)");
    private static final Pattern COLUMN = Pattern.compile("(?:([A-Za-z_][\\w$#@]*)\\.)?([A-Za-z_][\\w$#@]*)");
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final String ID_COLUMN = "ID";

    /** What the query found, and what it could not follow. */
    record Found(List<ValuePredicate> predicates, List<String> notes, List<OrGroup> ors) {
    }

    /**
     * An or in a condition: for each branch the indexes (into the found predicates) of the
     * comparisons in it. DB2 uses indexes for an or only when every branch has one (index ORing).
     */
    record OrGroup(String source, List<String> branchSources, List<List<Integer>> branches) {
    }

    /** Functions whose result is one xs:boolean: XMLEXISTS of them is always true. */
    private static final Set<String> BOOLEAN_FUNCTIONS = Set.of("not", "exists", "empty", "boolean",
            "true", "false", "contains", "starts-with", "ends-with", "matches", "deep-equal");

    private final SqlXmlCalls.Call call;
    private final Function<String, Optional<Collection>> tables;
    private final List<ValuePredicate> found = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<OrGroup> ors = new ArrayList<>();
    private final Set<String> implicitColumns = new HashSet<>();
    private String implicitSkipped = "";
    private Map<String, String> namespaces;
    private Map<String, String> prefixes;
    private String defaultElementNamespace;

    private PredicateFinder(SqlXmlCalls.Call call, Function<String, Optional<Collection>> tables) {
        this.call = call;
        this.tables = tables;
    }

    /**
     * @param statementTables the tables of the statement (for passed columns)
     * @param collections     upper-cased table name to collection
     */
    static Found find(SqlXmlCalls.Call call, List<SqlXmlCalls.TableRef> statementTables, Map<String, Collection> collections) {
        PredicateFinder finder = new PredicateFinder(call, t -> Optional.ofNullable(collections.get(t.toUpperCase(Locale.ROOT))));
        finder.run(statementTables);
        return new Found(List.copyOf(finder.found), List.copyOf(finder.notes), List.copyOf(finder.ors));
    }

    private void run(List<SqlXmlCalls.TableRef> statementTables) {
        Module module;
        try {
            module = XQueryParser.parse(call.xquery());
        } catch (IllegalArgumentException e) {
            notes.add(call.kind() + ": XWB could not read the XQuery (" + e.getMessage() + ")");
            return;
        }
        namespaces = new LinkedHashMap<>(call.namespaces());
        namespaces.putAll(module.namespaces());
        defaultElementNamespace = !module.defaultElementNamespace().isEmpty() ? module.defaultElementNamespace()
                : call.namespaces().getOrDefault("", "");
        prefixes = new HashMap<>();
        namespaces.forEach((prefix, uri) -> prefixes.putIfAbsent(uri, prefix));
        Map<String, Value> env = new HashMap<>();
        if (call.kind() != SqlXmlCalls.Kind.XQUERY) {
            passImplicitly(statementTables, env);
        }
        Value context = UNKNOWN;
        for (SqlXmlCalls.Arg arg : call.args()) {
            Value value = passed(arg.expression(), statementTables);
            if (arg.variable() == null) {
                context = value;
            } else {
                env.put(arg.variable(), value);
            }
        }
        Usage usage = call.kind() == SqlXmlCalls.Kind.XMLQUERY ? Usage.SELECT_LIST : Usage.FILTER;
        XExpr body = module.body();
        if (call.kind() == SqlXmlCalls.Kind.XMLEXISTS && (body instanceof Comparison || body instanceof Logical)) {
            condition(body, env, context, Usage.ALWAYS_TRUE);
        } else if (call.kind() == SqlXmlCalls.Kind.XMLEXISTS && returnsOneBoolean(body)) {
            eval(body, env, context, Usage.BOOLEAN_RESULT);
        } else {
            eval(body, env, context, usage);
        }
    }

    /**
     * Columns in scope are passed implicitly under their own names (IBM, "XMLEXISTS predicate", 11.1:
     * every unique column name in scope): with one collection's table, $DOC is its documents and
     * $ID its BIGINT id. With several tables DOC and ID are not unique, so none is passed.
     */
    private void passImplicitly(List<SqlXmlCalls.TableRef> statementTables, Map<String, Value> env) {
        List<Collection> inScope = new ArrayList<>();
        boolean other = false;
        for (SqlXmlCalls.TableRef table : statementTables) {
            Optional<Collection> c = tables.apply(table.table());
            if (c.isPresent()) {
                inScope.add(c.get());
            } else {
                other = true;
            }
        }
        if (inScope.size() + (other ? 1 : 0) > 1) {
            implicitSkipped = " (with several tables in the statement DOC and ID are no unique column names, so DB2 passes "
                    + "neither implicitly: pass the column, PASSING o.doc AS \"o\")";
        }
        if (inScope.size() == 1 && !other) {
            env.put(Tables.DOC_COLUMN.toUpperCase(Locale.ROOT), new Nodes(inScope.get(0), NodePath.DOCUMENT, null));
            env.put(ID_COLUMN, new Atomic(ValueType.NUMERIC));
            implicitColumns.add(Tables.DOC_COLUMN.toUpperCase(Locale.ROOT));
            implicitColumns.add(ID_COLUMN);
        }
    }

    private static boolean returnsOneBoolean(XExpr body) {
        return body instanceof Call c && isFn(c.prefix()) && BOOLEAN_FUNCTIONS.contains(c.local());
    }

    /** A PASSING argument: a document column of a collection's table, or a typed value. */
    private Value passed(String expression, List<SqlXmlCalls.TableRef> statementTables) {
        String e = expression.strip();
        Matcher cast = CAST.matcher(e);
        if (cast.matches()) {
            return new Atomic(sqlType(cast.group(1)));
        }
        if (e.startsWith("'")) {
            return new Atomic(ValueType.STRING);
        }
        if (NUMBER.matcher(e).matches()) {
            return new Atomic(ValueType.NUMERIC);
        }
        Matcher column = COLUMN.matcher(e);
        if (column.matches() && column.group(2).equalsIgnoreCase(ID_COLUMN) && statementTables.stream()
                .anyMatch(t -> tables.apply(t.table()).isPresent())) {
            return new Atomic(ValueType.NUMERIC); // XWB's tables: id BIGINT, doc XML
        }
        if (!column.matches() || !column.group(2).equalsIgnoreCase(Tables.DOC_COLUMN)) {
            return UNKNOWN;
        }
        String qualifier = column.group(1) == null ? null : column.group(1).toUpperCase(Locale.ROOT);
        List<Collection> candidates = new ArrayList<>();
        for (SqlXmlCalls.TableRef table : statementTables) {
            if (qualifier == null || qualifier.equals(table.alias()) || (table.alias() == null && qualifier.equals(table.table()))
                    || qualifier.equals(table.table())) {
                tables.apply(table.table()).filter(c -> !candidates.contains(c)).ifPresent(candidates::add);
            }
        }
        if (candidates.size() == 1) {
            return new Nodes(candidates.get(0), NodePath.DOCUMENT, null);
        }
        if (candidates.size() > 1 && qualifier == null) {
            notes.add(call.kind() + ": PASSING " + e + " could be the documents of " + candidates.size()
                    + " tables; qualify it with the table's correlation name");
        }
        return UNKNOWN;
    }

    static ValueType sqlType(String type) {
        return switch (type.toUpperCase(Locale.ROOT)) {
            case "VARCHAR", "CHAR", "CHARACTER", "CLOB", "GRAPHIC", "VARGRAPHIC", "DBCLOB", "NVARCHAR", "NCHAR" -> ValueType.STRING;
            case "SMALLINT", "INTEGER", "INT", "BIGINT", "DECIMAL", "DEC", "NUMERIC", "DOUBLE", "REAL", "FLOAT", "DECFLOAT" ->
                ValueType.NUMERIC;
            case "DATE" -> ValueType.DATE;
            case "TIMESTAMP" -> ValueType.DATETIME;
            default -> ValueType.OTHER;
        };
    }

    private Value eval(XExpr e, Map<String, Value> env, Value context, Usage usage) {
        return switch (e) {
            case Literal l -> new Atomic(l.type() == LiteralType.STRING ? ValueType.STRING : ValueType.NUMERIC);
            case VarRef v -> variable(v, env);
            case ContextItem c -> context;
            case Path p -> path(p, env, context, usage);
            case Filter f -> {
                Value primary = eval(f.primary(), env, context, usage);
                f.predicates().forEach(p -> condition(p, env, primary, usage));
                yield primary;
            }
            case Comparison c -> {
                eval(c.left(), env, context, usage);
                eval(c.right(), env, context, usage);
                yield new Atomic(ValueType.OTHER);
            }
            case Logical l -> {
                l.operands().forEach(o -> eval(o, env, context, usage));
                yield new Atomic(ValueType.OTHER);
            }
            case Call c -> call(c, env, context, usage);
            case Flwor f -> flwor(f, env, context, usage);
            case Other o -> {
                o.parts().forEach(p -> eval(p, env, context, usage));
                yield UNKNOWN;
            }
        };
    }

    private Value variable(VarRef v, Map<String, Value> env) {
        Value value = env.get(v.name());
        if (value != null) {
            return value;
        }
        String folded = v.name().toUpperCase(Locale.ROOT);
        String hint = "";
        if (env.containsKey(folded) && !folded.equals(v.name())) {
            hint = implicitColumns.contains(folded)
                    ? " (DB2 passes the column " + folded + " implicitly as $" + folded + ": XQuery names are case sensitive)"
                    : " (PASSING ... AS " + v.name() + " binds $" + folded + ": SQL folds unquoted names to upper case; write AS \""
                            + v.name() + "\")";
        }
        if (hint.isEmpty() && (folded.equals(ID_COLUMN) || folded.equals(Tables.DOC_COLUMN.toUpperCase(Locale.ROOT)))) {
            hint = implicitSkipped;
        }
        notes.add(call.kind() + ": $" + v.name() + " is not bound" + hint);
        return UNKNOWN;
    }

    /** A condition: a predicate or a where clause, whose comparisons filter. */
    private void condition(XExpr e, Map<String, Value> env, Value context, Usage usage) {
        switch (e) {
            case Logical l when l.and() -> {
                List<ValuePredicate> group = new ArrayList<>();
                for (XExpr operand : l.operands()) {
                    if (operand instanceof Comparison c) {
                        group.addAll(compare(c, env, context, usage));
                    } else {
                        condition(operand, env, context, usage);
                    }
                }
                found.addAll(ranges(group));
            }
            case Logical l -> {
                List<List<Integer>> branches = new ArrayList<>();
                List<String> sources = new ArrayList<>();
                for (XExpr operand : l.operands()) {
                    int before = found.size();
                    condition(operand, env, context, usage);
                    List<Integer> branch = new ArrayList<>();
                    for (int i = before; i < found.size(); i++) {
                        branch.add(i);
                    }
                    branches.add(branch);
                    sources.add(source(operand));
                }
                ors.add(new OrGroup(source(l), sources, branches));
            }
            case Comparison c -> found.addAll(compare(c, env, context, usage));
            case Call c when c.local().equals("not") && isFn(c.prefix()) -> c.args().forEach(a -> condition(a, env, context,
                    usage == Usage.ALWAYS_TRUE || usage == Usage.BOOLEAN_RESULT ? usage : Usage.NEGATED));
            default -> eval(e, env, context, usage);
        }
    }

    private List<ValuePredicate> compare(Comparison c, Map<String, Value> env, Value context, Usage usage) {
        Value left = eval(c.left(), env, context, usage);
        Value right = eval(c.right(), env, context, usage);
        List<ValuePredicate> predicates = new ArrayList<>();
        boolean leftNodes = left instanceof Nodes n && n.cast() == null;
        boolean rightNodes = right instanceof Nodes n && n.cast() == null;
        // nodes cast themselves (@Acct/fn:string(.)) are a candidate unless the other side is uncast nodes,
        // whose index is the one IBM's join examples use
        if (leftNodes || left instanceof Nodes && !rightNodes) {
            predicates.add(predicate(c, (Nodes) left, c.left(), c.op(), operand(right, c.right()), usage));
        }
        if (rightNodes || right instanceof Nodes && !leftNodes) {
            predicates.add(predicate(c, (Nodes) right, c.right(), flip(c.op()), operand(left, c.left()), usage));
        }
        return predicates;
    }

    private ValuePredicate predicate(Comparison c, Nodes nodes, XExpr nodeExpr, String op, Operand other, Usage usage) {
        return new ValuePredicate(source(c), call.kind().name(), nodes.collection(), nodes.path(),
                nodeExpr instanceof ContextItem ? "." : source(nodeExpr), op, c.general(), other, usage, Range.NONE, prefixes,
                nodes.cast());
    }

    private Operand operand(Value value, XExpr expr) {
        return switch (value) {
            case Nodes n when n.cast() == null -> new Operand(OperandKind.UNTYPED_NODES, null, source(expr), n.collection(), n.path());
            case Nodes n -> new Operand(OperandKind.TYPED, n.cast(), source(expr), n.collection(), n.path());
            case Atomic a -> new Operand(OperandKind.TYPED, a.type(), source(expr), null, null);
            default -> new Operand(OperandKind.UNKNOWN, null, source(expr), null, null);
        };
    }

    /** Marks a lower and an upper bound on the same nodes as a between (on '.') or as a split range. */
    private static List<ValuePredicate> ranges(List<ValuePredicate> group) {
        List<ValuePredicate> out = new ArrayList<>(group);
        for (int i = 0; i < out.size(); i++) {
            for (int j = i + 1; j < out.size(); j++) {
                ValuePredicate a = out.get(i);
                ValuePredicate b = out.get(j);
                boolean samePath = a.collection() == b.collection() && a.path().equals(b.path()) && a.nodeSource().equals(b.nodeSource());
                boolean bounds = (lower(a.op()) && upper(b.op())) || (upper(a.op()) && lower(b.op()));
                if (samePath && bounds) {
                    Range range = a.nodeSource().equals(".") ? Range.BETWEEN : Range.SPLIT;
                    out.set(i, a.with(range));
                    out.set(j, b.with(range));
                }
            }
        }
        return out;
    }

    private static boolean lower(String op) {
        return op.equals(">") || op.equals(">=") || op.equals("gt") || op.equals("ge");
    }

    private static boolean upper(String op) {
        return op.equals("<") || op.equals("<=") || op.equals("lt") || op.equals("le");
    }

    static String flip(String op) {
        return switch (op) {
            case "<" -> ">";
            case "<=" -> ">=";
            case ">" -> "<";
            case ">=" -> "<=";
            case "lt" -> "gt";
            case "le" -> "ge";
            case "gt" -> "lt";
            case "ge" -> "le";
            default -> op;
        };
    }

    private Value path(Path p, Map<String, Value> env, Value context, Usage usage) {
        Value base = switch (p.origin()) {
            case RELATIVE -> context;
            case ROOT -> context instanceof Nodes n ? new Nodes(n.collection(), NodePath.DOCUMENT, null) : UNKNOWN;
            case EXPR -> eval(p.head(), env, context, usage);
        };
        for (Step step : p.steps()) {
            base = step(base, step, env, usage);
        }
        return base;
    }

    private Value step(Value base, Step s, Map<String, Value> env, Usage usage) {
        Value next = switch (s.kind()) {
            case SELF -> s.descendant() ? UNKNOWN : base;
            case PARENT -> base instanceof Nodes n && n.cast() == null
                    ? n.path().parent().<Value>map(p -> new Nodes(n.collection(), p, null)).orElse(UNKNOWN)
                    : UNKNOWN;
            case EXPR -> eval(s.expr(), env, base, usage);
            default -> base instanceof Nodes n && n.cast() == null
                    ? resolve(s).<Value>map(step -> new Nodes(n.collection(), n.path().append(step), null)).orElse(UNKNOWN)
                    : UNKNOWN;
        };
        for (XExpr predicate : s.predicates()) {
            condition(predicate, env, next, usage);
        }
        return next;
    }

    private Optional<PathStep> resolve(Step s) {
        PathStep.Kind kind = switch (s.kind()) {
            case ATTRIBUTE -> PathStep.Kind.ATTRIBUTE;
            case TEXT -> PathStep.Kind.TEXT;
            case NODE -> PathStep.Kind.NODE;
            case COMMENT -> PathStep.Kind.COMMENT;
            case PROCESSING_INSTRUCTION -> PathStep.Kind.PROCESSING_INSTRUCTION;
            default -> PathStep.Kind.ELEMENT;
        };
        if (kind != PathStep.Kind.ELEMENT && kind != PathStep.Kind.ATTRIBUTE) {
            return Optional.of(PathStep.kind(s.descendant(), kind));
        }
        String uri;
        if (s.prefix() == null) {
            uri = kind == PathStep.Kind.ELEMENT ? defaultElementNamespace : "";
        } else if (s.prefix().equals("*")) {
            uri = null;
        } else {
            uri = namespaces.get(s.prefix());
            if (uri == null) {
                notes.add(call.kind() + ": the prefix " + s.prefix() + " is not declared in the query");
                return Optional.empty();
            }
        }
        String local = "*".equals(s.local()) ? null : s.local();
        return Optional.of(new PathStep(s.descendant(), kind, uri, local));
    }

    private Value call(Call c, Map<String, Value> env, Value context, Usage usage) {
        if ("xmlcolumn".equals(c.local()) && "db2-fn".equals(c.prefix()) && c.args().size() == 1
                && c.args().get(0) instanceof Literal name) {
            return xmlcolumn(name.value());
        }
        ValueType cast = castType(c.prefix(), c.local());
        boolean data = c.local().equals("data") && isFn(c.prefix());
        if ((cast != null || data) && c.args().size() <= 1) {
            Value arg = c.args().isEmpty() ? context : eval(c.args().get(0), env, context, usage);
            return switch (arg) {
                case Nodes n when n.cast() == null -> data ? n : new Nodes(n.collection(), n.path(), cast);
                case Nodes n -> data ? n : new Nodes(n.collection(), n.path(), cast);
                case Atomic a -> new Atomic(data ? a.type() : cast);
                default -> data ? UNKNOWN : new Atomic(cast);
            };
        }
        c.args().forEach(a -> eval(a, env, context, usage));
        return UNKNOWN;
    }

    /**
     * db2-fn:xmlcolumn('TABLE.DOC'): the argument is case sensitive and names the column exactly,
     * qualified by its table (IBM, "xmlcolumn function"); XWB creates its tables with unquoted
     * names, which DB2 keeps in upper case.
     */
    private Value xmlcolumn(String argument) {
        String[] parts = argument.split("\\.", -1);
        String shown = "db2-fn:xmlcolumn('" + argument + "')";
        if (parts.length < 2) {
            notes.add(call.kind() + ": " + shown + " names no table: the column must be qualified by its table, as in 'TABLE.DOC'");
            return UNKNOWN;
        }
        String table = parts[parts.length - 2];
        String column = parts[parts.length - 1];
        Optional<Collection> collection = tables.apply(table);
        if (collection.isEmpty()) {
            notes.add(call.kind() + ": " + shown + " is not the table of a collection");
            return UNKNOWN;
        }
        String exactTable = Tables.tableName(collection.get()).toUpperCase(Locale.ROOT);
        String exactColumn = Tables.DOC_COLUMN.toUpperCase(Locale.ROOT);
        if (table.equals(exactTable) && column.equals(exactColumn)) {
            return new Nodes(collection.get(), NodePath.DOCUMENT, null);
        }
        if (column.equalsIgnoreCase(exactColumn)) {
            notes.add(call.kind() + ": " + shown + " names no column DB2 has: its argument is case sensitive and DB2 keeps "
                    + "the unquoted names " + exactTable + " and " + exactColumn + " in upper case: write db2-fn:xmlcolumn('"
                    + exactTable + "." + exactColumn + "') (IBM, \"xmlcolumn function\")");
        } else {
            notes.add(call.kind() + ": " + shown + " is not the XML column of collection " + collection.get().getName()
                    + " (its documents are " + exactTable + "." + exactColumn + ")");
        }
        return UNKNOWN;
    }

    /** The type a constructor or conversion function gives: fn:string(.), xs:double(.), ... */
    private static ValueType castType(String prefix, String local) {
        if (isFn(prefix) && (local.equals("string") || local.equals("normalize-space"))) {
            return ValueType.STRING;
        }
        if (isFn(prefix) && local.equals("number")) {
            return ValueType.NUMERIC;
        }
        if (!"xs".equals(prefix)) {
            return null;
        }
        return switch (local) {
            case "string", "normalizedString", "token" -> ValueType.STRING;
            case "double", "float", "decimal", "integer", "int", "long", "short", "nonNegativeInteger", "positiveInteger" ->
                ValueType.NUMERIC;
            case "date" -> ValueType.DATE;
            case "dateTime" -> ValueType.DATETIME;
            default -> ValueType.OTHER;
        };
    }

    private static boolean isFn(String prefix) {
        return prefix == null || prefix.equals("fn");
    }

    private Value flwor(Flwor f, Map<String, Value> env, Value context, Usage usage) {
        Map<String, Value> scope = new HashMap<>(env);
        for (int i = 0; i < f.clauses().size(); i++) {
            XExpr.Clause clause = f.clauses().get(i);
            switch (clause.kind()) {
                case FOR -> scope.put(clause.variable(), eval(clause.expr(), scope, context, usage));
                case LET -> {
                    // a let binds the whole result, an empty one too: its predicates filter only if a later clause tests it
                    int before = found.size();
                    scope.put(clause.variable(), eval(clause.expr(), scope, context, usage));
                    boolean tested = usedLater(f, i, clause.variable());
                    for (int j = before; j < found.size(); j++) {
                        if (found.get(j).usage() == Usage.FILTER) {
                            found.set(j, found.get(j).with(tested ? Usage.LET_TESTED : Usage.LET));
                        }
                    }
                }
                case WHERE -> condition(clause.expr(), scope, context, usage);
                case ORDER -> eval(clause.expr(), scope, context, usage);
            }
        }
        return eval(f.result(), scope, context, usage);
    }

    /** Whether {@code $variable} is used after clause {@code index} of the FLWOR (in a clause or the return). */
    private static boolean usedLater(Flwor f, int index, String variable) {
        for (int i = index + 1; i < f.clauses().size(); i++) {
            if (refersTo(f.clauses().get(i).expr(), variable)) {
                return true;
            }
        }
        return refersTo(f.result(), variable);
    }

    private static boolean refersTo(XExpr e, String variable) {
        return switch (e) {
            case null -> false;
            case VarRef v -> v.name().equals(variable);
            case Literal l -> false;
            case ContextItem c -> false;
            case Path p -> refersTo(p.head(), variable) || p.steps().stream().anyMatch(s -> refersTo(s.expr(), variable)
                    || s.predicates().stream().anyMatch(x -> refersTo(x, variable)));
            case Filter f -> refersTo(f.primary(), variable) || f.predicates().stream().anyMatch(x -> refersTo(x, variable));
            case Comparison c -> refersTo(c.left(), variable) || refersTo(c.right(), variable);
            case Logical l -> l.operands().stream().anyMatch(x -> refersTo(x, variable));
            case Call c -> c.args().stream().anyMatch(x -> refersTo(x, variable));
            case Flwor f -> f.clauses().stream().anyMatch(c -> refersTo(c.expr(), variable)) || refersTo(f.result(), variable);
            case Other o -> o.parts().stream().anyMatch(x -> refersTo(x, variable));
        };
    }

    private String source(XExpr e) {
        String q = call.xquery();
        return q.substring(Math.max(0, e.start()), Math.min(q.length(), Math.max(e.start(), e.end()))).strip()
                .replaceAll("\\s+", " ");
    }
}
