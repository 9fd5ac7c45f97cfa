package org.xwb.kit.advisor;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.Tables;
import org.xwb.core.target.Target;
import org.xwb.kit.InsertDocuments;
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.Workload;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.xml.TpoxKit;

/**
 * The advisor's runs, by the driver every run uses: the short runs of a collection's writing
 * transactions (their mean latencies with and without an index are its write cost) and the
 * verification runs of the whole mix. A cancel stops a run gracefully and ends the advisor.
 */
final class AdvisorRuns {

    private final Target target;
    private final Workload workload;
    private final Path workloadFile;
    private final AdvisorSettings settings;
    private final AdvisorMonitor monitor;

    private final List<String> stoppedEarly = new ArrayList<>();

    AdvisorRuns(Target target, Workload workload, Path workloadFile, AdvisorSettings settings, AdvisorMonitor monitor) {
        this.target = target;
        this.workload = workload;
        this.workloadFile = workloadFile;
        this.settings = settings;
        this.monitor = monitor;
    }

    /** The writing transactions (insert, update, delete) whose statements name the collection's table. */
    List<Transaction> writers(Collection collection) {
        Pattern table = Pattern.compile("(?i)\\b" + Pattern.quote(Tables.tableName(collection)) + "\\b");
        List<Transaction> writers = new ArrayList<>();
        for (Transaction transaction : workload.getTransactions()) {
            if (transaction.getKind() == TransactionKind.QUERY || transaction.getWeight() <= 0) {
                continue;
            }
            for (Statement statement : transaction.getStatements()) {
                if (statement.getDialect().equals(target.dialect())
                        && statement.getTexts().stream().anyMatch(text -> table.matcher(text).find())) {
                    writers.add(transaction);
                    break;
                }
            }
        }
        return writers;
    }

    /** A short run of the writers of a collection: mean latency in ms per transaction id. */
    Map<String, Double> writeRun(Collection collection, String label) throws Exception {
        List<String> ids = writers(collection).stream().map(Transaction::getId).toList();
        Map<String, Double> means = new LinkedHashMap<>();
        if (ids.isEmpty()) {
            return means;
        }
        Workload only = EcoreUtil.copy(workload);
        only.getTransactions().removeIf(t -> !ids.contains(t.getId()));
        only.setName(workload.getName() + " writes " + collection.getName() + " " + label);
        RunSummary summary = run(only, settings.writeSeconds(), settings.writeUsers(),
                settings.runsDirectory().resolve("writes"));
        for (TransactionSummary t : summary.transactions()) {
            if (t.latency().count() > 0) {
                means.put(t.id(), t.latency().meanMs());
            }
        }
        return means;
    }

    /** A run of the whole mix, kept in the advisor's folder for {@code xwb compare}. */
    RunSummary mixRun(String label) throws Exception {
        Workload copy = EcoreUtil.copy(workload);
        copy.setName(workload.getName() + " " + label);
        return run(copy, settings.verifySeconds(), settings.verifyUsers(), settings.runsDirectory());
    }

    /** One line per run that stopped before its time for a reason (not a cancel): its numbers are short. */
    List<String> stoppedEarly() {
        return List.copyOf(stoppedEarly);
    }

    /** Seconds of run time the advisor plans for {@code writeRuns} writing runs and the verification. */
    static double plannedSeconds(AdvisorSettings settings, int writeRuns) {
        double verify = settings.verifySeconds() > 0 ? 2 * (settings.verifySeconds() + AdvisorSettings.RAMP_UP_SECONDS) : 0;
        return writeRuns * (settings.writeSeconds() + AdvisorSettings.RAMP_UP_SECONDS) + verify;
    }

    private RunSummary run(Workload runWorkload, double seconds, int users, Path folder) throws Exception {
        RunConfig config = RunConfig.from(RunSettingsDefaults.effective(workload)).users(users).durationSeconds(seconds)
                .rampUpSeconds(AdvisorSettings.RAMP_UP_SECONDS).build();
        // the kit's insert folders are described, not written: each run generates what it draws, as RunSession's do
        WorkloadRun run = WorkloadRun.builder(runWorkload, target).workloadFile(workloadFile).config(config)
                .runsDirectory(folder).documents(InsertDocuments.opener(TpoxKit.installed())).start();
        while (true) {
            try {
                RunSummary summary = run.completion().get(200, TimeUnit.MILLISECONDS);
                if (summary.outcome() == RunSummary.Outcome.FAILED) {
                    throw new IllegalStateException(String.format(Locale.ROOT, "The advisor's run %s failed: %s",
                            run.folder(), summary.failure()));
                }
                if (summary.outcome() == RunSummary.Outcome.STOPPED && summary.failure() != null) {
                    // e.g. the insert pool ran out: what it measured counts, but the advice must say it is short
                    stoppedEarly.add(String.format(Locale.ROOT, "The run %s stopped after %.1f s of %.0f s: %s",
                            run.folder().getFileName(), summary.measuredSeconds(), seconds, summary.failure()));
                }
                if (monitor.cancelled()) {
                    throw new AdvisorMonitor.CancelledException();
                }
                return summary;
            } catch (TimeoutException notYet) {
                if (monitor.cancelled()) {
                    run.stop();
                }
            }
        }
    }
}
