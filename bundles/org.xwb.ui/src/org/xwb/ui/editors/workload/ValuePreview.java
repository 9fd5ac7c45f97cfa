package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.values.DocumentValue;
import org.xwb.core.values.ValueContext;
import org.xwb.core.values.ValueGenerator;
import org.xwb.core.values.ValueSources;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.settings.RunSettingsDefaults;

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
        List<ParameterMarker> markers = transaction.getParameters();
        try (ValueContext context = new ValueContext(editing.file().toAbsolutePath().getParent(), CollectionDocuments::open)) {
            List<ValueGenerator> generators = new ArrayList<>();
            for (int i = 0; i <= markerIndex; i++) {
                generators.add(ValueSources.compile(markers.get(i), i + 1, "transaction " + transaction.getId(), context)
                        .forUser(0, 1));
            }
            SplittableRandom random = new SplittableRandom(seed);
            List<String> values = new ArrayList<>();
            Object[] drawn = new Object[markers.size()];
            for (int n = 0; n < count; n++) {
                for (int i = 0; i <= markerIndex; i++) {
                    drawn[i] = generators.get(i).next(random, drawn);
                }
                values.add(format(drawn[markerIndex]));
            }
            return values;
        }
    }

    private static String format(Object value) {
        if (value instanceof DocumentValue document) {
            return "document " + document.document().id() + " (" + document.document().content().length + " bytes, "
                    + document.document().origin() + ")";
        }
        return String.valueOf(value);
    }
}
