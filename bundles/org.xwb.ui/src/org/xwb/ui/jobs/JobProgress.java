package org.xwb.ui.jobs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.jobs.IJobChangeEvent;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.jobs.JobChangeAdapter;
import org.eclipse.core.runtime.jobs.ProgressProvider;

/**
 * The progress of the workbench's running jobs, for the status line ({@link ProgressLine}). Installed
 * as the job manager's progress provider, it gives every job that is not a system job a monitor
 * that remembers what the job last said (task, subtask, work done) and whether it was cancelled.
 * Monitors may be called from any thread; listeners hear "something changed" on the calling thread.
 */
public final class JobProgress extends ProgressProvider {

    /**
     * What the status line shows of one job.
     *
     * @param text        the job's name and what it is doing now
     * @param thousandths work done, or -1 when the job does not know how much there is
     * @param cancelled   cancel was asked for; the job is ending
     */
    public record State(Job job, String text, int thousandths, boolean cancelled) {
    }

    private final Map<Job, TrackedMonitor> running = new LinkedHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    /** Makes this the job manager's progress provider and follows the jobs it creates monitors for. */
    public JobProgress install() {
        Job.getJobManager().setProgressProvider(this);
        Job.getJobManager().addJobChangeListener(new JobChangeAdapter() {
            @Override
            public void done(IJobChangeEvent event) {
                boolean removed;
                synchronized (running) {
                    removed = running.remove(event.getJob()) != null;
                }
                if (removed) {
                    changed();
                }
            }
        });
        return this;
    }

    @Override
    public IProgressMonitor createMonitor(Job job) {
        if (job.isSystem()) {
            return new NullProgressMonitor();
        }
        TrackedMonitor monitor = new TrackedMonitor(job);
        synchronized (running) {
            running.put(job, monitor);
        }
        changed();
        return monitor;
    }

    /** The running jobs, oldest first. */
    public List<State> running() {
        List<TrackedMonitor> monitors;
        synchronized (running) {
            monitors = new ArrayList<>(running.values());
        }
        return monitors.stream().map(TrackedMonitor::state).toList();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    private void changed() {
        listeners.forEach(Runnable::run);
    }

    /** A job's monitor: remembers, tells the listeners; thread-safe. */
    private final class TrackedMonitor extends NullProgressMonitor {
        private final Job job;
        private String task = "";
        private String subTask = "";
        private double total = IProgressMonitor.UNKNOWN;
        private double worked;

        TrackedMonitor(Job job) {
            this.job = job;
        }

        synchronized State state() {
            String what = subTask.isEmpty() ? task : subTask;
            String text = what.isEmpty() || what.equals(job.getName()) ? job.getName() : job.getName() + ": " + what;
            int done = total > 0 ? (int) Math.min(1000, Math.round(1000 * worked / total)) : -1;
            return new State(job, text, done, isCanceled());
        }

        @Override
        public void beginTask(String name, int totalWork) {
            synchronized (this) {
                task = name == null ? "" : name;
                total = totalWork;
                worked = 0;
            }
            changed();
        }

        @Override
        public void setTaskName(String name) {
            synchronized (this) {
                task = name == null ? "" : name;
            }
            changed();
        }

        @Override
        public void subTask(String name) {
            synchronized (this) {
                subTask = name == null ? "" : name;
            }
            changed();
        }

        @Override
        public void worked(int work) {
            internalWorked(work);
        }

        @Override
        public void internalWorked(double work) {
            synchronized (this) {
                worked += work;
            }
            changed();
        }

        @Override
        public void setCanceled(boolean cancelled) {
            super.setCanceled(cancelled);
            changed();
        }
    }
}
