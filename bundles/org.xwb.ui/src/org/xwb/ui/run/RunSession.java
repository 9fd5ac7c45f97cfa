package org.xwb.ui.run;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.RunListener;
import org.xwb.core.run.WorkloadFiles;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.Workload;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.model.weights.MixShares;
import org.xwb.targets.TargetChoice;
import org.xwb.xml.TpoxKit;

/**
 * Runs one dashboard request off the UI thread: open the target (starting the embedded server
 * once per session), build the TPoX database when asked, then drive the workload. No SWT here;
 * the dashboard hears progress through {@link Progress} and the driver's {@link RunListener}.
 */
public final class RunSession {

    /** The phases the dashboard's progress bar shows before the driver's own. */
    public interface Progress extends TpoxDatabase.Listener {
        void status(String text);
    }

    private final Workspace workspace;
    /** Targets stay open between runs: the embedded server starts once per session. */
    private final Map<String, Target> openTargets = new ConcurrentHashMap<>();
    private final AtomicBoolean stopRequested = new AtomicBoolean();
    private volatile WorkloadRun run;

    public RunSession(Workspace workspace) {
        this.workspace = workspace;
    }

    /** Runs the request to its end (or a stop); returns the summary. Blocks: call off the UI thread. */
    public RunSummary execute(RunRequest request, Progress progress, RunListener listener) throws Exception {
        stopRequested.set(false);
        progress.status("Starting the target " + request.targetProfile() + "...");
        Target target = target(request.targetProfile());
        Path workloadFile = request.workloadFile();
        if (request.prepareCustomers() > 0) {
            TpoxScale scale = TpoxScale.forRun(request.prepareCustomers(), request.rampUpSeconds() + request.durationSeconds(),
                    request.seed(), MixShares.documentInsertShare(WorkloadFiles.load(workloadFile)));
            TpoxDatabase.Prepared prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target, scale,
                    LoadOptions.DEFAULT, stoppable(progress));
            Path installed = prepared.workloads().get(workloadFile.getFileName().toString());
            if (installed != null) {
                workloadFile = installed; // the workload fitted to the database just built
            }
            progress.status(String.format("Database ready: %,d documents in %.1f s", prepared.documents(),
                    prepared.seconds()));
        }
        if (stopRequested.get()) {
            throw new InterruptedException("Stopped before the run started");
        }
        Workload workload = WorkloadFiles.load(workloadFile);
        RunConfig config = RunConfig.from(RunSettingsDefaults.effective(workload)).users(request.users())
                .durationSeconds(request.durationSeconds()).rampUpSeconds(request.rampUpSeconds())
                .thinkTimeMillis(request.thinkTimeMillis()).rate(request.rate()).seed(request.seed()).build();
        progress.status("Running " + workload.getName() + " with " + request.users() + " users on " + target.info().description());
        run = WorkloadRun.builder(workload, target).workloadFile(workloadFile).config(config)
                .runsDirectory(workspace.folder(Workspace.Folder.RUNS)).documents(CollectionDocuments::open)
                .listener(listener).start();
        if (stopRequested.get()) {
            run.stop();
        }
        return run.await();
    }

    /** The progress, plus Stop: a stop during the preparation ends it at the next step or batch. */
    private TpoxDatabase.Listener stoppable(Progress progress) {
        return new TpoxDatabase.Listener() {
            @Override
            public void step(TpoxDatabase.Step step, String detail) {
                progress.step(step, detail);
            }

            @Override
            public void progress(LoadProgress load) {
                progress.progress(load);
            }

            @Override
            public void rejected(String origin, String reason) {
                progress.rejected(origin, reason);
            }

            @Override
            public boolean stopRequested() {
                return stopRequested.get();
            }
        };
    }

    /** Graceful stop: in-flight transactions finish and the results are written. */
    public void stop() {
        stopRequested.set(true);
        WorkloadRun current = run;
        if (current != null) {
            current.stop();
        }
    }

    /** The folder of the running (or last) run. */
    public Path folder() {
        WorkloadRun current = run;
        return current == null ? null : current.folder();
    }

    private Target target(String profileName) throws Exception {
        Target open = openTargets.get(profileName);
        if (open != null) {
            return open;
        }
        Target target = TargetChoice.of(profileName).open(workspace);
        openTargets.put(profileName, target);
        return target;
    }

    /** Closes the targets (stops the embedded server this session started). */
    public void close() {
        stop();
        openTargets.values().forEach(Target::close);
        openTargets.clear();
    }

    static boolean isKitWorkload(Path file) {
        String name = file.getFileName().toString();
        return name.equals(KitWorkloads.MIXED) || name.equals(KitWorkloads.QUERY_ONLY) || name.equals(KitWorkloads.INSERT_ONLY);
    }
}
