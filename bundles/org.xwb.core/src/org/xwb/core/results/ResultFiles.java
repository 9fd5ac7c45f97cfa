package org.xwb.core.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.HdrHistogram.Histogram;
import org.xwb.core.run.RunConfig;
import org.xwb.model.io.FileErrors;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;

/**
 * Writes a run's result folder as the run goes: settings, workload copy and environment first,
 * intervals and histograms flushed per interval, summary and stats.txt at the end. A file that
 * cannot be written is logged and listed in {@link #problems()}; the run goes on.
 */
public final class ResultFiles implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(ResultFiles.class.getName());

    private final RunFolder folder;
    // synchronized: an index event rewrites run.json from a thread of its own (WorkloadRun.recordIndexEvent)
    private final List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
    private IntervalCsvWriter intervals;
    private HistogramLogFile histograms;

    public ResultFiles(RunFolder folder) {
        this.folder = folder;
    }

    public RunFolder folder() {
        return folder;
    }

    public void writeJson(String name, Map<String, Object> content) {
        write(name, Json.write(content).getBytes(StandardCharsets.UTF_8));
    }

    public void write(String name, byte[] content) {
        Path file = folder.file(name);
        try {
            Path temp = folder.file(name + ".tmp");
            Files.write(temp, content);
            Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            problem("cannot write " + FileErrors.message(file, e));
        }
    }

    /** Opens intervals.csv and histograms.hlog. */
    public void openIntervals(long startEpochMillis, List<String> transactionIds) {
        try {
            intervals = new IntervalCsvWriter(folder.file(RunFolder.INTERVALS));
        } catch (IOException e) {
            problem("cannot create " + FileErrors.message(folder.file(RunFolder.INTERVALS), e));
        }
        try {
            histograms = new HistogramLogFile(folder.file(RunFolder.HISTOGRAMS), startEpochMillis, transactionIds);
        } catch (IOException e) {
            problem("cannot create " + FileErrors.message(folder.file(RunFolder.HISTOGRAMS), e));
        }
    }

    /** One closed interval; histograms only of measured intervals go to the log. */
    public void interval(IntervalSnapshot snapshot, List<Histogram> typeHistograms, boolean measuring) {
        if (intervals != null) {
            try {
                intervals.write(snapshot);
            } catch (IOException e) {
                problem("cannot append to " + FileErrors.message(folder.file(RunFolder.INTERVALS), e));
                intervals = null;
            }
        }
        if (histograms != null && measuring) {
            try {
                histograms.write(snapshot.startSeconds(), snapshot.endSeconds(), typeHistograms);
            } catch (IOException e) {
                problem("cannot append to " + FileErrors.message(folder.file(RunFolder.HISTOGRAMS), e));
                histograms.close();
                histograms = null;
            }
        }
    }

    /** summary.json and stats.txt. */
    public void finish(RunSummary summary, RunConfig config) {
        writeJson(RunFolder.SUMMARY, ResultMaps.summary(summary, config.allPercentiles()));
        write(RunFolder.STATS, StatsText.render(summary, config).getBytes(StandardCharsets.UTF_8));
    }

    public List<String> problems() {
        return List.copyOf(problems);
    }

    private void problem(String message) {
        problems.add(message);
        LOG.log(System.Logger.Level.WARNING, message);
    }

    @Override
    public void close() {
        if (intervals != null) {
            try {
                intervals.close();
            } catch (IOException e) {
                problem("cannot close " + FileErrors.message(folder.file(RunFolder.INTERVALS), e));
            }
            intervals = null;
        }
        if (histograms != null) {
            histograms.close();
            histograms = null;
        }
    }
}
