package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.kit.design.IdRangesFromDatabase;
import org.xwb.model.Collection;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Workload;
import org.xwb.model.XwbPackage;
import org.xwb.ui.WidgetIds;
import org.xwb.xml.generate.IdRange;

/**
 * The Collections page's "Draw id ranges from the database...": the ranges a target's ids give the
 * workload (each collection the target holds, each ids parameter on an id list it does not hold),
 * old beside new; Apply changes them all as one undo step.
 */
final class IdRangesDialog extends TitleAreaDialog {

    static final String TITLE = "Draw Id Ranges from the Database";
    static final String ID = "org.xwb.ui.workloadEditor.idRanges.";
    static final String TABLE_ID = ID + "table";
    static final String NOTES_ID = ID + "notes";

    private final String target;
    private final IdRangesFromDatabase.Plan plan;

    IdRangesDialog(Shell shell, String target, IdRangesFromDatabase.Plan plan) {
        super(shell);
        this.target = target;
        this.plan = plan;
    }

    /** Shows the plan and applies it to the editor's workload when the user says Apply. */
    static void open(Shell shell, WorkloadEditing editing, String target, IdRangesFromDatabase.Plan plan) {
        if (new IdRangesDialog(shell, target, plan).open() != OK || plan.isEmpty()) {
            return;
        }
        editing.change("Draw id ranges from " + target, changes(editing.workload(), plan));
    }

    /** The plan as changes of the editor's model objects, found by name and position. */
    static List<WorkloadEditing.Change> changes(Workload workload, IdRangesFromDatabase.Plan plan) {
        List<WorkloadEditing.Change> changes = new ArrayList<>();
        for (IdRangesFromDatabase.RangeChange range : plan.ranges()) {
            Collection collection = collection(workload, range.collection());
            if (collection != null) {
                changes.add(new WorkloadEditing.Change(collection, XwbPackage.Literals.COLLECTION__FIRST_ID,
                        range.database().first()));
                changes.add(new WorkloadEditing.Change(collection, XwbPackage.Literals.COLLECTION__LAST_ID,
                        range.database().last()));
            }
        }
        for (IdRangesFromDatabase.Redirect redirect : plan.redirects()) {
            Collection to = collection(workload, redirect.to());
            if (to == null || redirect.transaction() >= workload.getTransactions().size()) {
                continue;
            }
            List<ParameterMarker> parameters = workload.getTransactions().get(redirect.transaction()).getParameters();
            if (redirect.parameter() < parameters.size()
                    && parameters.get(redirect.parameter()).getSource() instanceof IdsSource ids) {
                changes.add(new WorkloadEditing.Change(ids, XwbPackage.Literals.IDS_SOURCE__COLLECTION, to));
            }
        }
        return changes;
    }

    private static Collection collection(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> name.equals(c.getName())).findFirst().orElse(null);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(TITLE);
    }

    @Override
    protected boolean isResizable() {
        return true;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Id ranges from the ids " + target + " holds");
        setMessage(plan.isEmpty() ? "Every id range already meets the database's ids: nothing to change."
                : "Apply changes every row below in one undo step (Edit > Undo takes it back).");
        Table table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION);
        WidgetIds.set(table, TABLE_ID);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.horizontalIndent = 10;
        data.heightHint = 160;
        table.setLayoutData(data);
        for (String[] column : new String[][] { { "Changes", "320" }, { "Now", "160" }, { "From the database", "160" } }) {
            TableColumn c = new TableColumn(table, SWT.LEFT);
            c.setText(column[0]);
            c.setWidth(Integer.parseInt(column[1]));
        }
        for (IdRangesFromDatabase.RangeChange range : plan.ranges()) {
            row(table, "collection " + range.collection(), text(range.now()), text(range.database()));
        }
        for (IdRangesFromDatabase.Redirect redirect : plan.redirects()) {
            row(table, "transaction " + redirect.transactionId() + ", parameter " + (redirect.parameter() + 1) + ": ids",
                    redirect.from() + " " + text(redirect.fromRange()), redirect.to() + " " + text(redirect.toRange()));
        }
        Label notes = new Label(area, SWT.WRAP);
        WidgetIds.set(notes, NOTES_ID);
        GridData notesData = new GridData(SWT.FILL, SWT.TOP, true, false);
        notesData.horizontalIndent = 10;
        notesData.widthHint = 640;
        notes.setLayoutData(notesData);
        notes.setText(plan.notes().isEmpty() ? "" : String.join("\n", plan.notes()));
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, plan.isEmpty() ? "Close" : "Apply", true);
        if (!plan.isEmpty()) {
            createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
        }
    }

    private static void row(Table table, String what, String now, String database) {
        new TableItem(table, SWT.NONE).setText(new String[] { what, now, database });
    }

    private static String text(IdRange range) {
        return range == null ? "" : range.first() + ".." + range.last();
    }
}
