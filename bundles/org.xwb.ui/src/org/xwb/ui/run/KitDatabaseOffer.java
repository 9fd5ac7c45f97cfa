package org.xwb.ui.run;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Link;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;

/**
 * What the dashboard offers when Start found no kit database on the target: a link that builds it
 * there ({@link BuildKitDatabaseJob}: a job with progress and Cancel in the status line), after which
 * Start runs. Hidden (and out of the layout) otherwise.
 */
final class KitDatabaseOffer {

    static final String ID = RunDashboardPart.ID_PREFIX + "buildKitDatabase";

    private final Link link;
    private final Workspace workspace;
    private final ProblemsLog problems;
    private final LongSupplier customers;
    private final Consumer<String> status;
    private String target;
    private BuildKitDatabaseJob building;

    /** @param customers the dashboard's customers for a fresh database, read when the link is followed */
    KitDatabaseOffer(Composite parent, Workspace workspace, ProblemsLog problems, LongSupplier customers,
            Consumer<String> status) {
        this.workspace = workspace;
        this.problems = problems;
        this.customers = customers;
        this.status = status;
        link = new Link(parent, SWT.WRAP);
        WidgetIds.set(link, ID);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        link.setLayoutData(data);
        link.addListener(SWT.Selection, event -> build());
        hide();
    }

    /** Start found the kit database missing on {@code target}. */
    void offer(String target) {
        this.target = target;
        link.setText("No kit database on " + target + ": <a>Build the kit database on " + target + "</a> ("
                + String.format("%,d", customers.getAsLong()) + " customers, the dashboard's; Cancel in the status line"
                + " stops it), then Start again.");
        show(true);
    }

    /** A new Start: the offer goes until Start finds the database missing again. */
    void hide() {
        show(false);
    }

    private void show(boolean visible) {
        ((GridData) link.getLayoutData()).exclude = !visible;
        link.setVisible(visible);
        link.getParent().layout(true);
    }

    private void build() {
        if (target == null || building != null && building.getState() != org.eclipse.core.runtime.jobs.Job.NONE) {
            return;
        }
        long count = customers.getAsLong();
        status.accept("Building the kit database on " + target + " (" + String.format("%,d", count) + " customers)...");
        link.setEnabled(false);
        building = new BuildKitDatabaseJob(problems, workspace, target, count, link.getDisplay(), outcome -> {
            if (link.isDisposed()) {
                return;
            }
            link.setEnabled(true);
            status.accept(outcome);
            if (outcome.startsWith("Kit database built")) {
                hide();
            }
        });
        building.schedule();
    }
}
