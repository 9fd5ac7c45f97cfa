package org.xwb.ui.editors.workload;

import java.util.List;

import org.xwb.model.Transaction;

/** Sample values of a marker, drawn as the driver would with the workload's seed. */
final class ValuePreview implements ParameterPane.Preview {

    private final WorkloadEditing editing;

    ValuePreview(WorkloadEditing editing) {
        this.editing = editing;
    }

    @Override
    public List<String> sample(Transaction transaction, int markerIndex, int count) {
        // wired to the driver's value generators when they land
        return List.of("(preview not available yet)");
    }
}
