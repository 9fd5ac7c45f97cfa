package org.xwb.core.stats;

/**
 * A transaction type as statistics know it.
 *
 * @param index  position in the run's tables
 * @param id     stable id (result files key rows by it)
 * @param name   display name
 * @param kind   query, insert, update, delete or other (lower case)
 * @param weight relative weight in the mix
 */
public record TransactionType(int index, String id, String name, String kind, double weight) {
}
