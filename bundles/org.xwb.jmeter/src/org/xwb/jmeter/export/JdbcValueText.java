package org.xwb.jmeter.export;

import java.sql.Time;
import java.sql.Timestamp;

import org.xwb.core.values.ValueConversions;
import org.xwb.model.ParameterType;

/**
 * A value as text that JMeter's JDBC request turns back into the value XWB binds: JMeter parses
 * a DATE with {@code Date.valueOf}, a TIME with {@code Time.valueOf} and a TIMESTAMP with
 * {@code Timestamp.valueOf} ({@code 2006-01-31 09:30:00}, not ISO's {@code T}), numbers with
 * their {@code parse} methods, and passes other types as the text.
 */
final class JdbcValueText {

    private JdbcValueText() {
    }

    static String of(Object value, ParameterType type) {
        return switch (type == null ? ParameterType.VARCHAR : type) {
        case INTEGER, BIGINT -> Long.toString(ValueConversions.asLong(value));
        case DECIMAL -> ValueConversions.asDecimal(value).toPlainString();
        case DOUBLE -> Double.toString(ValueConversions.asDouble(value));
        case DATE -> ValueConversions.asDate(value).toString();
        case TIME -> Time.valueOf(ValueConversions.asTime(value)).toString();
        case TIMESTAMP -> Timestamp.valueOf(ValueConversions.asDateTime(value)).toString();
        default -> ValueConversions.asText(value);
        };
    }

    /** The JDBC type name JMeter's JDBC request binds a marker of {@code type} with. */
    static String jmeterType(ParameterType type) {
        ParameterType t = type == null ? ParameterType.VARCHAR : type;
        return switch (t) {
        case XML -> "SQLXML"; // setObject(text, SQLXML)
        case CLOB -> "LONGVARCHAR"; // setString: JMeter has no character stream
        case BLOB -> "LONGVARBINARY"; // setBytes of the text's UTF-8
        default -> t.getLiteral();
        };
    }
}
