package org.xwb.jmeter.export;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.xwb.core.results.Json;
import org.xwb.core.run.RunConfig;
import org.xwb.core.stats.TransactionType;
import org.xwb.core.target.TargetInfo;
import org.xwb.model.Arrival;

/**
 * {@code plan.xwb.json}, written beside an exported plan: what XWB needs to run the plan and to
 * import its results as a run folder (the run's settings as run.json has them, the transactions
 * in the plan's order, the target, how many engines the documents were split for, the notes).
 * No password.
 *
 * @param settings     the run.json map of the exported settings (users, durations, seed, target, ...)
 * @param transactions the transactions of the mix in plan order (the index is the mix file's value)
 * @param inserts      per transaction (same order) the documents one execution inserts and their mean size
 * @param engines      the number of parts the insert documents were split into
 * @param exportedAt   when
 * @param notes        what the plan does not reproduce exactly, one line each
 */
public record PlanManifest(String workload, Map<String, Object> settings, List<TransactionType> transactions,
        List<Inserts> inserts, int engines, Instant exportedAt, List<String> notes) {

    /**
     * The documents one execution of a transaction inserts (0 for most) and their mean size: JMeter's
     * results say that a transaction succeeded, not which document it inserted, so the import counts
     * the documents exactly and their bytes as the mean of the exported ones.
     */
    public record Inserts(int documents, double meanBytes) {
    }

    public static final String FORMAT = "xwb-jmeter-plan";
    public static final int FORMAT_VERSION = 1;

    public PlanManifest {
        settings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        transactions = List.copyOf(transactions);
        inserts = List.copyOf(inserts);
        notes = List.copyOf(notes);
    }

    void write(Path file) throws IOException {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", FORMAT);
        m.put("format_version", FORMAT_VERSION);
        m.put("jmeter_version", JmxElement.JMETER_VERSION);
        m.put("exported_at", exportedAt.toString());
        m.put("workload", workload);
        m.put("engines", engines);
        m.put("settings", settings);
        List<Object> rows = new ArrayList<>();
        for (TransactionType t : transactions) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("id", t.id());
            row.put("name", t.name());
            row.put("kind", t.kind());
            row.put("weight", t.weight());
            row.put("documents", inserts.get(t.index()).documents());
            row.put("mean_document_bytes", inserts.get(t.index()).meanBytes());
            rows.add(row);
        }
        m.put("transactions", rows);
        m.put("notes", notes);
        Files.writeString(file, Json.write(m), StandardCharsets.UTF_8);
    }

    /**
     * Reads the manifest of {@code plan} ({@code plan.xwb.json} beside it).
     *
     * @throws IOException naming the file when it is missing or not one XWB wrote
     */
    @SuppressWarnings("unchecked")
    public static PlanManifest of(Path plan) throws IOException {
        Path file = PlanNames.manifest(plan);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IOException(file + " is missing: XWB runs and imports plans it exported (xwb export-jmeter "
                    + "writes it beside the plan)");
        }
        try {
            Map<String, Object> m = (Map<String, Object>) Json.parse(text);
            if (!FORMAT.equals(m.get("format"))) {
                throw new IllegalArgumentException("format is not " + FORMAT);
            }
            List<TransactionType> transactions = new ArrayList<>();
            List<Inserts> inserts = new ArrayList<>();
            for (Object o : (List<Object>) m.get("transactions")) {
                Map<String, Object> t = (Map<String, Object>) o;
                transactions.add(new TransactionType(transactions.size(), (String) t.get("id"), (String) t.get("name"),
                        (String) t.get("kind"), ((Number) t.get("weight")).doubleValue()));
                inserts.add(new Inserts(((Number) t.get("documents")).intValue(),
                        ((Number) t.get("mean_document_bytes")).doubleValue()));
            }
            return new PlanManifest((String) m.get("workload"), (Map<String, Object>) m.get("settings"), transactions,
                    inserts, ((Number) m.get("engines")).intValue(), Instant.parse((String) m.get("exported_at")),
                    ((List<Object>) m.get("notes")).stream().map(String::valueOf).toList());
        } catch (RuntimeException e) {
            throw new IOException(file + " is not a plan description XWB wrote: " + e.getMessage(), e);
        }
    }

    /** The run's settings as exported. */
    @SuppressWarnings("unchecked")
    public RunConfig config() {
        RunConfig.Builder b = RunConfig.from(null);
        long transactions = (long) number("transactions_per_user");
        if (transactions > 0) { // each clears the other
            b.transactionsPerUser(transactions);
        } else {
            b.durationSeconds(number("duration_seconds"));
        }
        return b.users(integer("users")).rampUpSeconds(number("ramp_up_seconds"))
                .thinkTimeMillis(number("think_time_ms")).rate(number("rate_tx_per_second"))
                .arrival(Arrival.get(((String) settings.get("arrival")).toUpperCase(Locale.ROOT)))
                .seed((long) number("seed")).commitCount(integer("commit_count"))
                .intervalSeconds(number("interval_seconds"))
                .percentiles(((List<Object>) settings.get("percentiles")).stream()
                        .map(p -> ((Number) p).doubleValue()).toList())
                .confidenceLevel(number("confidence_level")).maxRetries(integer("max_retries"))
                .errorThreshold(number("error_threshold")).build();
    }

    /** The target the plan was exported for (no password). */
    @SuppressWarnings("unchecked")
    public TargetInfo target() {
        Map<String, Object> t = (Map<String, Object>) settings.get("target");
        return new TargetInfo((String) t.get("profile"), (String) t.get("kind"), (String) t.get("dialect"),
                (String) t.get("description"));
    }

    private double number(String key) {
        return ((Number) settings.get(key)).doubleValue();
    }

    private int integer(String key) {
        return ((Number) settings.get(key)).intValue();
    }
}
