package org.xwb.core.run;

import java.util.List;

import org.xwb.core.target.IsolationLevel;
import org.xwb.model.Arrival;
import org.xwb.model.RunSettings;

/**
 * The settings of one run, fixed when it starts (a {@link RunSettings} of the workload with the
 * overrides of the command line or the dashboard, and one user count where a sweep has several).
 * Every field is recorded in the run's run.json.
 *
 * @param users               concurrent virtual users, each with its own connection
 * @param durationSeconds     measured time after ramp-up; 0 when {@code transactionsPerUser} is set
 * @param transactionsPerUser transactions each user runs after ramp-up; 0 when a duration is set
 * @param rampUpSeconds       time the users run before measuring starts (not counted, as TPoX)
 * @param thinkTimeMillis     pause of a user between transactions (ignored under a rate limit)
 * @param rate                total transactions per second over all users; 0 = as fast as possible
 * @param arrival             regular or Poisson arrivals under a rate
 * @param seed                the run seed; user i draws from seed + i
 * @param commitCount         a user commits every n transactions (autocommit off; with 1, a transaction of one
 *                            statement is sent in autocommit mode as the server's own transaction: UserSession)
 * @param intervalSeconds     period of the interval statistics
 * @param percentiles         percentiles reported besides 50, 90, 95, 99 and 99.9
 * @param confidenceLevel     of the confidence interval of the mean latency, e.g. 0.95
 * @param maxRetries          retries of a transaction after a deadlock, timeout or serialization failure
 * @param errorThreshold      failed fraction above which the run counts as failed
 * @param isolation           transaction isolation of every user's connection; null keeps the target's default
 * @param allFailStopSeconds  the run stops early, failed, when every transaction that ended in its first
 *                            this many seconds (ramp-up included; at least {@link #ALL_FAIL_MINIMUM}) failed:
 *                            a run that cannot work says why at once; 0 never stops
 */
