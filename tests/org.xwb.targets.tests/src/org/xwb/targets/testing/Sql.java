package org.xwb.targets.testing;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.xwb.core.target.Target;

/** Small JDBC helpers for assertions. */
public final class Sql {

    private Sql() {
    }

    /** The first column of the first row, as text. */
    public static String scalar(Target target, String sql, Object... parameters) throws SQLException {
        try (Connection c = target.connect(); PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                ps.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }

    public static long count(Target target, String table) throws SQLException {
        return Long.parseLong(scalar(target, "SELECT count(*) FROM " + table));
    }

    public static void execute(Target target, String... statements) throws SQLException {
        try (Connection c = target.connect(); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        }
    }
}
