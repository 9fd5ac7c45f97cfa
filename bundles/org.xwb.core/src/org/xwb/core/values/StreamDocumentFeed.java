package org.xwb.core.values;

import java.util.HashMap;
import java.util.Map;

import org.xwb.core.target.DocumentStream;

/**
 * Gives index access to a sequential {@link DocumentStream}. Documents read ahead for users that
 * are behind wait in a small map until they are taken; each index is handed out once.
 */
public final class StreamDocumentFeed implements DocumentFeed {

    private final DocumentStream stream;
    private final Map<Long, DocumentStream.Document> readAhead = new HashMap<>();
    private long nextIndex;

    public StreamDocumentFeed(DocumentStream stream) {
        this.stream = stream;
    }

    @Override
    public synchronized DocumentStream.Document get(long index) {
        DocumentStream.Document waiting = readAhead.remove(index);
        if (waiting != null) {
            return waiting;
        }
        if (index < nextIndex) {
            throw new IllegalStateException("Document " + index + " has already been taken");
        }
        while (nextIndex < index && stream.hasNext()) {
            readAhead.put(nextIndex++, stream.next());
        }
        if (nextIndex == index && stream.hasNext()) {
            nextIndex++;
            return stream.next();
        }
        return null;
    }

    @Override
    public synchronized void close() {
        stream.close();
        readAhead.clear();
    }
}
