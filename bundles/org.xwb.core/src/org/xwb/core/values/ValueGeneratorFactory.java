package org.xwb.core.values;

/** Makes the generator of one marker for each user; shared state (lists, id ranges) stays in the factory. */
@FunctionalInterface
public interface ValueGeneratorFactory {

    /**
     * @param user  the user's index, 0-based
     * @param users how many users the run has (sequential sources interleave: user i takes i, i+n, ...)
     */
    ValueGenerator forUser(int user, int users);

    /** A factory whose generator has no per-user state. */
    static ValueGeneratorFactory shared(ValueGenerator generator) {
        return (user, users) -> generator;
    }
}
