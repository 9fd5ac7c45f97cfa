package org.xwb.core.values;

import java.util.NoSuchElementException;

import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.IdOrderedDocuments;

/**
 * The documents of a stream that the database cannot hold yet: those whose id is above the highest
 * id the collection's table held when the run started. A later run on the same database so goes
 * on after what earlier runs inserted instead of offering their documents again (a duplicate key).
 * Documents in id order (the kit's insert documents, TPoX batch files) are skipped as one prefix;
 * a folder in another order loses only the documents below that id, never inserts one twice.
 * A document that cannot be read is passed on as it was (its {@code next()} throws), since its id
 * is unknown.
 */
final class NewDocuments implements DocumentStream {

    private final DocumentStream source;
    private final long highestHeld;
    private Document pending;
    private RuntimeException unreadable;
    private long skipped;
    private boolean fastSkipped;

    /** @param highestHeld the highest id the table held at the start; documents up to it are left out */
    NewDocuments(DocumentStream source, long highestHeld) {
        this.source = source;
        this.highestHeld = highestHeld;
    }

    @Override
    public boolean hasNext() {
        if (!fastSkipped) {
            fastSkipped = true;
            if (source instanceof IdOrderedDocuments ordered) {
                skipped += ordered.skipThrough(highestHeld);
            }
        }
        while (pending == null && unreadable == null && source.hasNext()) {
            try {
                Document next = source.next();
                if (next.id() > highestHeld) {
                    pending = next;
                } else {
                    skipped++;
                }
            } catch (UnreadableDocumentException e) {
                unreadable = e;
            }
        }
        return pending != null || unreadable != null;
    }

    @Override
    public Document next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        if (unreadable != null) {
            RuntimeException e = unreadable;
            unreadable = null;
            throw e;
        }
        Document next = pending;
        pending = null;
        return next;
    }

    /** Documents left out so far because the table held their id range already. */
    long skipped() {
        return skipped;
    }

    long highestHeld() {
        return highestHeld;
    }

    @Override
    public void close() {
        source.close();
    }
}
