package org.xwb.kit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.NoSuchElementException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.IdOrderedDocuments;
import org.xwb.xml.generate.DocumentFactory;
import org.xwb.xml.generate.GeneratedDocument;

/**
 * The documents of a described insert folder ({@link InsertDocuments}), generated one by one as a
 * run draws them. Each drawn document is written into the folder by one background thread, behind
 * the run: the users never wait for a file. {@link #close()} waits until every drawn document is
 * written, so a finished run's folder holds all it inserted.
 */
final class DrawnInsertDocuments implements DocumentStream, IdOrderedDocuments {

    private static final System.Logger LOG = System.getLogger(DrawnInsertDocuments.class.getName());

    private final DocumentFactory factory;
    private final InsertDocuments.Description description;
    private final Path folder;
    /** False for previews: nothing is inserted, so nothing is kept. */
    private final boolean keepDrawn;
    private final long to;
    private long next;
    private ExecutorService writer;
    private volatile IOException writeFailure;

    DrawnInsertDocuments(DocumentFactory factory, InsertDocuments.Description description, Path folder,
            boolean keepDrawn) {
        this.factory = factory;
        this.description = description;
        this.folder = folder;
        this.keepDrawn = keepDrawn;
        this.next = description.from();
        this.to = description.from() + description.count();
    }

    @Override
    public synchronized boolean hasNext() {
        return next < to;
    }

    // synchronized: the factory reuses one buffer
    @Override
    public synchronized Document next() {
        if (next >= to) {
            throw new NoSuchElementException();
        }
        GeneratedDocument document = factory.document(description.kind(), next++);
        Path file = folder.resolve(document.fileName());
        if (keepDrawn) {
            write(file, document.content());
        }
        return new Document(document.id(), file.toString(), withoutTrailingWhitespace(document.content()));
    }

    /**
     * The document as a run read it from its file before documents were drawn: the file reader
     * ({@link org.xwb.core.documents.CollectionDocuments}) ends a document at its root's end tag,
     * without the generator's final newline.
     */
    private static byte[] withoutTrailingWhitespace(byte[] content) {
        int end = content.length;
        while (end > 0 && (content[end - 1] == '\n' || content[end - 1] == '\r' || content[end - 1] == ' '
                || content[end - 1] == '\t')) {
            end--;
        }
        return end == content.length ? content : java.util.Arrays.copyOf(content, end);
    }

    /**
     * Generated ids rise with the generator index (one id range per kind): a binary search finds
     * the first index above {@code highestId}, making ~log2(count) documents instead of all.
     */
    @Override
    public synchronized long skipThrough(long highestId) {
        long low = next;
        long high = to;
        while (low < high) {
            long middle = (low + high) >>> 1;
            if (factory.document(description.kind(), middle).id() <= highestId) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        long skipped = low - next;
        next = low;
        return skipped;
    }

    private void write(Path file, byte[] content) {
        if (writer == null) {
            writer = Executors.newSingleThreadExecutor(task -> {
                Thread thread = new Thread(task, "xwb-insert-documents");
                thread.setDaemon(true);
                thread.setPriority(Thread.MIN_PRIORITY);
                return thread;
            });
        }
        writer.execute(() -> {
            try {
                Files.write(file, content);
            } catch (IOException e) {
                if (writeFailure == null) {
                    writeFailure = e;
                    LOG.log(System.Logger.Level.WARNING, "Cannot keep the inserted document " + file
                            + " (the run goes on): " + e);
                }
            }
        });
    }

    /** Waits for the drawn documents' files (at most a minute). */
    @Override
    public synchronized void close() {
        if (writer == null) {
            return;
        }
        writer.shutdown();
        try {
            if (!writer.awaitTermination(1, TimeUnit.MINUTES)) {
                LOG.log(System.Logger.Level.WARNING, "Inserted documents still being written to " + folder);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
