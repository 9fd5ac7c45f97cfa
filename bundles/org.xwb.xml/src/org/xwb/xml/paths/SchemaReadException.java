package org.xwb.xml.paths;

import java.io.IOException;

/** A schema file that cannot be read as a schema: names the file and, where known, the line. */
public final class SchemaReadException extends IOException {

    private static final long serialVersionUID = 1L;

    public SchemaReadException(String message, Throwable cause) {
        super(message, cause);
    }
}
