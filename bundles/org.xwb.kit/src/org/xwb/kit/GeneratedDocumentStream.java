package org.xwb.kit;

import java.util.NoSuchElementException;
import java.util.function.BooleanSupplier;

import org.xwb.core.target.DocumentStream;
import org.xwb.xml.generate.DocumentFactory;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratedDocument;
import org.xwb.xml.generate.TpoxGenerator;

/**
 * Documents of one kind made on the fly, by generator index in [from, to): a database loads
 * straight from the generator, no files in between.
 */
final class GeneratedDocumentStream implements DocumentStream {

    private final DocumentFactory factory;
    private final DocumentKind kind;
    private final long to;
    private final BooleanSupplier stop;
    /** Documents between two questions to {@code stop}: 1 asks before every document, a batch size at batch boundaries. */
    private final int stopEvery;
    private final long from;
    private boolean stopped;
    private long next;

    GeneratedDocumentStream(TpoxGenerator generator, DocumentKind kind, long from, long to) {
        this(generator, kind, from, to, () -> false);
    }

    /** A stream that ends early once {@code stop} says so: the loader commits what it has and returns. */
    GeneratedDocumentStream(TpoxGenerator generator, DocumentKind kind, long from, long to, BooleanSupplier stop) {
        this(generator, kind, from, to, stop, 1);
    }

    /**
     * A stream that asks {@code stop} only every {@code stopEvery} documents (counted from {@code from}):
     * with the load's batch size, a stop takes effect between batches and no batch is cut short.
     */
    GeneratedDocumentStream(TpoxGenerator generator, DocumentKind kind, long from, long to, BooleanSupplier stop,
            int stopEvery) {
        this.factory = generator.newFactory();
        this.kind = kind;
        this.from = from;
        this.next = from;
        this.to = to;
        this.stop = stop;
        this.stopEvery = Math.max(1, stopEvery);
    }

    @Override
    public synchronized boolean hasNext() {
        if (!stopped && (next - from) % stopEvery == 0 && stop.getAsBoolean()) {
            stopped = true;
        }
        return next < to && !stopped;
    }

    // synchronized: a loader may pull from several threads, and a factory reuses one buffer
    @Override
    public synchronized Document next() {
        if (next >= to) {
            throw new NoSuchElementException();
        }
        GeneratedDocument document = factory.document(kind, next++);
        return new Document(document.id(), "generated " + kind.collection() + " " + document.id(), document.content());
    }
}
