package org.xwb.model.io;

import java.nio.file.Path;

/**
 * One thing wrong with a file, where it is: the file, a 1-based line and column (0 when
 * unknown) and a message a person can act on.
 */
public record FileProblem(Path file, int line, int column, String message) {

    /** {@code file:line:column: message}, the form compilers use, so editors can jump to it. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder(String.valueOf(file));
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        return text.append(": ").append(message).toString();
    }
}
