package org.xwb.targets.jdbc;

import java.math.BigDecimal;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

/**
 * Binds explain parameters by their Java type. Text can be bound "untyped" where the engine
 * supports it (PostgreSQL: the server infers the type from the statement), so a value typed on
 * the command line ({@code --param 1011}) fits a bigint, numeric or text marker alike.
 */
public final class ParameterBinder {

    private ParameterBinder() {
    }

    public static void bind(PreparedStatement statement, List<Object> parameters, boolean untypedText)
            throws SQLException {
        for (int i = 0; i < parameters.size(); i++) {
            int index = i + 1;
            Object value = parameters.get(i);
            switch (value) {
                case null -> statement.setNull(index, untypedText ? Types.OTHER : Types.VARCHAR);
                case String s when untypedText -> statement.setObject(index, s, Types.OTHER);
                case String s -> statement.setString(index, s);
                case Integer n -> statement.setInt(index, n);
                case Long n -> statement.setLong(index, n);
                case Double n -> statement.setDouble(index, n);
                case BigDecimal n -> statement.setBigDecimal(index, n);
                case LocalDate d -> statement.setObject(index, d);
                case LocalDateTime t -> statement.setObject(index, t);
                case LocalTime t -> statement.setObject(index, t);
                default -> statement.setObject(index, value);
            }
        }
    }
}
