package org.xwb.model.tpox;

import java.util.List;

import org.xwb.model.Workload;

/**
 * An imported TPoX workload with what became of each transaction.
 *
 * @param workload the workload, ready to save
 * @param notes    one per transaction, in file order
 * @param warnings what the import noticed about its options (a collection mapping nothing uses)
 */
public record TpoxImport(Workload workload, List<TransactionNote> notes, List<String> warnings) {

    public TpoxImport {
        notes = List.copyOf(notes);
        warnings = List.copyOf(warnings);
    }

    /** The plug-in transactions that were imported without a statement. */
    public List<TransactionNote> notLifted() {
        return notes.stream().filter(note -> !note.lifted()).toList();
    }
}
