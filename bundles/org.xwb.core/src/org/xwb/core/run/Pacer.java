package org.xwb.core.run;

import java.util.SplittableRandom;

/**
 * The intended start times of one user under a rate limit: the total rate split evenly over the
 * users, arrivals regular (users staggered across one period) or Poisson (exponential gaps from a
 * stream of their own, so the transaction sequence is the same with or without pacing). Latency is
 * measured from these times, not from when the user got round to it (coordinated omission).
 */
final class Pacer {

    private final long t0;
    private final double periodNanos;
    private final SplittableRandom arrivals;
    /** Offset of the next intended start from t0, kept as a double so regular periods do not drift. */
    private double offset;

    /**
     * @param totalRate transactions per second over all users
     * @param arrivals  the user's arrival stream for Poisson arrivals, null for regular ones
     */
    Pacer(double totalRate, int user, int users, long t0, SplittableRandom arrivals) {
        this.t0 = t0;
        this.periodNanos = users / totalRate * 1e9;
        this.arrivals = arrivals;
        this.offset = arrivals == null ? periodNanos * user / users : gap();
    }

    /** The next intended start (System.nanoTime scale). */
    long next() {
        long intended = t0 + (long) offset;
        offset += arrivals == null ? periodNanos : gap();
        return intended;
    }

    private double gap() {
        return -Math.log(1 - arrivals.nextDouble()) * periodNanos;
    }
}