public record RunConfig(int users, double durationSeconds, long transactionsPerUser, double rampUpSeconds,
        double thinkTimeMillis, double rate, Arrival arrival, long seed, int commitCount, double intervalSeconds,
        List<Double> percentiles, double confidenceLevel, int maxRetries, double errorThreshold,
        IsolationLevel isolation, double allFailStopSeconds) {

    /** How many transactions must have failed, and none succeeded, before a run stops early. */
    public static final int ALL_FAIL_MINIMUM = 10;
    /** The default of {@link #allFailStopSeconds}. */
    public static final double ALL_FAIL_STOP_SECONDS = 5;

    /** The percentiles every report has. */
    public static final List<Double> STANDARD_PERCENTILES = List.of(50.0, 90.0, 95.0, 99.0, 99.9);

    public RunConfig {
        arrival = arrival == null ? Arrival.REGULAR : arrival;
        percentiles = List.copyOf(percentiles);
        require(users >= 1, "users", "must be at least 1, is " + users);
        require(durationSeconds >= 0 && Double.isFinite(durationSeconds), "duration", "must be 0 or more seconds");
        require(transactionsPerUser >= 0, "transactions", "must be 0 or more");
        require(durationSeconds > 0 || transactionsPerUser > 0, "duration",
                "give a duration or a number of transactions per user");
        require(!(durationSeconds > 0 && transactionsPerUser > 0), "transactions",
                "give a duration or a number of transactions per user, not both");
        require(rampUpSeconds >= 0 && Double.isFinite(rampUpSeconds), "rampup", "must be 0 or more seconds");
        require(thinkTimeMillis >= 0 && Double.isFinite(thinkTimeMillis), "think", "must be 0 or more");
        require(rate >= 0 && Double.isFinite(rate), "rate", "must be 0 or more transactions per second");
        require(commitCount >= 1, "commit", "must be at least 1, is " + commitCount);
        require(intervalSeconds >= 0.05 && Double.isFinite(intervalSeconds), "interval", "must be at least 0.05 s");
        require(confidenceLevel > 0 && confidenceLevel < 1, "confidenceLevel", "must lie between 0 and 1");
        require(maxRetries >= 0, "maxRetries", "must be 0 or more");
        require(errorThreshold >= 0 && errorThreshold <= 1, "errorThreshold", "must lie between 0 and 1");
        require(allFailStopSeconds >= 0 && Double.isFinite(allFailStopSeconds), "allFailStopSeconds",
                "must be 0 (never stop) or more seconds");
        for (double p : percentiles) {
            require(p > 0 && p < 100, "percentile", p + " must lie between 0 and 100");
        }
    }

    private static void require(boolean ok, String field, String message) {
        if (!ok) {
            throw new IllegalArgumentException(field + ": " + message);
        }
    }

    /** The reported percentiles: the standard ones and the extra ones, ascending, no duplicates. */
    public List<Double> allPercentiles() {
        return java.util.stream.Stream.concat(STANDARD_PERCENTILES.stream(), percentiles.stream()).distinct().sorted()
                .toList();
    }

    /** Settings of a workload, for the first of its user counts (the model's defaults when {@code settings} is null). */
    public static Builder from(RunSettings settings) {
        Builder b = new Builder();
        if (settings == null) {
            return b;
        }
        if (!settings.getUsers().isEmpty()) {
            b.users = settings.getUsers().get(0);
        }
        b.durationSeconds = settings.getDurationSeconds();
        b.transactionsPerUser = settings.getTransactionsPerUser();
        if (b.durationSeconds == 0 && b.transactionsPerUser == 0) {
            b.durationSeconds = Builder.DEFAULT_DURATION;
        }
        b.rampUpSeconds = settings.getRampUpSeconds();
        b.thinkTimeMillis = settings.getThinkTimeMillis();
        b.rate = settings.getRate();
        b.arrival = settings.getArrival();
        b.seed = settings.getSeed();
        b.commitCount = settings.getCommitCount();
        b.intervalSeconds = settings.getIntervalSeconds();
        b.percentiles = List.copyOf(settings.getPercentiles());
        b.confidenceLevel = settings.getConfidenceLevel();
        b.maxRetries = settings.getMaxRetries();
        b.errorThreshold = settings.getErrorThreshold();
        try {
            b.isolation = IsolationLevel.parse(settings.getIsolation());
        } catch (IllegalArgumentException e) {
            // the workload validator reports it with the file's location; the run keeps the default
            b.isolation = null;
        }
        return b;
    }

    /** Mutable settings; defaults are the model's (RunSettings) and a 60 s run of one user. */
    public static final class Builder {
        static final double DEFAULT_DURATION = 60;

        private int users = 1;
        private double durationSeconds = DEFAULT_DURATION;
        private long transactionsPerUser;
        private double rampUpSeconds;
        private double thinkTimeMillis;
        private double rate;
        private Arrival arrival = Arrival.REGULAR;
        private long seed = 42;
        private int commitCount = 1;
        private double intervalSeconds = 1;
        private List<Double> percentiles = List.of();
        private double confidenceLevel = 0.95;
        private int maxRetries = 3;
        private double errorThreshold = 0.01;
        private double allFailStopSeconds = ALL_FAIL_STOP_SECONDS;
        private IsolationLevel isolation;

        public Builder users(int v) {
            users = v;
            return this;
        }

        /** A measured duration; clears a transaction count. */
        public Builder durationSeconds(double v) {
            durationSeconds = v;
            transactionsPerUser = 0;
            return this;
        }

        /** A transaction count per user; clears a duration. */
        public Builder transactionsPerUser(long v) {
            transactionsPerUser = v;
            durationSeconds = 0;
            return this;
        }

        public Builder rampUpSeconds(double v) {
            rampUpSeconds = v;
            return this;
        }

        public Builder thinkTimeMillis(double v) {
            thinkTimeMillis = v;
            return this;
        }

        public Builder rate(double v) {
            rate = v;
            return this;
        }

        public Builder arrival(Arrival v) {
            arrival = v;
            return this;
        }

        public Builder seed(long v) {
            seed = v;
            return this;
        }

        public Builder commitCount(int v) {
            commitCount = v;
            return this;
        }

        public Builder intervalSeconds(double v) {
            intervalSeconds = v;
            return this;
        }

        public Builder percentiles(List<Double> v) {
            percentiles = List.copyOf(v);
            return this;
        }

        public Builder confidenceLevel(double v) {
            confidenceLevel = v;
            return this;
        }

        public Builder maxRetries(int v) {
            maxRetries = v;
            return this;
        }

        public Builder errorThreshold(double v) {
            errorThreshold = v;
            return this;
        }

        /** Seconds from the start in which a run whose transactions all fail stops early; 0: never. */
        public Builder allFailStopSeconds(double v) {
            allFailStopSeconds = v;
            return this;
        }

        /** Null keeps the target's default isolation. */
        public Builder isolation(IsolationLevel v) {
            isolation = v;
            return this;
        }

        /** @throws IllegalArgumentException naming the field that is out of range */
        public RunConfig build() {
            return new RunConfig(users, durationSeconds, transactionsPerUser, rampUpSeconds, thinkTimeMillis, rate,
                    arrival, seed, commitCount, intervalSeconds, percentiles, confidenceLevel, maxRetries,
                    errorThreshold, isolation, allFailStopSeconds);
        }
    }
}
