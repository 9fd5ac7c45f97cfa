package org.xwb.core.target;

/**
 * An index a target has on a table, as its catalog describes it (PostgreSQL: pg_get_indexdef).
 *
 * @param table      the table it is on
 * @param name       its name
 * @param definition the engine's own definition text
 */
public record TargetIndex(String table, String name, String definition) {
}
