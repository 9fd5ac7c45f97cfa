package org.xwb.core.plan;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Two plans of the same or an edited statement, operator by operator: a baseline (before an index,
 * a statistics update, a setting) and a later plan. Operators are paired top-down (the roots, then
 * each operator's inputs with the input of the other plan that reads the same table, else the same
 * kind, else the one at the same place); what has no partner was removed or added with its inputs.
 * A pair is changed when its operator or object differs, an index is now used or no longer used,
 * or its cost or row estimate moved by {@link #SIGNIFICANT_RATIO} or more either way.
 */
public final class PlanDiff {

    /** A cost or row estimate that moved by this factor or more, up or down, counts as a change. */
    public static final double SIGNIFICANT_RATIO = 1.5;

    /** What changed between two paired operators, or that one has no partner. */
    public enum Change {
        OPERATOR, OBJECT, INDEX_NOW_USED, INDEX_NO_LONGER_USED, COST, ROWS, ADDED, REMOVED
    }

    /**
     * One operator of the baseline and its partner in the later plan; {@code before} is null for an
     * added operator, {@code after} for a removed one. The indexes are those each side reads itself
     * or through inputs without a partner (an index scan added below a Bitmap Heap Scan).
     */
    public record Pair(PlanNode before, PlanNode after, List<Change> changes, List<String> indexesBefore,
            List<String> indexesAfter) {

        public Pair {
            changes = List.copyOf(changes);
            indexesBefore = List.copyOf(indexesBefore);
            indexesAfter = List.copyOf(indexesAfter);
        }

        Pair(PlanNode before, PlanNode after, List<Change> changes) {
            this(before, after, changes, List.of(), List.of());
        }

        public boolean changed() {
            return !changes.isEmpty();
        }

        /** Later cost over baseline cost; NaN unless both are known. */
        public double costRatio() {
            return before == null || after == null || before.estimatedCost() == 0 ? Double.NaN
                    : after.estimatedCost() / before.estimatedCost();
        }

        /** Later row estimate over the baseline's; NaN unless both are known. */
        public double rowsRatio() {
            return before == null || after == null || before.estimatedRows() == 0 ? Double.NaN
                    : after.estimatedRows() / before.estimatedRows();
        }

        /** The change as a line: "Seq Scan on orders -> Index Scan on order_id: index now used (...)". */
        public String describe() {
            if (before == null) {
                return "added: " + PlanDiff.label(after);
            }
            if (after == null) {
                return "removed: " + PlanDiff.label(before);
            }
            String head = label(before).equals(label(after)) ? label(after) : label(before) + " -> " + label(after);
            List<String> parts = new ArrayList<>();
            if (changes.contains(Change.INDEX_NOW_USED)) {
                parts.add("index now used (" + String.join("; ", indexesAfter.stream().filter(i -> !indexesBefore.contains(i))
                        .toList()) + ")");
            }
            if (changes.contains(Change.INDEX_NO_LONGER_USED)) {
                parts.add("index no longer used (" + String.join("; ", indexesBefore.stream()
                        .filter(i -> !indexesAfter.contains(i)).toList()) + ")");
            }
            parts.add("cost " + PlanNumbers.cost(before.estimatedCost()) + " -> " + PlanNumbers.cost(after.estimatedCost())
                    + " (" + PlanNumbers.ratio(before.estimatedCost(), after.estimatedCost()) + ")");
            parts.add("rows " + PlanNumbers.rows(before.estimatedRows()) + " -> " + PlanNumbers.rows(after.estimatedRows())
                    + " (" + PlanNumbers.ratio(before.estimatedRows(), after.estimatedRows()) + ")");
            if (before.measured() && after.measured()) {
                parts.add("time " + PlanNumbers.millis(before.actualTimeMs()) + " -> " + PlanNumbers.millis(after.actualTimeMs())
                        + " (" + PlanNumbers.ratio(before.actualTimeMs(), after.actualTimeMs()) + ")");
            }
            return head + ": " + String.join("; ", parts);
        }
    }

    private final Plan before;
    private final Plan after;
    private final List<Pair> pairs = new ArrayList<>();
    private final Map<PlanNode, Pair> byBefore = new IdentityHashMap<>();
    private final Map<PlanNode, Pair> byAfter = new IdentityHashMap<>();

    private PlanDiff(Plan before, Plan after) {
        this.before = before;
        this.after = after;
    }

    public static PlanDiff compare(Plan before, Plan after) {
        PlanDiff diff = new PlanDiff(before, after);
        List<PlanNode[]> matched = new ArrayList<>();
        diff.pair(before.root(), after.root(), matched);
        for (PlanNode[] m : matched) {
            diff.add(new Pair(m[0], m[1], m[0] == null ? List.of(Change.ADDED) : m[1] == null ? List.of(Change.REMOVED)
                    : List.of()));
        }
        for (int i = 0; i < diff.pairs.size(); i++) { // now that every pair is known: what changed
            Pair pair = diff.pairs.get(i);
            if (pair.before() != null && pair.after() != null) {
                Pair changed = diff.compared(pair.before(), pair.after());
                diff.pairs.set(i, changed);
                diff.byBefore.put(pair.before(), changed);
                diff.byAfter.put(pair.after(), changed);
            }
        }
        return diff;
    }

    public Plan before() {
        return before;
    }

    public Plan after() {
        return after;
    }

    /** Every pair, top-down in the later plan's order, a removed operator after its parent's pair. */
    public List<Pair> pairs() {
        return List.copyOf(pairs);
    }

    /** The pairs that changed. */
    public List<Pair> changes() {
        return pairs.stream().filter(Pair::changed).toList();
    }

    /** The pair an operator of the baseline is in. */
    public Optional<Pair> ofBefore(PlanNode node) {
        return Optional.ofNullable(byBefore.get(node));
    }

    /** The pair an operator of the later plan is in. */
    public Optional<Pair> ofAfter(PlanNode node) {
        return Optional.ofNullable(byAfter.get(node));
    }

    /** The roots' pair: the statement's total cost before and after. */
    public Pair root() {
        return byAfter.get(after.root());
    }

    /** The XML indexes each plan reads, "none" when it reads none: "none -> order_id". */
    public String xmlIndexes() {
        return names(xmlIndexes(before.root(), new LinkedHashSet<>())) + " -> " + names(xmlIndexes(after.root(), new LinkedHashSet<>()));
    }

    private static String names(Set<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    private static Set<String> xmlIndexes(PlanNode node, Set<String> names) {
        if (node.usesXmlIndex()) {
            names.add(node.object());
        }
        node.children().forEach(child -> xmlIndexes(child, names));
        return names;
    }

    private void pair(PlanNode a, PlanNode b, List<PlanNode[]> matched) {
        matched.add(new PlanNode[] { a, b });
        List<PlanNode> left = a.children();
        List<PlanNode> right = b.children();
        int[] partnerOf = new int[right.size()]; // index into left, or -1
        java.util.Arrays.fill(partnerOf, -1);
        boolean[] paired = new boolean[left.size()];
        for (int i = 0; i < left.size(); i++) {
            int best = -1;
            int bestScore = 0;
            for (int j = 0; j < right.size(); j++) {
                int score = partnerOf[j] < 0 ? similarity(left.get(i), right.get(j)) : 0;
                if (score > bestScore) {
                    best = j;
                    bestScore = score;
                }
            }
            if (best >= 0) {
                partnerOf[best] = i;
                paired[i] = true;
            }
        }
        // an input that now reads its table further down (a Sort or Bitmap Heap Scan above an index scan)
        Map<PlanNode, PlanNode> below = new IdentityHashMap<>(); // right child -> (its descendant, left input) chain
        Map<PlanNode, PlanNode> partnerBelow = new IdentityHashMap<>();
        for (int i = 0; i < left.size(); i++) {
            for (int j = 0; j < right.size() && !paired[i] && !table(left.get(i)).isEmpty(); j++) {
                if (partnerOf[j] < 0 && !below.containsKey(right.get(j))) {
                    PlanNode same = descendantReading(right.get(j), table(left.get(i)));
                    if (same != null) {
                        below.put(right.get(j), same);
                        partnerBelow.put(same, left.get(i));
                        paired[i] = true;
                    }
                }
            }
        }
        // what is left pairs by place when both sides have an operator there
        for (int i = 0; i < left.size(); i++) {
            if (!paired[i] && i < right.size() && partnerOf[i] < 0 && !below.containsKey(right.get(i))) {
                partnerOf[i] = i;
                paired[i] = true;
            }
        }
        for (int j = 0; j < right.size(); j++) {
            if (partnerOf[j] >= 0) {
                pair(left.get(partnerOf[j]), right.get(j), matched);
            } else {
                added(right.get(j), partnerBelow, matched);
            }
        }
        for (int i = 0; i < left.size(); i++) {
            if (!paired[i]) {
                removed(left.get(i), matched);
            }
        }
    }

    /** The first operator below {@code node} (breadth first) that reads {@code table}, or null. */
    private static PlanNode descendantReading(PlanNode node, String table) {
        java.util.ArrayDeque<PlanNode> queue = new java.util.ArrayDeque<>(node.children());
        while (!queue.isEmpty()) {
            PlanNode next = queue.poll();
            if (table.equalsIgnoreCase(table(next)) || table.equalsIgnoreCase(next.details().getOrDefault("Relation Name", ""))) {
                return next;
            }
            queue.addAll(next.children());
        }
        return null;
    }

    private void added(PlanNode node, Map<PlanNode, PlanNode> partnerBelow, List<PlanNode[]> matched) {
        PlanNode partner = partnerBelow.get(node);
        if (partner != null) {
            pair(partner, node, matched);
            return;
        }
        matched.add(new PlanNode[] { null, node });
        node.children().forEach(child -> added(child, partnerBelow, matched));
    }

    private void removed(PlanNode node, List<PlanNode[]> matched) {
        matched.add(new PlanNode[] { node, null });
        node.children().forEach(child -> removed(child, matched));
    }

    private void add(Pair pair) {
        pairs.add(pair);
        if (pair.before() != null) {
            byBefore.put(pair.before(), pair);
        }
        if (pair.after() != null) {
            byAfter.put(pair.after(), pair);
        }
    }

    /** 0 when the two have nothing in common; the same table counts most. */
    private static int similarity(PlanNode x, PlanNode y) {
        int score = 0;
        if (!table(x).isEmpty() && table(x).equalsIgnoreCase(table(y))) {
            score += 4;
        }
        if (x.kind() == y.kind()) {
            score += 2;
        }
        if (x.operator().equals(y.operator())) {
            score += 1;
        }
        return score;
    }

    private Pair compared(PlanNode a, PlanNode b) {
        List<Change> changes = new ArrayList<>();
        if (!a.operator().equals(b.operator())) {
            changes.add(Change.OPERATOR);
        }
        if (!a.object().equalsIgnoreCase(b.object())) {
            changes.add(Change.OBJECT);
        }
        Set<String> indexesBefore = indexes(a, byBefore, Change.REMOVED, new LinkedHashSet<>());
        Set<String> indexesAfter = indexes(b, byAfter, Change.ADDED, new LinkedHashSet<>());
        if (!indexesBefore.containsAll(indexesAfter)) {
            changes.add(Change.INDEX_NOW_USED);
        }
        if (!indexesAfter.containsAll(indexesBefore)) {
            changes.add(Change.INDEX_NO_LONGER_USED);
        }
        if (significant(a.estimatedCost(), b.estimatedCost())) {
            changes.add(Change.COST);
        }
        if (significant(a.estimatedRows(), b.estimatedRows())) {
            changes.add(Change.ROWS);
        }
        return new Pair(a, b, changes, List.copyOf(indexesBefore), List.copyOf(indexesAfter));
    }

    /**
     * The indexes an operator reads, with those of its inputs that have no partner in the other
     * plan (an index scan added below a Bitmap Heap Scan is the heap scan's index).
     */
    private static Set<String> indexes(PlanNode node, Map<PlanNode, Pair> pairs, Change unpaired, Set<String> names) {
        if (readsIndex(node) && !node.object().isEmpty()) { // DB2's RIDSCN reads the row ids of an index scan below
            names.add(node.object() + (node.usesXmlIndex() ? ", XML index" : ""));
        }
        for (PlanNode child : node.children()) {
            Pair pair = pairs.get(child);
            if (pair != null && pair.changes().contains(unpaired)) {
                indexes(child, pairs, unpaired, names);
            }
        }
        return names;
    }

    private static boolean significant(double x, double y) {
        if (Double.isNaN(x) || Double.isNaN(y)) {
            return false;
        }
        double low = Math.min(x, y);
        double high = Math.max(x, y);
        return low <= 0 ? high > 0 : high / low >= SIGNIFICANT_RATIO;
    }

    private static boolean readsIndex(PlanNode node) {
        return node.usesXmlIndex() || node.kind() == PlanNode.Kind.INDEX_SCAN || node.kind() == PlanNode.Kind.XML_INDEX_SCAN;
    }

    /** The table an operator reads: PostgreSQL names it in "Relation Name" also for an index scan. */
    static String table(PlanNode node) {
        String relation = node.details().get("Relation Name");
        return relation != null ? relation : node.kind() == PlanNode.Kind.INDEX_SCAN
                || node.kind() == PlanNode.Kind.XML_INDEX_SCAN ? "" : node.object();
    }

    /** "Index Scan on order_id", "Hash Join". */
    public static String label(PlanNode node) {
        return node.operator() + (node.object().isEmpty() ? "" : " on " + node.object());
    }
}
