package org.xwb.xml.schema;

import java.nio.file.Path;

/**
 * A place in a schema file: 1-based line and column (0 when unknown).
 *
 * @param file   the schema file
 * @param line   1-based line
 * @param column 1-based column
 */
public record Place(Path file, int line, int column) {

    @Override
    public String toString() {
        return file.getFileName() + ":" + line + ":" + column;
    }
}
