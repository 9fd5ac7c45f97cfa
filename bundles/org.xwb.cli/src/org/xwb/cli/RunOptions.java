package org.xwb.cli;

import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

import org.xwb.core.run.RunConfig;
import org.xwb.core.target.IsolationLevel;
import org.xwb.model.Arrival;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The options {@code xwb run} and {@code xwb sweep} share; unset ones keep the workload's run settings. */
final class RunOptions {

    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "The workload file (.xwl).")
    Path workloadFile;

    @Mixin
    TargetOption target;

    @Option(names = "--duration", paramLabel = "TIME", converter = Durations.class,
            description = "Measured time after ramp-up, e.g. 60s, 5m.")
    Double duration;

    @Option(names = "--transactions", paramLabel = "N",
            description = "Transactions per user after ramp-up (instead of a duration).")
    Long transactions;

    @Option(names = "--rampup", paramLabel = "TIME", converter = Durations.class,
            description = "Ramp-up: users run, nothing is counted.")
    Double rampUp;

    @Option(names = "--think", paramLabel = "TIME", converter = Durations.Millis.class,
            description = "Think time between a user's transactions, e.g. 0ms, 20ms.")
    Double thinkMillis;

    @Option(names = "--rate", paramLabel = "TX/S",
            description = "Total transactions per second over all users; latency is measured from the intended start.")
    Double rate;

    @Option(names = "--arrival", paramLabel = "regular|poisson", description = "Arrivals under --rate.")
    String arrival;

    @Option(names = "--seed", paramLabel = "S", description = "Run seed; user i draws from S + i.")
    Long seed;

    @Option(names = "--commit", paramLabel = "N", description = "Commit every N transactions per user.")
    Integer commit;

    @Option(names = "--interval", paramLabel = "TIME", converter = Durations.class,
            description = "Statistics interval, e.g. 1s.")
    Double interval;

    @Option(names = "--max-retries", paramLabel = "N",
            description = "Retries after a deadlock, timeout or serialization failure.")
    Integer maxRetries;

    @Option(names = "--error-threshold", paramLabel = "FRACTION",
            description = "Failed fraction above which the run exits with 1, e.g. 0.01.")
    Double errorThreshold;

    @Option(names = "--stop-when-all-fail", paramLabel = "SECONDS",
            description = "Stop the run, failed, when every transaction of its first SECONDS fails (at least 10); "
                    + "0 never stops. Default: 5.")
    Double allFailStopSeconds;

    @Option(names = "--isolation", paramLabel = "LEVEL",
            description = "Transaction isolation of every user: read-committed, repeatable-read or serializable "
                    + "(DB2: cursor stability, read stability, repeatable read). Default: the workload's, else the target's.")
    String isolation;

    @Mixin
    WorkspaceOption workspace;

    /** These options, to lay over a workload's settings. */
    Consumer<RunConfig.Builder> settings() throws BadInputException {
        if (duration != null && transactions != null) {
            throw new BadInputException("Give --duration or --transactions, not both");
        }
        Arrival arrivals = null;
        if (arrival != null) {
            try {
                arrivals = Arrival.valueOf(arrival.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--arrival must be regular or poisson, not '" + arrival + "'");
            }
        }
        IsolationLevel level;
        try {
            level = IsolationLevel.parse(isolation);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--isolation: " + e.getMessage());
        }
        Arrival chosenArrival = arrivals;
        return b -> apply(b, chosenArrival, level);
    }

    private void apply(RunConfig.Builder b, Arrival chosenArrival, IsolationLevel level) {
        if (duration != null) {
            b.durationSeconds(duration);
        }
        if (transactions != null) {
            b.transactionsPerUser(transactions);
        }
        if (rampUp != null) {
            b.rampUpSeconds(rampUp);
        }
        if (thinkMillis != null) {
            b.thinkTimeMillis(thinkMillis);
        }
        if (rate != null) {
            b.rate(rate);
        }
        if (chosenArrival != null) {
            b.arrival(chosenArrival);
        }
        if (seed != null) {
            b.seed(seed);
        }
        if (commit != null) {
            b.commitCount(commit);
        }
        if (interval != null) {
            b.intervalSeconds(interval);
        }
        if (maxRetries != null) {
            b.maxRetries(maxRetries);
        }
        if (errorThreshold != null) {
            b.errorThreshold(errorThreshold);
        }
        if (allFailStopSeconds != null) {
            b.allFailStopSeconds(allFailStopSeconds);
        }
        if (level != null) {
            b.isolation(level);
        }
    }

    /** A finished config; a value out of range is bad input naming its option. */
    static RunConfig build(RunConfig.Builder b) throws BadInputException {
        try {
            return b.build();
        } catch (IllegalArgumentException e) {
            throw new BadInputException("Bad run setting: " + e.getMessage());
        }
    }

    Path runsDirectory() {
        return workspace.runsDirectory();
    }
}
