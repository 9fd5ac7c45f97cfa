package org.xwb.kit.session;

import java.util.List;

/**
 * A run the session did not start because its target lacks what the workload reads: a collection
 * its statements name or draw ids from is missing or empty, or an id range misses the database's
 * ids ({@link org.xwb.kit.design.TargetCheck}, the check of {@code xwb check --target}). Bad input,
 * not a failure of the run: the message says what to do, {@link #problems()} lists each problem.
 */
public final class TargetNotReadyException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String target;
    private final transient List<String> problems;
    private final boolean kitDatabaseMissing;

    TargetNotReadyException(String target, List<String> problems, boolean kitDatabaseMissing) {
        super(message(target, problems, kitDatabaseMissing));
        this.target = target;
        this.problems = List.copyOf(problems);
        this.kitDatabaseMissing = kitDatabaseMissing;
    }

    /** A collection of the kit database is missing or empty there: building it is the way on. */
    public boolean kitDatabaseMissing() {
        return kitDatabaseMissing;
    }

    /** The target as the request named it (a profile or URL). */
    public String target() {
        return target;
    }

    public List<String> problems() {
        return problems;
    }

    private static String message(String target, List<String> problems, boolean kitDatabaseMissing) {
        String count = problems.size() + " problem" + (problems.size() == 1 ? "" : "s") + " on target " + target;
        // the way out first: a status line is one line, cut at its width
        return kitDatabaseMissing
                ? "Not started: no kit database on " + target + " (" + count + ", see Problems). Build it: Start "
                        + "tpox-mixed.xwl with Fresh TPoX database (or xwb demo)."
                : "Not started: " + count + " (see Problems): " + problems.get(0);
    }
}
