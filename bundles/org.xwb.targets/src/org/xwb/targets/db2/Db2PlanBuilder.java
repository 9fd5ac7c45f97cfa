package org.xwb.targets.db2;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNode.Kind;
import org.xwb.targets.db2.Db2ExplainRows.Argument;
import org.xwb.targets.db2.Db2ExplainRows.Operator;
import org.xwb.targets.db2.Db2ExplainRows.Predicate;
import org.xwb.targets.db2.Db2ExplainRows.Stream;

/**
 * Builds XWB's plan tree from DB2 explain rows. Operators are nodes; a stream from operator A to
 * operator B makes A an input (child) of B; a stream from a data object to an operator names the
 * table or index the operator reads. An operator's row estimate is the count of its output
 * stream. The root is the operator whose output goes to no other operator (RETURN).
 *
 * <p>XSCAN navigates XML documents; XISCAN reads an XML index and XANDOR ANDs several XML index
 * scans: those two set {@code usesXmlIndex}.
 */
public final class Db2PlanBuilder {

    private Db2PlanBuilder() {
    }

    public static Plan build(String statement, Db2ExplainRows rows) {
        Map<Integer, Operator> operators = new LinkedHashMap<>();
        rows.operators().forEach(o -> operators.put(o.id(), o));
        if (operators.isEmpty()) {
            throw new IllegalArgumentException("The explain tables hold no operators for the statement");
        }
        Map<Integer, List<Stream>> inputs = new HashMap<>();
        Map<Integer, Double> outputCount = new HashMap<>();
        Set<Integer> feedsAnOperator = new HashSet<>();
        for (Stream s : rows.streams()) {
            if (s.targetType() == 'O') {
                inputs.computeIfAbsent(s.targetId(), k -> new ArrayList<>()).add(s);
            }
            if (s.sourceType() == 'O') {
                outputCount.putIfAbsent(s.sourceId(), s.count());
                if (s.targetType() == 'O') {
                    feedsAnOperator.add(s.sourceId());
                }
            }
        }
        inputs.values().forEach(list -> list.sort((a, b) -> Integer.compare(a.id(), b.id())));
        int root = operators.keySet().stream().filter(id -> !feedsAnOperator.contains(id)).min(Integer::compare)
                .orElseThrow(() -> new IllegalArgumentException("The explain streams form a cycle: no root operator"));
        Context context = new Context(operators, inputs, outputCount, group(rows.arguments()), groupPredicates(rows.predicates()));
        return new Plan("db2", statement, context.node(root, new HashSet<>()), false, raw(rows));
    }

    private record Context(Map<Integer, Operator> operators, Map<Integer, List<Stream>> inputs,
            Map<Integer, Double> outputCount, Map<Integer, List<Argument>> arguments,
            Map<Integer, List<Predicate>> predicates) {

        PlanNode node(int id, Set<Integer> visiting) {
            Operator op = operators.get(id);
            if (op == null || !visiting.add(id)) {
                throw new IllegalArgumentException("The explain streams refer to operator " + id
                        + (op == null ? ", which is not in EXPLAIN_OPERATOR" : " in a cycle"));
            }
            String type = op.type().strip();
            List<PlanNode> children = new ArrayList<>();
            List<String> objects = new ArrayList<>();
            double inputCount = Double.NaN;
            for (Stream s : inputs.getOrDefault(id, List.of())) {
                if (s.sourceType() == 'O') {
                    children.add(node(s.sourceId(), visiting));
                } else if (s.objectName() != null) {
                    String schema = s.objectSchema() == null ? "" : s.objectSchema().strip();
                    objects.add(schema.isEmpty() ? s.objectName().strip() : schema + "." + s.objectName().strip());
                }
                if (Double.isNaN(inputCount)) {
                    inputCount = s.count();
                }
            }
            visiting.remove(id);
            double rows = outputCount.getOrDefault(id, inputCount);
            Map<String, String> details = new LinkedHashMap<>();
            details.put("Operator id", Integer.toString(id));
            details.put("I/O cost", format(op.ioCost()));
            details.put("CPU cost", format(op.cpuCost()));
            details.put("First row cost", format(op.firstRowCost()));
            for (Argument a : arguments.getOrDefault(id, List.of())) {
                details.merge(a.type().strip(), a.value() == null ? "" : a.value().strip(), (x, y) -> x + "; " + y);
            }
            for (Predicate p : predicates.getOrDefault(id, List.of())) {
                String text = p.text() == null ? "" : p.text().strip();
                details.put("Predicate " + p.id() + " (" + p.howApplied().strip() + ")",
                        text + (p.filterFactor() >= 0 ? " [filter factor " + format(p.filterFactor()) + "]" : ""));
            }
            boolean xmlIndex = type.equals("XISCAN") || type.equals("XANDOR");
            return new PlanNode(type, kind(type), String.join(", ", objects), op.totalCost(), rows, Double.NaN,
                    Double.NaN, xmlIndex, details, children);
        }
    }

    static Kind kind(String type) {
        return switch (type) {
            case "TBSCAN" -> Kind.TABLE_SCAN;
            case "IXSCAN", "EISCAN", "RIDSCN", "IXAND" -> Kind.INDEX_SCAN;
            case "XISCAN", "XANDOR" -> Kind.XML_INDEX_SCAN;
            case "XSCAN" -> Kind.XML_SCAN;
            case "NLJOIN", "HSJOIN", "MSJOIN", "ZZJOIN" -> Kind.JOIN;
            case "SORT" -> Kind.SORT;
            case "GRPBY" -> Kind.AGGREGATE;
            case "FILTER" -> Kind.FILTER;
            case "RETURN" -> Kind.RETURN;
            case "INSERT" -> Kind.INSERT;
            case "UPDATE" -> Kind.UPDATE;
            case "DELETE" -> Kind.DELETE;
            default -> Kind.OTHER; // FETCH, TEMP, UNION, UNIQUE, TQ, ...
        };
    }

    private static Map<Integer, List<Argument>> group(List<Argument> arguments) {
        Map<Integer, List<Argument>> map = new HashMap<>();
        arguments.forEach(a -> map.computeIfAbsent(a.operatorId(), k -> new ArrayList<>()).add(a));
        return map;
    }

    private static Map<Integer, List<Predicate>> groupPredicates(List<Predicate> predicates) {
        Map<Integer, List<Predicate>> map = new HashMap<>();
        predicates.forEach(p -> map.computeIfAbsent(p.operatorId(), k -> new ArrayList<>()).add(p));
        return map;
    }

    private static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }

    /** The rows as text, for the raw view. */
    private static String raw(Db2ExplainRows rows) {
        StringBuilder out = new StringBuilder();
        rows.operators().forEach(o -> out.append("EXPLAIN_OPERATOR ").append(o).append('\n'));
        rows.streams().forEach(s -> out.append("EXPLAIN_STREAM ").append(s).append('\n'));
        rows.arguments().forEach(a -> out.append("EXPLAIN_ARGUMENT ").append(a).append('\n'));
        rows.predicates().forEach(p -> out.append("EXPLAIN_PREDICATE ").append(p).append('\n'));
        return out.toString();
    }
}
