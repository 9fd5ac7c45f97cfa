package org.xwb.ui.jobs;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.ProgressBar;
import org.xwb.ui.WidgetIds;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The status line at the bottom of the main window: the running job (the newest, and how many
 * others), its progress, and Cancel. Empty while nothing runs. Updates are coalesced: however often
 * jobs report, the line changes at most once per UI turn.
 */
public class ProgressLine {

    public static final String TEXT_ID = "org.xwb.ui.progress.text";
    public static final String BAR_ID = "org.xwb.ui.progress.bar";
    public static final String CANCEL_ID = "org.xwb.ui.progress.cancel";
    /** The last confirmation ("Saved ..."): status, not a problem. */
    public static final String MESSAGE_ID = "org.xwb.ui.progress.message";

    @Inject
    private JobProgress progress;
    @Inject
    private org.xwb.ui.problems.ProblemsLog problems;
    private Label message;
    private final Runnable statusListener = () -> {
        if (!this.display.isDisposed()) {
            this.display.asyncExec(this::showStatus);
        }
    };

    private Display display;
    private Composite line;
    private Label text;
    private ProgressBar bar;
    /** A link, not a button: the status line stays one text line high. */
    private Link cancel;
    private Job shown;
    private final AtomicBoolean refreshQueued = new AtomicBoolean();
    private final Runnable listener = this::queueRefresh;

    @PostConstruct
    void createControls(Composite parent) {
        display = parent.getDisplay();
        line = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(4, false);
        layout.marginHeight = 1;
        line.setLayout(layout);
        message = new Label(line, SWT.NONE);
        message.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(message, MESSAGE_ID);
        text = new Label(line, SWT.NONE);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(text, TEXT_ID);
        bar = new ProgressBar(line, SWT.HORIZONTAL | SWT.SMOOTH);
        bar.setMaximum(1000);
        bar.setLayoutData(new GridData(160, SWT.DEFAULT));
        WidgetIds.set(bar, BAR_ID);
        cancel = new Link(line, SWT.NONE);
        cancel.setText("<a>Cancel</a>");
        cancel.setToolTipText("Cancel the running job: it ends at its next safe point");
        WidgetIds.set(cancel, CANCEL_ID);
        cancel.addListener(SWT.Selection, event -> {
            if (shown != null) {
                shown.cancel();
            }
        });
        progress.addListener(listener);
        problems.addStatusListener(statusListener);
        showStatus();
        refresh();
        // the window laid its trim out before this line had children: lay it out again, once, so the
        // line has its height from the start (it keeps it: a window that jumps when a job starts is worse)
        display.asyncExec(() -> {
            if (!line.isDisposed()) {
                line.getShell().layout(new Control[] { line }, SWT.DEFER | SWT.CHANGED);
            }
        });
    }

    private void queueRefresh() {
        if (refreshQueued.compareAndSet(false, true) && !display.isDisposed()) {
            display.asyncExec(this::refresh); // jobs report from their own threads
        }
    }

    private void refresh() {
        refreshQueued.set(false);
        if (line.isDisposed()) {
            return;
        }
        List<JobProgress.State> running = progress.running();
        JobProgress.State newest = running.isEmpty() ? null : running.get(running.size() - 1);
        shown = newest == null ? null : newest.job();
        String others = running.size() > 1 ? "  (+" + (running.size() - 1) + " more)" : "";
        setText(newest == null ? "" : (newest.cancelled() ? "Cancelling: " : "") + newest.text() + others);
        boolean measured = newest != null && newest.thousandths() >= 0;
        bar.setVisible(measured);
        if (measured && bar.getSelection() != newest.thousandths()) {
            bar.setSelection(newest.thousandths());
        }
        cancel.setVisible(newest != null);
        cancel.setEnabled(newest != null && !newest.cancelled());
    }

    private void showStatus() {
        if (!message.isDisposed() && !problems.status().equals(message.getText())) {
            message.setText(problems.status());
            line.layout();
        }
    }

    /** A label's new text lays out the line again: only when it changes. */
    private void setText(String value) {
        if (!value.equals(text.getText())) {
            text.setText(value);
            text.setToolTipText(value.isEmpty() ? null : value);
        }
    }

    @PreDestroy
    void dispose() {
        progress.removeListener(listener);
        problems.removeStatusListener(statusListener);
    }
}
