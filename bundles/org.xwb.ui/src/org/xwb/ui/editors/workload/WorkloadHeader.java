package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.model.XwbPackage;
import org.xwb.targets.TargetKinds;
import org.xwb.ui.WidgetIds;

/**
 * The workload's own fields above the pages: its name, the dialects it provides statements for,
 * its description, and the dialect the editor checks it for.
 */
final class WorkloadHeader {

    static final String ID = "org.xwb.ui.workloadEditor.workload.";

    private static final XwbPackage MODEL = XwbPackage.eINSTANCE;

    private final WorkloadEditing editing;
    private final ModelFields fields = new ModelFields(ID);
    private final Combo dialect;

    WorkloadHeader(Composite parent, WorkloadEditing editing, Runnable dialectChosen) {
        this.editing = editing;
        Composite header = new Composite(parent, SWT.NONE);
        header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        header.setLayout(new GridLayout(8, false));
        org.eclipse.swt.widgets.Text name = fields.text(header, "Name:", "The workload's name in reports", "name", () -> nonNull(editing.workload().getName()),
                text -> editing.setFeature(editing.workload(), MODEL.getWorkload_Name(), CollectionForm.blankToNull(text)),
                () -> null, () -> true);
        org.eclipse.swt.widgets.Text dialectList = fields.text(header, "Dialects:", "The dialects the workload has statements for, e.g. postgresql, db2", "dialects",
                () -> String.join(", ", editing.workload().getDialects()), this::setDialects,
                () -> String.join(", ", TargetKinds.dialects()), () -> true);
        org.eclipse.swt.widgets.Text description = fields.text(header, "Description:", "What the workload is for", "description",
                () -> nonNull(editing.workload().getDescription()), text -> editing.setFeature(editing.workload(),
                        MODEL.getWorkload_Description(), CollectionForm.blankToNull(text)), () -> null, () -> true);
        // widths of their own: a long description must not squeeze Name and Dialects to nothing
        fit(name, 160);
        fit(dialectList, 160);
        fit(description, 240);
        new Label(header, SWT.NONE).setText("Check for dialect:");
        dialect = new Combo(header, SWT.READ_ONLY);
        List<String> dialects = new ArrayList<>(editing.workload().getDialects());
        TargetKinds.dialects().stream().filter(d -> !dialects.contains(d)).forEach(dialects::add);
        dialect.setItems(dialects.toArray(String[]::new));
        dialect.select(0); // the workload's first dialect, else the first of the target kinds
        dialect.setToolTipText("Problems are checked for a run on a target of this dialect (db2: also DB2's XML index use)");
        WidgetIds.set(dialect, WorkloadEditorPart.DIALECT_ID);
        dialect.addListener(SWT.Selection, event -> dialectChosen.run());
    }

    /** A preferred width that does not follow the text, and a minimum the field keeps in a narrow window. */
    private static void fit(org.eclipse.swt.widgets.Text text, int width) {
        GridData data = (GridData) text.getLayoutData();
        data.widthHint = width;
        data.minimumWidth = width / 2;
    }

    String dialect() {
        return dialect.getText();
    }

    void refresh() {
        fields.refresh();
    }

    private void setDialects(String text) {
        List<String> dialects = new ArrayList<>();
        for (String part : text.split("[,;\\s]+")) {
            if (!part.isBlank() && !dialects.contains(part.strip())) {
                dialects.add(part.strip());
            }
        }
        editing.setFeature(editing.workload(), MODEL.getWorkload_Dialects(), dialects);
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }
}
