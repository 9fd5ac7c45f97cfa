package org.xwb.core.documents;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads bytes with a few bytes of look-ahead and keeps the line and column of the next byte, so
 * the splitter can say where each document starts in its file.
 */
final class ByteCursor {

    private final InputStream in;
    private byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private int line = 1;
    private int column = 1;

    ByteCursor(InputStream in) {
        this.in = in;
    }

    /** The byte {@code ahead} positions after the next one (0 = the next one), or -1 at the end. */
    int peek(int ahead) throws IOException {
        fill(ahead + 1);
        return position + ahead < limit ? buffer[position + ahead] & 0xff : -1;
    }

    /** Consumes and returns the next byte, or -1 at the end. */
    int take() throws IOException {
        int b = peek(0);
        if (b < 0) {
            return -1;
        }
        position++;
        if (b == '\n') {
            line++;
            column = 1;
        } else {
            column++;
        }
        return b;
    }

    /** True when the next bytes are {@code prefix} (ASCII). */
    boolean startsWith(String prefix) throws IOException {
        for (int i = 0; i < prefix.length(); i++) {
            if (peek(i) != prefix.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }

    private void fill(int wanted) throws IOException {
        if (limit - position >= wanted) {
            return;
        }
        if (position > 0) {
            System.arraycopy(buffer, position, buffer, 0, limit - position);
            limit -= position;
            position = 0;
        }
        if (wanted > buffer.length) {
            byte[] bigger = new byte[Math.max(wanted, buffer.length * 2)];
            System.arraycopy(buffer, 0, bigger, 0, limit);
            buffer = bigger;
        }
        while (limit < wanted) {
            int read = in.read(buffer, limit, buffer.length - limit);
            if (read < 0) {
                return;
            }
            limit += read;
        }
    }
}
