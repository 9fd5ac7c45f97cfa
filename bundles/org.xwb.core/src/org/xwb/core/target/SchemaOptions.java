package org.xwb.core.target;

/**
 * Knobs of schema creation.
 *
 * @param dropExisting  drop the collection tables first
 * @param deferIndexes  create the tables only; {@link Target#createIndexes} adds the indexes
 *                      after the load (seed 004: indexes before or after a load)
 */
public record SchemaOptions(boolean dropExisting, boolean deferIndexes) {

    public static final SchemaOptions DEFAULT = new SchemaOptions(false, false);
}
