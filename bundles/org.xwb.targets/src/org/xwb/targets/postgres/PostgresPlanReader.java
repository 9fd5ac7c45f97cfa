package org.xwb.targets.postgres;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNode.Kind;
import org.xwb.core.results.Json;

/**
 * Turns {@code EXPLAIN (FORMAT JSON)} output into XWB's plan tree. Actual rows and times are
 * totals over all loops (PostgreSQL reports them per loop). A node reads an XML index when the
 * index it names is one of {@code xmlIndexes} (indexes built on an xpath() expression).
 */
public final class PostgresPlanReader {

    /** Keys turned into PlanNode fields or too noisy to show. */
    private static final Set<String> NOT_DETAILS = Set.of("Node Type", "Plans", "Total Cost", "Plan Rows",
            "Actual Rows", "Actual Total Time", "Parallel Aware", "Async Capable", "Plan Width", "Startup Cost",
            "Actual Startup Time", "Actual Loops");

    private PostgresPlanReader() {
    }

    /** The index names a plan's JSON mentions, to ask the catalog which are XML indexes. */
    public static Set<String> indexNames(String json) {
        Set<String> names = new LinkedHashSet<>();
        collectIndexNames(planOf(Json.parse(json)), names);
        return names;
    }

    public static Plan read(String json, String statement, boolean analyzed, Set<String> xmlIndexes) {
        return new Plan("postgresql", statement, node(planOf(Json.parse(json)), xmlIndexes), analyzed, json);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> planOf(Object parsed) {
        if (parsed instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof Map<?, ?> top
                && top.get("Plan") instanceof Map<?, ?> plan) {
            return (Map<String, Object>) plan;
        }
        throw new IllegalArgumentException("Not PostgreSQL EXPLAIN JSON: no [ { \"Plan\": ... } ]");
    }

    @SuppressWarnings("unchecked")
    private static PlanNode node(Map<String, Object> json, Set<String> xmlIndexes) {
        String type = string(json, "Node Type");
        String operation = string(json, "Operation");
        String operator = type.equals("ModifyTable") && !operation.isEmpty() ? operation : type;
        String index = string(json, "Index Name");
        String object = index.isEmpty() ? string(json, "Relation Name") : index;
        boolean xmlIndex = !index.isEmpty() && xmlIndexes.contains(index);
        double loops = number(json, "Actual Loops");
        boolean analyzed = json.containsKey("Actual Rows");
        double actualRows = analyzed ? number(json, "Actual Rows") * loops : Double.NaN;
        double actualTime = analyzed ? number(json, "Actual Total Time") * loops : Double.NaN;
        Map<String, String> details = new LinkedHashMap<>();
        json.forEach((key, value) -> {
            if (!NOT_DETAILS.contains(key) && value != null) {
                details.put(key, text(value));
            }
        });
        List<PlanNode> children = new ArrayList<>();
        if (json.get("Plans") instanceof List<?> plans) {
            for (Object child : plans) {
                children.add(node((Map<String, Object>) child, xmlIndexes));
            }
        }
        return new PlanNode(operator, kind(type, operation, index, xmlIndex), object, number(json, "Total Cost"),
                number(json, "Plan Rows"), actualRows, actualTime, analyzed ? loops : Double.NaN, xmlIndex, details,
                children);
    }

    private static Kind kind(String type, String operation, String index, boolean xmlIndex) {
        if (!index.isEmpty()) {
            return xmlIndex ? Kind.XML_INDEX_SCAN : Kind.INDEX_SCAN;
        }
        return switch (type) {
            case "Seq Scan", "Sample Scan", "Tid Scan", "Tid Range Scan" -> Kind.TABLE_SCAN;
            case "Table Function Scan" -> Kind.XML_SCAN; // XMLTABLE
            case "Nested Loop", "Hash Join", "Merge Join" -> Kind.JOIN;
            case "Sort", "Incremental Sort" -> Kind.SORT;
            case "Aggregate", "Group", "WindowAgg" -> Kind.AGGREGATE;
            case "ModifyTable" -> switch (operation) {
                case "Insert" -> Kind.INSERT;
                case "Update" -> Kind.UPDATE;
                case "Delete" -> Kind.DELETE;
                default -> Kind.OTHER;
            };
            default -> Kind.OTHER;
        };
    }

    @SuppressWarnings("unchecked")
    private static void collectIndexNames(Map<String, Object> json, Set<String> names) {
        String index = string(json, "Index Name");
        if (!index.isEmpty()) {
            names.add(index);
        }
        if (json.get("Plans") instanceof List<?> plans) {
            for (Object child : plans) {
                collectIndexNames((Map<String, Object>) child, names);
            }
        }
    }

    private static String string(Map<String, Object> json, String key) {
        return json.get(key) instanceof String s ? s : "";
    }

    private static double number(Map<String, Object> json, String key) {
        return json.get(key) instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    private static String text(Object value) {
        if (value instanceof Double d && d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString(d.longValue());
        }
        if (value instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            list.forEach(v -> parts.add(text(v)));
            return String.join(", ", parts);
        }
        return String.valueOf(value);
    }
}
