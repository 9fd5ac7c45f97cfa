package org.xwb.core.values;

import java.util.SplittableRandom;

/**
 * Draws the values of one parameter marker for one virtual user. Each user has its own instance
 * (state such as a sequence position is per user), so implementations need not be thread-safe.
 * Everything random comes from the user's stream: the same seed replays the same values.
 */
@FunctionalInterface
public interface ValueGenerator {

    /**
     * @param random the user's random stream
     * @param drawn  the values drawn so far in this execution of the transaction, by parameter
     *               position (0-based); {@code same} reads an earlier one from here
     * @return the value, as Long, BigDecimal, Double, String, LocalDate, LocalTime, LocalDateTime
     *         or {@link DocumentValue}; the binder converts it to the marker's JDBC type
     */
    Object next(SplittableRandom random, Object[] drawn);
}
