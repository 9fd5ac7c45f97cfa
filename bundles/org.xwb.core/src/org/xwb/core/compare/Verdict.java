package org.xwb.core.compare;

/**
 * What a comparison says about one transaction's mean latency against the baseline: a difference
 * counts only when the two runs' confidence intervals of the mean do not overlap.
 */
public enum Verdict {
    /** The run's interval lies wholly below the baseline's. */
    FASTER("faster"),
    /** The run's interval lies wholly above the baseline's. */
    SLOWER("slower"),
    /** The intervals overlap: the difference is not larger than the runs' own noise. */
    WITHIN_NOISE("within noise"),
    /** One side has no interval (no transaction of the type, or one only): nothing to say. */
    NOT_COMPARABLE("not comparable");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** As the comparison table and {@code xwb compare} print it. */
    public String label() {
        return label;
    }
}
