package org.xwb.ui.parts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import jakarta.annotation.PostConstruct;

/**
 * The run dashboard: launch a workload run and watch it live. This foundation version only holds
 * the place in the layout; the launch form and the live charts arrive with the dashboard issue.
 */
public class RunDashboardPart {

    @PostConstruct
    void createControls(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        Label message = new Label(parent, SWT.WRAP);
        org.xwb.ui.WidgetIds.set(message, "org.xwb.ui.runDashboard.placeholder");
        message.setText("No run yet. Runs started here will show their throughput and latency live.");
        message.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
    }
}
