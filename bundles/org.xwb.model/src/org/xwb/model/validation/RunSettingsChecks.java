package org.xwb.model.validation;

import org.xwb.model.RunSettings;

/** Run settings a driver could not honour: no users, negative times, impossible percentiles. */
final class RunSettingsChecks {

    private RunSettingsChecks() {
    }

    static void check(RunSettings settings, ProblemCollector problems) {
        for (int users : settings.getUsers()) {
            if (users < 1) {
                problems.error(settings, "users " + users + ": a run needs at least 1 user");
            }
        }
        notNegative(settings, "duration", settings.getDurationSeconds(), problems);
        notNegative(settings, "ramp-up", settings.getRampUpSeconds(), problems);
        notNegative(settings, "think time", settings.getThinkTimeMillis(), problems);
        notNegative(settings, "rate", settings.getRate(), problems);
        if (settings.getTransactionsPerUser() < 0) {
            problems.error(settings, "transactions per user " + settings.getTransactionsPerUser() + " is negative");
        }
        if (settings.getCommitCount() < 1) {
            problems.error(settings, "commit count " + settings.getCommitCount() + ": commit every 1 or more transactions");
        }
        if (!(settings.getIntervalSeconds() > 0)) {
            problems.error(settings, "the statistics interval must be above 0 s, not " + number(settings.getIntervalSeconds()));
        }
        for (double percentile : settings.getPercentiles()) {
            if (!(percentile > 0 && percentile <= 100)) {
                problems.error(settings, "percentile " + number(percentile) + " is not between 0 and 100");
            }
        }
        if (!(settings.getConfidenceLevel() > 0 && settings.getConfidenceLevel() < 1)) {
            problems.error(settings, "confidence level " + number(settings.getConfidenceLevel()) + " is not between 0 and 1 (e.g. 0.95)");
        }
        if (settings.getMaxRetries() < 0) {
            problems.error(settings, "max retries " + settings.getMaxRetries() + " is negative");
        }
        if (!(settings.getErrorThreshold() >= 0 && settings.getErrorThreshold() <= 1)) {
            problems.error(settings, "error threshold " + number(settings.getErrorThreshold())
                    + " is not a fraction between 0 and 1 (e.g. 0.01)");
        }
        String isolation = settings.getIsolation();
        if (isolation != null && !ISOLATION_LEVELS.contains(isolation)) {
            problems.error(settings, "isolation '" + isolation + "' is not one of " + String.join(", ", ISOLATION_LEVELS));
        }
    }

    /** The isolation levels a workload can ask for, as written in the file (ANSI names). */
    public static final java.util.List<String> ISOLATION_LEVELS = java.util.List.of("read-committed", "repeatable-read",
            "serializable");

    private static void notNegative(RunSettings settings, String what, double value, ProblemCollector problems) {
        if (!(value >= 0)) {
            problems.error(settings, what + " " + number(value) + " is negative");
        }
    }

    private static String number(double value) {
        return WorkloadValidator.number(value);
    }
}
