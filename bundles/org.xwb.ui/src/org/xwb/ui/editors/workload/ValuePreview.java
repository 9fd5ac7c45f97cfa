package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;

import org.xwb.core.values.TransactionDraws;
import org.xwb.kit.InsertDocuments;
import org.xwb.model.Transaction;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.xml.TpoxKit;

/**
 * Sample values of a marker, made by the driver's own value generators from the workload's seed
 * (as user 0 would draw them if it ran this transaction back to back). Earlier markers are drawn
 * too, since a {@code same} marker repeats one of them.
 */
final class ValuePreview implements ParameterPane.Preview {

    private final WorkloadEditing editing;

    ValuePreview(WorkloadEditing editing) {
        this.editing = editing;
    }

    @Override
    public List<String> sample(Transaction transaction, int markerIndex, int count) throws Exception {
        long seed = RunSettingsDefaults.effective(editing.workload()).getSeed();
        try (TransactionDraws draws = TransactionDraws.open(transaction, markerIndex + 1,
                editing.file().toAbsolutePath().getParent(), seed, InsertDocuments.previewOpener(TpoxKit.installed()))) {
            List<String> values = new ArrayList<>();
            for (int n = 0; n < count; n++) {
                values.add(TransactionDraws.describe(draws.next()[markerIndex]));
            }
            return values;
        }
    }
}
