package org.xwb.core.run;

import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.List;

import org.xwb.core.values.DocumentValue;
import org.xwb.core.values.ValueConversions;
import org.xwb.model.ParameterType;

/**
 * Binds a drawn value to a JDBC marker with the setter of the marker's type: values are always
 * bound, never spliced into SQL. XML goes through {@link java.sql.Connection#createSQLXML()}
 * (a document's bytes as they are, so its encoding declaration holds).
 */
final class ParameterBinder {

    private ParameterBinder() {
    }

    /**
     * @param sqlxml collects the SQLXML objects made, freed by the caller after execution
     * @throws IllegalArgumentException when the value does not convert to the type
     */
    static void bind(PreparedStatement statement, int index, ParameterType type, Object value, List<SQLXML> sqlxml)
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
