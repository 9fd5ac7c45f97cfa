package org.xwb.xml.generate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Generates TPoX documents - Security, CustAcc and FIXML Order - valid against the kit's schemas,
 * referentially consistent, and deterministic: the same seed and settings give byte-identical
 * documents, in any order and on any number of threads.
 * <p>
 * Scale is the number of customers; orders are five per customer (TPoX's 1:5), accounts one to
 * five per customer, securities one per real symbol of the kit (at most 20,833; asking for more
 * is refused, because TPoX's security set is those real symbols). Documents come out securities
 * first, then customers, then orders, so a loader that inserts them in that order never inserts
 * a reference before its target. {@link #idRanges()} says which ids exist, for workloads.
 * <p>
 * Usage: {@code new TpoxGenerator(ValueLists.load(kit), settings).documents()} to pull documents
 * one by one, {@link #generate(DocumentSink)} to push them into a sink (a database loader, a
 * {@link FolderWriter}, a {@link BatchFileWriter}), {@link #generate(int, DocumentSink)} with
 * several threads.
 */
public final class TpoxGenerator {

    private final ValueLists lists;
    private final Population population;

    public TpoxGenerator(ValueLists lists, GeneratorSettings settings) {
        this.lists = lists;
        this.population = new Population(settings, lists);
    }

    public GeneratorSettings settings() {
        return population.settings;
    }

    /** The ids the documents use: every id in each range exists. */
    public IdRanges idRanges() {
        return population.idRanges();
    }

    /** How many documents of a kind this generator makes. */
    public long count(DocumentKind kind) {
        return switch (kind) {
        case SECURITY -> population.securities();
        case CUSTACC -> population.settings.customers();
        case ORDER -> population.settings.orders();
        };
    }

    /** A document maker for the calling thread (random access by kind and index). */
    public DocumentFactory newFactory() {
        return new DocumentFactory(lists, population);
    }

    /** All documents, securities then customers then orders, made as they are pulled. */
    public Iterator<GeneratedDocument> documents() {
        return new Iterator<>() {
            private final DocumentFactory factory = newFactory();
            private int kind;
            private long index;

            @Override
            public boolean hasNext() {
                while (kind < DocumentKind.values().length && index >= count(DocumentKind.values()[kind])) {
                    kind++;
                    index = 0;
                }
                return kind < DocumentKind.values().length;
            }

            @Override
            public GeneratedDocument next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return factory.document(DocumentKind.values()[kind], index++);
            }
        };
    }

    /** All documents of one kind, in index order. */
    public Iterator<GeneratedDocument> documents(DocumentKind kind) {
        return new Iterator<>() {
            private final DocumentFactory factory = newFactory();
            private final long count = count(kind);
            private long index;

            @Override
            public boolean hasNext() {
                return index < count;
            }

            @Override
            public GeneratedDocument next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return factory.document(kind, index++);
            }
        };
    }

    /** Pushes every document into the sink, in the order of {@link #documents()}, on this thread. */
    public void generate(DocumentSink sink) throws IOException {
        Iterator<GeneratedDocument> all = documents();
        while (all.hasNext()) {
            sink.accept(all.next());
        }
    }

    /**
     * Generates with several threads; kinds still follow one another (all securities are handed
     * over before the first customer, all customers before the first order), but within a kind
     * documents arrive in no particular order. The sink must be thread-safe. The documents are
     * the same as single-threaded.
     */
    public void generate(int threads, DocumentSink sink) throws IOException {
        if (threads <= 1) {
            generate(sink);
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "xwb-generate");
            thread.setDaemon(true);
            return thread;
        });
        try {
            for (DocumentKind kind : DocumentKind.values()) {
                long count = count(kind);
                List<Future<?>> parts = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    long from = count * t / threads;
                    long to = count * (t + 1) / threads;
                    parts.add(pool.submit(() -> {
                        DocumentFactory factory = newFactory();
                        for (long i = from; i < to; i++) {
                            try {
                                sink.accept(factory.document(kind, i));
                            } catch (IOException e) {
                                throw new UncheckedIOException(e);
                            }
                        }
                    }));
                }
                for (Future<?> part : parts) {
                    await(part);
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static void await(Future<?> part) throws IOException {
        try {
            part.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("Generation interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            throw new IllegalStateException("Generation failed: " + e.getCause(), e.getCause());
        }
    }
}
