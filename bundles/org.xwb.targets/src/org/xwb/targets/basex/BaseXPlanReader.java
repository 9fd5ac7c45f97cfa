package org.xwb.targets.basex;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xwb.core.plan.Plan;
import org.xwb.core.plan.PlanNode;
import org.xwb.core.plan.PlanNode.Kind;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.model.statements.XQueryText;

/**
 * Turns BaseX's optimized query plan ({@code <QueryPlan>} with one element per expression) into
 * XWB's plan tree. When BaseX rewrites a path to an index lookup the plan shows an index access
 * ({@code ValueAccess}, {@code StringRangeAccess}, {@code RangeAccess}, or the explicit
 * {@code db:text}/{@code db:attribute}/{@code db:token} functions): those nodes read an XML index.
 * A path over a whole collection without one ({@code DBNodeSeq} of every document) is the scan.
 * BaseX gives no costs; a known result size is the row estimate.
 */
final class BaseXPlanReader {

    private static final Set<String> INDEX_ACCESS = Set.of("ValueAccess", "StringRangeAccess", "RangeAccess", "DbText",
            "DbAttribute", "DbToken", "DbTextRange", "DbAttributeRange");
    private static final Set<String> COLLECTION = Set.of("DBNode", "DBNodeSeq", "DbGet", "DbOpen", "FnCollection", "FnDoc",
            "IndexStaticDb", "IndexDynDb");
    private static final Set<String> LITERALS = Set.of("Str", "Int", "Dbl", "Dec", "Flt", "Atm", "Bln", "Uri", "Itr");
    private static final Set<String> NOT_DETAILS = Set.of("database", "size");

    /** Details of the plan's root: the databases BaseX locks for reading and for writing ({@link BaseXPlan#GLOBAL}: all). */
    static final String READ_LOCKS = "read locks";
    static final String WRITE_LOCKS = "write locks";

    private BaseXPlanReader() {
    }

    /** The plan of {@code statement}; with analyze figures, they go on the root. */
    static Plan read(BaseXPlan plan, String statement) {
        Element root;
        try {
            root = HardenedParsers.documentBuilder().parse(new InputSource(new StringReader(plan.xml()))).getDocumentElement();
        } catch (SAXException | IOException e) {
            throw new IllegalStateException("BaseX's query plan is not XML: " + e.getMessage(), e);
        }
        PlanNode top = node(root);
        boolean analyzed = !Double.isNaN(plan.actualItems());
        // the locks BaseX takes for the query: a read never waits behind a write to another database
        Map<String, String> details = new LinkedHashMap<>(top.details());
        details.put(READ_LOCKS, plan.readLocks());
        details.put(WRITE_LOCKS, plan.writeLocks());
        top = new PlanNode(top.operator(), top.kind(), top.object(), top.estimatedCost(), top.estimatedRows(),
                analyzed ? plan.actualItems() : Double.NaN, analyzed ? plan.actualTimeMs() : Double.NaN, top.usesXmlIndex(),
                details, top.children());
        return new Plan(XQueryText.DIALECT, statement, top, analyzed, plan.xml());
    }

    private static PlanNode node(Element element) {
        String operator = element.getTagName();
        Map<String, String> details = new LinkedHashMap<>();
        for (int i = 0; i < element.getAttributes().getLength(); i++) {
            Node attribute = element.getAttributes().item(i);
            if (!NOT_DETAILS.contains(attribute.getNodeName())) {
                details.put(attribute.getNodeName(), attribute.getNodeValue());
            }
        }
        List<PlanNode> children = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e) {
                children.add(node(e));
            } else if (child.getNodeType() == Node.TEXT_NODE) {
                text.append(child.getNodeValue());
            }
        }
        if (LITERALS.contains(operator) && !text.isEmpty()) {
            details.put("value", text.toString().strip());
        }
        String size = element.getAttribute("size");
        double rows = size.isEmpty() ? Double.NaN : Double.parseDouble(size);
        Kind kind = kind(operator);
        return new PlanNode(operator, kind, element.getAttribute("database"), Double.NaN, rows < 0 ? Double.NaN : rows,
                Double.NaN, Double.NaN, kind == Kind.XML_INDEX_SCAN, details, children);
    }

    private static Kind kind(String operator) {
        if (INDEX_ACCESS.contains(operator)) {
            return Kind.XML_INDEX_SCAN;
        }
        if (COLLECTION.contains(operator)) {
            return Kind.TABLE_SCAN;
        }
        if (operator.equals("QueryPlan")) {
            return Kind.RETURN;
        }
        if (operator.endsWith("Path") || operator.endsWith("Step")) {
            return Kind.XML_SCAN;
        }
        if (operator.startsWith("Cmp") || operator.startsWith("Filter") || operator.equals("Where") || operator.equals("And")
                || operator.equals("Or")) {
            return Kind.FILTER;
        }
        return switch (operator) {
        case "OrderBy" -> Kind.SORT;
        case "FnCount", "FnMax", "FnMin", "FnSum", "FnAvg" -> Kind.AGGREGATE;
        case "Delete", "DbDelete" -> Kind.DELETE;
        case "Insert", "DbAdd", "DbPut", "DbCreate" -> Kind.INSERT;
        case "Replace", "Rename", "DbReplace", "DbRename" -> Kind.UPDATE;
        default -> Kind.OTHER;
        };
    }
}
