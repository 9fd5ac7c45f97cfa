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
    /** Documents read ahead for users that are behind; a document that cannot be read waits as its exception. */
    private final Map<Long, Object> readAhead = new HashMap<>();
    private long nextIndex;

    public StreamDocumentFeed(DocumentStream stream) {
        this.stream = stream;
    }

    /**
     * @throws DocumentStream.UnreadableDocumentException for the one index whose document cannot be
     *         read; the feed goes on with the next index
     */
    @Override
    public synchronized DocumentStream.Document get(long index) {
        Object waiting = readAhead.remove(index);
        if (waiting != null) {
            return take(waiting);
        }
        if (index < nextIndex) {
            throw new IllegalStateException("Document " + index + " has already been taken");
        }
        while (nextIndex < index && stream.hasNext()) {
            readAhead.put(nextIndex++, read());
        }
        if (nextIndex == index && stream.hasNext()) {
            nextIndex++;
            return take(read());
        }
        return null;
    }

    private Object read() {
        try {
            return stream.next();
        } catch (DocumentStream.UnreadableDocumentException e) {
            return e;
        }
    }

    private static DocumentStream.Document take(Object item) {
        if (item instanceof DocumentStream.UnreadableDocumentException e) {
            throw e;
        }
        return (DocumentStream.Document) item;
    }

    @Override
    public synchronized void close() {
        stream.close();
        readAhead.clear();
    }
}
