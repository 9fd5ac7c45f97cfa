package org.xwb.targets.basex;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.sql.SQLXML;

/**
 * An XML value on its way to an external variable: the driver writes a document's bytes into it
 * (or a string), and the statement parses them when it binds ({@link BaseXBindings#document}).
 */
final class BaseXSqlXml {

    private ByteArrayOutputStream bytes;
    private StringWriter text;

    static SQLXML create() {
        return JdbcFacade.of(SQLXML.class, new BaseXSqlXml());
    }

    /** The bytes written, or the text as UTF-8. */
    byte[] content() {
        if (bytes != null) {
            return bytes.toByteArray();
        }
        return text == null ? new byte[0] : text.toString().getBytes(StandardCharsets.UTF_8);
    }

    public OutputStream setBinaryStream() {
        bytes = new ByteArrayOutputStream();
        return bytes;
    }

    public Writer setCharacterStream() {
        text = new StringWriter();
        return text;
    }

    public void setString(String value) {
        text = new StringWriter();
        text.write(value);
    }

    public String getString() {
        return new String(content(), StandardCharsets.UTF_8);
    }

    public InputStream getBinaryStream() {
        return new ByteArrayInputStream(content());
    }

    public Reader getCharacterStream() {
        return new StringReader(getString());
    }

    public void free() {
        bytes = null;
        text = null;
    }
}
