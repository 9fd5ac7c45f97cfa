package org.xwb.core.target;

import java.sql.Connection;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The transaction isolation a workload or a run asks for, by its ANSI name as the workload file
 * writes it. A run without one keeps the target's default; a target names the level in its own
 * terms ({@link Target#isolationName}), e.g. DB2 calls serializable "repeatable read".
 */
public enum IsolationLevel {
    READ_COMMITTED("read-committed", Connection.TRANSACTION_READ_COMMITTED),
    REPEATABLE_READ("repeatable-read", Connection.TRANSACTION_REPEATABLE_READ),
    SERIALIZABLE("serializable", Connection.TRANSACTION_SERIALIZABLE);

    private final String label;
    private final int jdbcLevel;

    IsolationLevel(String label, int jdbcLevel) {
        this.label = label;
        this.jdbcLevel = jdbcLevel;
    }

    /** The name in workload files, run.json and on the command line, e.g. "repeatable-read". */
    public String label() {
        return label;
    }

    /** The level for {@link Connection#setTransactionIsolation}. */
    public int jdbcLevel() {
        return jdbcLevel;
    }

    /**
     * The level a name gives; null or blank is none (the target's default).
     *
     * @throws IllegalArgumentException naming the levels there are
     */
    public static IsolationLevel parse(String name) {
        if (name == null || name.isBlank()) {
            return null;
        }
        String wanted = name.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
        for (IsolationLevel level : values()) {
            if (level.label.equals(wanted)) {
                return level;
            }
        }
        throw new IllegalArgumentException("'" + name + "' is not an isolation level; use one of " + names());
    }

    /** "read-committed, repeatable-read, serializable". */
    public static String names() {
        return Arrays.stream(values()).map(IsolationLevel::label).collect(Collectors.joining(", "));
    }
}
