package org.xwb.core.values;

import java.io.IOException;

import org.xwb.core.target.DocumentStream;

/**
 * The documents of one collection in a fixed order, shared by all users of a run: user i of n
 * takes documents i, i+n, i+2n, ... so each document is inserted once and a user's sequence is
 * the same in every run. Thread-safe.
 */
public interface DocumentFeed extends AutoCloseable {

    /** The document at {@code index} (0-based), or null when the collection has fewer documents. */
    DocumentStream.Document get(long index) throws IOException;

    @Override
    default void close() {
    }
}
