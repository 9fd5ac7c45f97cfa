package org.xwb.core.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;

/**
 * Everything a finished (or killed) run left in its folder, read back for comparisons and reports:
 * the summary, the settings, the environment and the intervals. A run without summary.json (killed,
 * or still running) has a null summary and its intervals only. Whoever wrote the folder (the driver,
 * an import) wrote it in the format of docs/results-format.md; this is the one reader of it.
 *
 * @param summary     summary.json, or null when the run left none
 * @param settings    run.json as parsed (empty when missing)
 * @param environment environment.json as parsed (empty when missing)
 * @param intervals   intervals.csv, ramp-up included, with the summary's transaction names
 */
public record RunResults(Path folder, RunSummary summary, Map<String, Object> settings,
        Map<String, Object> environment, List<IntervalSnapshot> intervals) {

    public RunResults {
        intervals = List.copyOf(intervals);
    }

    /** The folder's name, the run's id. */
    public String id() {
        return folder.getFileName().toString();
    }

    /**
     * Reads a run folder.
     *
     * @throws IOException when it is not a run folder (no run.json nor summary.json) or a file in it
     *                     cannot be read; the message names the file
     */
    public static RunResults read(Path folder) throws IOException {
        Path summaryFile = folder.resolve(RunFolder.SUMMARY);
        Path settingsFile = folder.resolve(RunFolder.SETTINGS);
        if (!Files.isRegularFile(summaryFile) && !Files.isRegularFile(settingsFile)) {
            throw new IOException(folder + " is not a run folder: it has neither " + RunFolder.SUMMARY + " nor "
                    + RunFolder.SETTINGS);
        }
        RunSummary summary = summary(folder);
        Map<String, String> names = new LinkedHashMap<>();
        if (summary != null) {
            for (TransactionSummary t : summary.transactions()) {
                names.put(t.id(), t.name().isBlank() ? t.id() : t.name());
            }
        }
        Map<String, Object> settings = optional(settingsFile);
        try {
            IndexEvent.read(settings); // a broken events list is reported here, naming the file
        } catch (IllegalArgumentException e) {
            throw new IOException(settingsFile + ": " + e.getMessage(), e);
        }
        return new RunResults(folder, summary, settings, optional(folder.resolve(RunFolder.ENVIRONMENT)),
                IntervalCsvReader.read(folder.resolve(RunFolder.INTERVALS), names));
    }

    /** The XML index changes run.json records, in order; none for a run without (and runs before issue 33). */
    public List<IndexEvent> events() {
        return IndexEvent.read(settings);
    }

    /**
     * Only a run folder's summary (the comparisons need no more), or null when the run left none.
     *
     * @throws IOException when summary.json cannot be read (the message names it)
     */
    public static RunSummary summary(Path folder) throws IOException {
        Path file = folder.resolve(RunFolder.SUMMARY);
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            return ResultMaps.readSummary(object(file));
        } catch (IllegalArgumentException | java.time.DateTimeException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** A JSON object file, or an empty map when the file does not exist. */
    private static Map<String, Object> optional(Path file) throws IOException {
        return Files.isRegularFile(file) ? object(file) : Map.of();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Path file) throws IOException {
        Object json;
        try {
            json = Json.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        if (!(json instanceof Map)) {
            throw new IOException(file + ": not a JSON object");
        }
        return (Map<String, Object>) json;
    }
}
