package org.xwb.core.target;

import java.util.Iterator;

/**
 * Documents to load, produced lazily (read from files, or generated on the fly). Closing it
 * releases open files.
 */
public interface DocumentStream extends Iterator<DocumentStream.Document>, AutoCloseable {

    /**
     * One document.
     *
     * @param id      its id (the table's id column)
     * @param origin  where it came from, for error messages: "orders/batch-3.xml#17" or "generated order 42"
     * @param content the XML, UTF-8
     */
    record Document(long id, String origin, byte[] content) {
    }

    /**
     * Thrown by {@link #next()} for one document that cannot be read (not well-formed before its
     * id, no id at the collection's id path, ...). The stream has moved past it and stays usable:
     * a loader reports the document as rejected and goes on (or stops when it is strict).
     */
    final class UnreadableDocumentException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String origin;
        private final String reason;

        public UnreadableDocumentException(String origin, String reason) {
            super(origin + ": " + reason);
            this.origin = origin;
            this.reason = reason;
        }

        public String origin() {
            return origin;
        }

        public String reason() {
            return reason;
        }
    }

    @Override
    default void close() {
    }
}
