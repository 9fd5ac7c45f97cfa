package org.xwb.kit.advisor;

import java.nio.file.Path;

/**
 * What the advisor measures with.
 *
 * @param customers     above 0: build the kit's TPoX database of this many customers first; 0: the
 *                      database as it is
 * @param writeSeconds  the measured length of each short run of the writing transactions
 * @param writeUsers    users of those runs
 * @param verifySeconds the measured length of each verification run of the mix; 0 skips verification
 * @param verifyUsers   users of the verification runs
 * @param draws         parameter values each statement is explained with (the median counts)
 * @param runsDirectory where the advisor's run folders go (writing runs in {@code writes/})
 */
public record AdvisorSettings(long customers, double writeSeconds, int writeUsers, double verifySeconds, int verifyUsers,
        int draws, Path runsDirectory) {

    /** What the draws are, and when fewer pay: the command line's --draws and the dialog's field say it. */
    public static final String DRAWS_MEANING = "Parameter draws each statement is explained with, the median counts";
    public static final String FEWER_DRAWS = "1 shortens the advisor on a large database, where every explain without "
            + "an index reads the whole table";

    /** Ramp-up of every advisor run: long enough for connections and the first plans. */
    public static final double RAMP_UP_SECONDS = 1;

    public AdvisorSettings {
        if (customers < 0) {
            throw new IllegalArgumentException("customers must not be negative, was " + customers);
        }
        if (!(writeSeconds > 0)) {
            throw new IllegalArgumentException("the writing runs' length must be above 0 s, was " + writeSeconds);
        }
        if (verifySeconds < 0) {
            throw new IllegalArgumentException("the verification runs' length must not be negative, was " + verifySeconds);
        }
        if (writeUsers < 1 || verifyUsers < 1) {
            throw new IllegalArgumentException("runs need at least 1 user");
        }
        if (draws < 1) {
            throw new IllegalArgumentException("each statement needs at least 1 parameter draw, was " + draws);
        }
    }

    /** Defaults: the database as it is, 10 s writing runs at 2 users, 30 s verification runs at 4 users, 3 draws. */
    public static AdvisorSettings defaults(Path runsDirectory) {
        return new AdvisorSettings(0, 10, 2, 30, 4, 3, runsDirectory);
    }

    public AdvisorSettings withCustomers(long count) {
        return new AdvisorSettings(count, writeSeconds, writeUsers, verifySeconds, verifyUsers, draws, runsDirectory);
    }

    public AdvisorSettings withWriteRuns(double seconds, int users) {
        return new AdvisorSettings(customers, seconds, users, verifySeconds, verifyUsers, draws, runsDirectory);
    }

    public AdvisorSettings withVerification(double seconds, int users) {
        return new AdvisorSettings(customers, writeSeconds, writeUsers, seconds, users, draws, runsDirectory);
    }

    public AdvisorSettings withDraws(int count) {
        return new AdvisorSettings(customers, writeSeconds, writeUsers, verifySeconds, verifyUsers, count, runsDirectory);
    }
}
