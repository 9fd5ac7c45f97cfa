package org.xwb.ui.run;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.run.RunPhase;
import org.xwb.core.run.WorkloadRun;

/**
 * The dashboard's runs going on, by target profile, so that an XML index created or dropped on that
 * target elsewhere in the workbench (the workload editor's XML Indexes page, the plan view's "Create
 * index") is recorded on the run it changes (issue 33): the charts mark it, the statistics table
 * splits at it, run.json keeps it. Without a run on the target an index change is what it always was.
 * The workbench has one dashboard and the editors know no part of it: a map shared by the class,
 * keyed by the profile name every target list shows.
 */
public final class LiveRuns {

    private static final Map<String, WorkloadRun> RUNNING = new ConcurrentHashMap<>();

    private LiveRuns() {
    }

    /** A run (or a sweep's point) of the dashboard started on the profile's target. */
    static void started(String profile, WorkloadRun run) {
        RUNNING.put(profile, run);
    }

    /** The dashboard's job ended: its runs are over. */
    static void ended(String profile) {
        RUNNING.remove(profile);
    }

    /** The run going on against the profile's target, or null. */
    public static WorkloadRun on(String profile) {
        WorkloadRun run = profile == null ? null : RUNNING.get(profile);
        return run != null && run.phase() != RunPhase.DONE ? run : null;
    }

    /**
     * An index change on the profile's target starts now: recorded on the run going on against it
     * (build or drop started), if any; {@link IndexChange#done} or {@link IndexChange#failed} ends it.
     */
    public static IndexChange change(String profile, String index, boolean create) {
        return new IndexChange(on(profile), index, create);
    }

    /** One index created or dropped; records nothing when no run went on as it started. */
    public static final class IndexChange {

        private final WorkloadRun run;
        private final String index;
        private final boolean create;
        private final long startedNanos = System.nanoTime();
        private IndexEvent last;

        private IndexChange(WorkloadRun run, String index, boolean create) {
            this.run = run;
            this.index = index;
            this.create = create;
            if (run != null) {
                last = run.recordIndexEvent(create ? IndexEvent.Kind.BUILD_STARTED : IndexEvent.Kind.DROP_STARTED, index,
                        "");
            }
        }

        /** Whether the change is recorded on a run. */
        public boolean live() {
            return run != null;
        }

        public void done() {
            if (run != null) {
                last = run.recordIndexEvent(create ? IndexEvent.Kind.BUILD_DONE : IndexEvent.Kind.DROP_DONE, index,
                        String.format(Locale.ROOT, "in %.1f s", (System.nanoTime() - startedNanos) / 1e9));
            }
        }

        public void failed(String message) {
            if (run != null) {
                last = run.recordIndexEvent(create ? IndexEvent.Kind.BUILD_FAILED : IndexEvent.Kind.DROP_FAILED, index,
                        message);
            }
        }

        /** ", marked at 23.4 s of run R" after the last event recorded; empty when none was. */
        public String marked() {
            return last == null ? ""
                    : String.format(Locale.ROOT, ", marked at %.1f s of run %s", last.seconds(), run.id());
        }
    }

    /**
     * An index change during a run failed: an error dialog says so (the run goes on), as the user
     * watches the dashboard rather than Problems.
     */
    public static void showFailure(Display display, String title, String message) {
        if (display != null && !display.isDisposed()) {
            display.asyncExec(() -> MessageDialog.openError(display.getActiveShell(), title,
                    message + "\n\nThe run goes on; the failure is marked on its charts and in its run.json."));
        }
    }
}
