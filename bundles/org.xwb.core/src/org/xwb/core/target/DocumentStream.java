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

    @Override
    default void close() {
    }
}
