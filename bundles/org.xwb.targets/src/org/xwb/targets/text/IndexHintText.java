package org.xwb.targets.text;

import java.util.List;

import org.xwb.core.plan.IndexHint;

/**
 * Index hints for the command line ({@code xwb explain --workload}), in the words of the plan
 * view's hints: per XPath comparison its collection and status, the indexes that serve it, the
 * expression or pattern an index needs, the notes, and the DDL of a proposed index.
 */
public final class IndexHintText {

    private IndexHintText() {
    }

    public static String render(List<IndexHint> hints) {
        StringBuilder out = new StringBuilder("Index hints:\n");
        if (hints.isEmpty()) {
            out.append("  (no XPath comparison on the workload's collections)\n");
        }
        for (IndexHint hint : hints) {
            out.append("  ").append(oneLine(hint.predicate())).append('\n');
            out.append("    collection ").append(hint.collection().getName()).append(", path ").append(hint.path())
                    .append(hint.keyType() == null ? "" : ", compared as " + hint.keyType()).append(": ")
                    .append(hint.status().label()).append('\n');
            for (IndexHint.Match match : hint.matches()) {
                out.append("    index ").append(match.index()).append(" (").append(where(match)).append(")\n");
            }
            if (!hint.expression().isEmpty()) {
                out.append("    an index serves it when it is on: ").append(oneLine(hint.expression())).append('\n');
            }
            for (String note : hint.notes()) {
                out.append("    note: ").append(note).append('\n');
            }
            if (hint.proposes()) {
                out.append("    create: ").append(oneLine(hint.proposalDdl())).append('\n');
            }
        }
        return out.toString();
    }

    /** "declared in the workload, on the target" and the like. */
    public static String where(IndexHint.Match match) {
        String target = switch (match.onTarget()) {
            case YES -> "on the target";
            case NO -> "NOT on the target";
            case UNKNOWN -> "the target was not asked";
        };
        return (match.declared() ? "declared in the workload" : "not in the workload") + ", " + target;
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s*\\n\\s*", " ");
    }
}
