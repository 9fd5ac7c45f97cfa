package org.xwb.core.documents;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Cuts a file of concatenated XML documents (a TPoX batch file) into documents without parsing
 * them. A document is its prolog (XML declaration, comments, processing instructions, DOCTYPE)
 * and one root element; the root ends when the element depth returns to zero, counting start,
 * end and empty-element tags and skipping comments, CDATA sections, processing instructions and
 * quoted attribute values, where a '&lt;' or '&gt;' means nothing. An XML declaration can only
 * open a document, so one met inside an unfinished document starts the next one: a document
 * with a missing end tag does not swallow the rest of the file, it is handed on (and then
 * rejected with the parser's reason).
 *
 * <p>Works on bytes, so it handles UTF-8 and the ASCII-compatible single-byte encodings
 * (US-ASCII, ISO-8859-x, windows-125x): every markup character is ASCII there. A UTF-16 file
 * (byte order mark or "&lt;?" as two-byte units) is returned whole, as one document.
 */
final class XmlDocumentSplitter {

    /** One document's bytes and where it starts in the file (1-based line and byte column). */
    record Piece(byte[] bytes, int line, int column) {
    }

    private final ByteCursor cursor;
    private final boolean wholeFile;
    private boolean done;

    XmlDocumentSplitter(InputStream in) throws IOException {
        cursor = new ByteCursor(in);
        wholeFile = isUtf16(cursor);
    }

    /** The next document, or null when the file holds no more. */
    Piece next() throws IOException {
        if (done) {
            return null;
        }
        if (wholeFile) {
            done = true;
            return readRest();
        }
        skipWhitespaceAndByteOrderMarks();
        if (cursor.peek(0) < 0) {
            done = true;
            return null;
        }
        int line = cursor.line();
        int column = cursor.column();
        ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
        boolean rootStarted = false;
        boolean textOutsideRoot = false;
        int depth = 0;
        while (true) {
            int c = cursor.peek(0);
            if (c < 0) {
                break;
            }
            if (c != '<') {
                if (depth == 0 && !isWhitespace(c)) {
                    textOutsideRoot = true;
                }
                out.write(cursor.take());
                continue;
            }
            int c1 = cursor.peek(1);
            if (c1 == '?') {
                if (isXmlDeclaration() && out.size() > 0) {
                    if (rootStarted || textOutsideRoot) {
                        return new Piece(withoutTrailingWhitespace(out.toByteArray()), line, column);
                    }
                    // only comments or PIs so far: trailing misc of the previous document
                    out.reset();
                    line = cursor.line();
                    column = cursor.column();
                }
                copyThrough("?>", out);
            } else if (c1 == '!') {
                if (cursor.startsWith("<!--")) {
                    copyThrough("-->", out);
                } else if (cursor.startsWith("<![CDATA[")) {
                    copyThrough("]]>", out);
                } else {
                    copyDeclaration(out);
                }
            } else if (c1 == '/') {
                copyTag(out);
                if (!rootStarted) {
                    // a stray end tag (the rest of a broken document): a piece of its own, so the
                    // parser rejects it and the next document stays intact
                    return new Piece(out.toByteArray(), line, column);
                }
                if (--depth == 0) {
                    return new Piece(out.toByteArray(), line, column);
                }
            } else {
                boolean empty = copyTag(out);
                rootStarted = true;
                if (!empty) {
                    depth++;
                } else if (depth == 0) {
                    return new Piece(out.toByteArray(), line, column);
                }
            }
        }
        done = cursor.peek(0) < 0;
        if (!rootStarted && !textOutsideRoot) {
            return null; // only comments or PIs after the last document: nothing to load
        }
        return new Piece(withoutTrailingWhitespace(out.toByteArray()), line, column);
    }

    private boolean isXmlDeclaration() throws IOException {
        return cursor.startsWith("<?xml") && isWhitespace(cursor.peek(5));
    }

    /** Copies a start or end tag; true when it is an empty-element tag ("/&gt;"). */
    private boolean copyTag(ByteArrayOutputStream out) throws IOException {
        TagEnd scan = new TagEnd();
        int previous = 0;
        int c;
        while ((c = cursor.take()) >= 0) {
            out.write(c);
            if (scan.ends(c)) {
                return previous == '/';
            }
            if (!isWhitespace(c)) {
                previous = c;
            }
        }
        return false;
    }

    /** Copies a DOCTYPE (or other markup declaration), internal subset included. */
    private void copyDeclaration(ByteArrayOutputStream out) throws IOException {
        TagEnd scan = new TagEnd();
        int brackets = 0;
        while (cursor.peek(0) >= 0) {
            if (!scan.inQuotes() && brackets > 0 && cursor.startsWith("<!--")) {
                copyThrough("-->", out);
                continue;
            }
            int c = cursor.take();
            out.write(c);
            boolean quoted = scan.inQuotes();
            boolean closes = scan.ends(c);
            if (quoted || scan.inQuotes()) {
                continue; // inside, opening or closing a quoted literal
            }
            if (c == '[') {
                brackets++;
            } else if (c == ']') {
                brackets--;
            } else if (closes && brackets <= 0) {
                return;
            }
        }
    }

    private void copyThrough(String terminator, ByteArrayOutputStream out) throws IOException {
        for (int i = 0; i < 2 && cursor.peek(0) >= 0; i++) {
            out.write(cursor.take()); // "<?", "<!": never part of the terminator
        }
        while (cursor.peek(0) >= 0) {
            if (cursor.startsWith(terminator)) {
                for (int i = 0; i < terminator.length(); i++) {
                    out.write(cursor.take());
                }
                return;
            }
            out.write(cursor.take());
        }
    }

    private void skipWhitespaceAndByteOrderMarks() throws IOException {
        while (true) {
            int c = cursor.peek(0);
            if (isWhitespace(c)) {
                cursor.take();
            } else if (c == 0xEF && cursor.peek(1) == 0xBB && cursor.peek(2) == 0xBF) {
                cursor.take();
                cursor.take();
                cursor.take();
            } else {
                return;
            }
        }
    }

    private Piece readRest() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int c;
        while ((c = cursor.take()) >= 0) {
            out.write(c);
        }
        return new Piece(out.toByteArray(), 1, 1);
    }

    private static byte[] withoutTrailingWhitespace(byte[] bytes) {
        int end = bytes.length;
        while (end > 0 && isWhitespace(bytes[end - 1])) {
            end--;
        }
        return end == bytes.length ? bytes : java.util.Arrays.copyOf(bytes, end);
    }

    private static boolean isUtf16(ByteCursor cursor) throws IOException {
        int b0 = cursor.peek(0);
        int b1 = cursor.peek(1);
        return (b0 == 0xFE && b1 == 0xFF) || (b0 == 0xFF && b1 == 0xFE) || (b0 == 0 && b1 == '<')
                || (b0 == '<' && b1 == 0 && cursor.peek(2) == '?');
    }

    private static boolean isWhitespace(int c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }
}
