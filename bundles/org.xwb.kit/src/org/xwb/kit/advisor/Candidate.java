package org.xwb.kit.advisor;

import java.util.List;

import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;

/**
 * An XML index the advisor weighs: one the workload declares (keep or drop) or one a statement's
 * predicate asks for (add or not).
 *
 * @param collection the collection it indexes (the workload's own object)
 * @param index      its definition, detached from the workload
 * @param declared   the workload declares it
 * @param served     the statement texts whose predicates it serves, in the workload's order
 */
public record Candidate(Collection collection, XmlIndex index, boolean declared, List<Served> served) {

    public Candidate {
        served = List.copyOf(served);
    }

    /**
     * A statement text a candidate serves.
     *
     * @param transaction the transaction's id
     * @param text        the text's position in the statement (0-based)
     * @param predicate   the comparison as the statement writes it
     */
    public record Served(String transaction, int text, String predicate) {

        /** "get_order" for a one-text statement's text, "upd_custacc#2" for the second text. */
        public String label() {
            return text == 0 ? transaction : transaction + "#" + (text + 1);
        }
    }

    public String name() {
        return index.getName();
    }

    /** The transactions it serves, each once, in order. */
    public List<String> transactions() {
        return served.stream().map(Served::transaction).distinct().toList();
    }
}
