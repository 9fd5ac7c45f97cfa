package org.xwb.core.target;

/** The lowest and highest id a collection holds on a target (both inclusive). */
public record IdSpan(long lowest, long highest) {

    public IdSpan {
        if (highest < lowest) {
            throw new IllegalArgumentException("highest id " + highest + " below lowest " + lowest);
        }
    }
}
