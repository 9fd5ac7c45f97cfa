package org.xwb.ui.editors.workload;

import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.xwb.model.Transaction;
import org.xwb.model.XwbPackage;

/**
 * The selected transaction's own fields (the Details tab): its id (markers of other transactions
 * and indexes' usedBy refer to it), name, description and, for one imported from a TPoX java-plugin,
 * the plug-in class.
 */
final class TransactionDetails {

    static final String ID = "org.xwb.ui.workloadEditor.transaction.";

    private static final XwbPackage MODEL = XwbPackage.eINSTANCE;

    private final Composite control;
    private final ModelFields fields = new ModelFields(ID);

    TransactionDetails(Composite parent, WorkloadEditing editing, Supplier<Transaction> selected) {
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(2, false));
        Supplier<Boolean> any = () -> selected.get() != null;
        fields.text(control, "Id:", "Unique in the workload; differs from every collection name", "id",
                () -> selected.get() == null ? "" : nonNull(selected.get().getId()),
                text -> editing.setFeature(selected.get(), MODEL.getTransaction_Id(), CollectionForm.required(text, "an id")),
                () -> null, any);
        fields.text(control, "Name:", "The name in reports; the id when empty", "name",
                () -> selected.get() == null ? "" : nonNull(selected.get().getName()),
                text -> editing.setFeature(selected.get(), MODEL.getTransaction_Name(), CollectionForm.blankToNull(text)),
                () -> selected.get() == null ? null : selected.get().getId(), any);
        fields.text(control, "Description:", "What the transaction does", "description",
                () -> selected.get() == null ? "" : nonNull(selected.get().getDescription()),
                text -> editing.setFeature(selected.get(), MODEL.getTransaction_Description(),
                        CollectionForm.blankToNull(text)), () -> null, any);
        fields.text(control, "TPoX plug-in class:", "Informational: the java-plugin class a TPoX workload named; XWB "
                + "runs the statements", "pluginClass", () -> selected.get() == null ? "" : nonNull(selected.get().getPluginClass()),
                text -> editing.setFeature(selected.get(), MODEL.getTransaction_PluginClass(),
                        CollectionForm.blankToNull(text)), () -> null, any);
    }

    Control control() {
        return control;
    }

    void refresh() {
        fields.refresh();
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }
}
