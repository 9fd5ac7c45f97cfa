package org.xwb.targets.db2.xpath;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An absolute path of steps from a document node, without predicates: what an XMLPATTERN
 * indexes, and what a predicate of a query compares. Namespaces are resolved (a step holds the
 * URI, not the prefix), so paths written with different prefixes compare equal.
 */
public record NodePath(List<PathStep> steps) {

    public static final NodePath DOCUMENT = new NodePath(List.of());

    public NodePath {
        steps = List.copyOf(steps);
    }

    public NodePath append(PathStep step) {
        List<PathStep> longer = new ArrayList<>(steps);
        longer.add(step);
        return new NodePath(longer);
    }

    public NodePath append(NodePath relative) {
        List<PathStep> longer = new ArrayList<>(steps);
        longer.addAll(relative.steps);
        return new NodePath(longer);
    }

    /** The path to the parent ({@code ..}); empty when the parent is not one fixed step up. */
    public java.util.Optional<NodePath> parent() {
        if (steps.isEmpty() || steps.get(steps.size() - 1).descendant()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(new NodePath(steps.subList(0, steps.size() - 1)));
    }

    public boolean endsWithText() {
        return !steps.isEmpty() && steps.get(steps.size() - 1).kind() == PathStep.Kind.TEXT
                && !steps.get(steps.size() - 1).descendant();
    }

    /** The path without a final {@code /text()} step. */
    public NodePath withoutText() {
        return endsWithText() ? new NodePath(steps.subList(0, steps.size() - 1)) : this;
    }

    public boolean hasWildcardsOrDescendants() {
        return steps.stream().anyMatch(s -> s.descendant() || s.uri() == null || s.local() == null);
    }

    /**
     * True when every node {@code query} selects is a node this path selects, so an index on this
     * path holds an entry for each of them: a mapping of this path's steps onto the query's steps
     * where a child step maps to the next child step, a {@code //} step to any later step, the
     * last step to the last step, and each test is at least as general as the one it maps to. A
     * mapping proves containment; this is the usual sound test for paths with {@code /},
     * {@code //} and wildcards.
     */
    public boolean contains(NodePath query) {
        int m = steps.size();
        int n = query.steps.size();
        if (m == 0 || n == 0) {
            return m == n;
        }
        boolean[][] maps = new boolean[m][n];
        for (int k = 0; k < m; k++) {
            PathStep own = steps.get(k);
            for (int j = 0; j < n; j++) {
                PathStep theirs = query.steps.get(j);
                if (!own.testCovers(theirs)) {
                    continue;
                }
                if (!own.descendant()) {
                    maps[k][j] = !theirs.descendant() && (k == 0 ? j == 0 : j > 0 && maps[k - 1][j - 1]);
                } else if (k == 0) {
                    maps[k][j] = true;
                } else {
                    for (int earlier = 0; earlier < j && !maps[k][j]; earlier++) {
                        maps[k][j] = maps[k - 1][earlier];
                    }
                }
            }
        }
        return maps[m - 1][n - 1];
    }

    public String render(Map<String, String> prefixes) {
        if (steps.isEmpty()) {
            return "/";
        }
        StringBuilder out = new StringBuilder();
        steps.forEach(s -> out.append(s.render(prefixes)));
        return out.toString();
    }
}
