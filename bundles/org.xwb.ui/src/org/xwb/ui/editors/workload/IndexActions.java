package org.xwb.ui.editors.workload;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.model.Collection;
import org.xwb.model.XmlIndex;
import org.xwb.targets.IndexDdl;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.workload.jobs.IndexDdlJob;
import org.xwb.ui.run.LiveRuns;
import org.xwb.ui.run.TargetChoices;

/**
 * The DDL the selected index becomes in each dialect, shown live from the dialects' own builders
 * (PostgreSQL's expression index, DB2's XMLPATTERN index, or the reason DB2 refuses it), and
 * Create or Drop of the index on a target as a job.
 */
final class IndexActions {

    /** Id of a dialect's DDL field: {@code DDL_ID + dialect}. */
    static final String DDL_ID = IndexesPage.ID + "ddl.";
    static final String STATUS_ID = IndexesPage.ID + "status";

    private final EditorContext context;
    private final Supplier<XmlIndex> selected;
    private final Group ddl;
    private final java.util.Map<String, Text> previews = new java.util.LinkedHashMap<>();
    private final TargetChoices targets;
    private final Label status;

    IndexActions(Composite parent, EditorContext context, Supplier<XmlIndex> selected) {
        this.context = context;
        this.selected = selected;
        ddl = CollectionForm.group(parent, "DDL per dialect", 2);
        Group target = CollectionForm.group(parent, "On a target", 5);
        new Label(target, SWT.NONE).setText("Target:");
        Combo choice = new Combo(target, SWT.READ_ONLY);
        WidgetIds.set(choice, IndexesPage.ID + "target");
        targets = new TargetChoices(choice, context.workspace(), context.problems());
        targets.refresh();
        CollectionForm.button(target, "Create on target", IndexesPage.ID + "create", () -> run(true))
                .setToolTipText("CREATE INDEX on the target (the table must exist: load the collection first). While the"
                        + " dashboard runs on the target, the users go on and the build is marked on the run's charts");
        CollectionForm.button(target, "Drop on target", IndexesPage.ID + "drop", () -> run(false))
                .setToolTipText("DROP INDEX on the target; the table and its documents stay. While the dashboard runs on"
                        + " the target, the users go on and the drop is marked on the run's charts");
        CollectionForm.button(target, "Advise indexes...", IndexesPage.ID + "advise",
                () -> new AdviseIndexesDialog(parent.getShell(), context).open())
                .setToolTipText("Which XML indexes make this workload's mix fastest on a target, by measurement");
        status = new Label(target, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1));
        WidgetIds.set(status, STATUS_ID);
    }

    void refresh() {
        XmlIndex index = selected.get();
        List<IndexDdl.Preview> shown = index == null ? List.of()
                : IndexDdl.of((Collection) index.eContainer(), index);
        for (IndexDdl.Preview preview : shown) {
            Text text = previews.computeIfAbsent(preview.dialect(), this::field);
            String value = preview.ddl() != null ? preview.ddl() : "-- not possible: " + preview.refusal();
            if (!text.getText().equals(value)) {
                text.setText(value);
            }
        }
        if (index == null) {
            previews.values().forEach(text -> text.setText(""));
        }
    }

    private Text field(String dialect) {
        Label label = new Label(ddl, SWT.NONE);
        label.setText(dialect + ":");
        label.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        Text text = new Text(ddl, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.BORDER);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 120; // grows with the pane; the DDL wraps
        text.setLayoutData(data);
        text.setFont(org.eclipse.jface.resource.JFaceResources.getTextFont());
        WidgetIds.set(text, DDL_ID + dialect);
        return text;
    }

    private void run(boolean create) {
        XmlIndex index = selected.get();
        if (index == null) {
            return;
        }
        targets.refresh();
        status.setText((create ? "Creating " : "Dropping ") + index.getName() + " on " + targets.selected()
                + (LiveRuns.on(targets.selected()) != null ? " while the dashboard's run goes on..." : "..."));
        new IndexDdlJob(context.problems(), context.workspace(), targets.selected(), status.getDisplay(),
                (Collection) index.eContainer(), index, create, summary -> {
                    if (!status.isDisposed()) {
                        status.setText(summary);
                    }
                }).schedule();
    }
}
