package org.xwb.core.target;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.math.BigDecimal;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

import org.xwb.core.values.DocumentValue;
import org.xwb.core.values.ValueConversions;
import org.xwb.model.ParameterType;

/**
 * Binds values to JDBC markers, for runs and explains alike, with the setter of the marker's type:
 * values are always bound, never spliced into SQL. XML goes through
 * {@link java.sql.Connection#createSQLXML()} (a document's bytes as they are, so its encoding
 * declaration holds).
 */
public final class ParameterBinder {

    /** An explain parameter with the type of the marker it stands for (a run binds the same). */
    public record Typed(ParameterType type, Object value) {
    }

    private ParameterBinder() {
    }

    /**
     * Binds an explain's values in order, each exactly as a run binds a marker of its type: a
     * {@link Typed} value with its type, others with the type their Java class stands for (Long
     * BIGINT, BigDecimal DECIMAL, LocalDate DATE, ...). A String is VARCHAR, or with
     * {@code untypedText} sent untyped so the server infers its type from the statement (PostgreSQL:
     * {@code --param 1011} fits a bigint, numeric or text marker alike).
     *
     * @param sqlxml collects the SQLXML objects made, freed by the caller after execution
     */
    public static void bindAll(PreparedStatement statement, List<Object> values, boolean untypedText,
            List<SQLXML> sqlxml) throws SQLException {
        for (int i = 0; i < values.size(); i++) {
            int index = i + 1;
            Object value = values.get(i);
            if (value instanceof Typed typed) {
                bind(statement, index, typed.type(), typed.value(), sqlxml);
            } else if (value == null) {
                statement.setNull(index, untypedText ? Types.OTHER : Types.VARCHAR);
            } else if (value instanceof String text && untypedText) {
                statement.setObject(index, text, Types.OTHER);
            } else {
                ParameterType type = typeOf(value);
                if (type == null) {
                    statement.setObject(index, value);
                } else {
                    bind(statement, index, type, value, sqlxml);
                }
            }
        }
    }

    /** The marker type a Java value stands for; null when none does (every target kind asks here). */
    public static ParameterType typeOf(Object value) {
        return switch (value) {
            case String s -> ParameterType.VARCHAR;
            case Integer n -> ParameterType.INTEGER;
            case Long n -> ParameterType.BIGINT;
            case BigDecimal n -> ParameterType.DECIMAL;
            case Double n -> ParameterType.DOUBLE;
            case LocalDate d -> ParameterType.DATE;
            case LocalTime t -> ParameterType.TIME;
            case LocalDateTime t -> ParameterType.TIMESTAMP;
            case byte[] b -> ParameterType.BLOB;
            case DocumentValue d -> ParameterType.XML;
            default -> null;
        };
    }

    /**
     * @param sqlxml collects the SQLXML objects made, freed by the caller after execution
     * @throws IllegalArgumentException when the value does not convert to the type
     */
    public static void bind(PreparedStatement statement, int index, ParameterType type, Object value, List<SQLXML> sqlxml)
            throws SQLException {
        if (type == ParameterType.XML && value instanceof DocumentValue document && document.clob()) {
            type = ParameterType.CLOB; // TPoX filesclob
        }
        switch (type) {
        case VARCHAR -> statement.setString(index, ValueConversions.asText(value));
        case INTEGER -> statement.setInt(index, Math.toIntExact(ValueConversions.asLong(value)));
        case BIGINT -> statement.setLong(index, ValueConversions.asLong(value));
        case DECIMAL -> statement.setBigDecimal(index, ValueConversions.asDecimal(value));
        case DOUBLE -> statement.setDouble(index, ValueConversions.asDouble(value));
        case DATE -> statement.setDate(index, Date.valueOf(ValueConversions.asDate(value)));
        case TIME -> statement.setTime(index, Time.valueOf(ValueConversions.asTime(value)));
        case TIMESTAMP -> statement.setTimestamp(index, Timestamp.valueOf(ValueConversions.asDateTime(value)));
        case XML -> {
            SQLXML xml = statement.getConnection().createSQLXML();
            sqlxml.add(xml);
            if (value instanceof DocumentValue document) {
                try (OutputStream out = xml.setBinaryStream()) {
                    out.write(document.document().content());
                } catch (IOException e) {
                    throw new SQLException("Cannot pass document " + document + " to the driver: " + e.getMessage(), e);
                }
            } else {
                xml.setString(ValueConversions.asText(value));
            }
            statement.setSQLXML(index, xml);
        }
        case CLOB -> {
            String text = ValueConversions.asText(value);
            statement.setCharacterStream(index, new StringReader(text), text.length());
        }
        case BLOB -> statement.setBytes(index, ValueConversions.asBytes(value));
        }
    }
}
