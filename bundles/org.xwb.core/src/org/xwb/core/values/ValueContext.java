package org.xwb.core.values;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.xwb.core.target.DocumentStream;
import org.xwb.model.Collection;

/**
 * What the value sources of one run share: the folder relative paths resolve against, the live id
 * range of each collection, the value lists (each file read once) and the document feeds. Built
 * single-threaded while the workload is compiled; afterwards only the thread-safe parts
 * ({@link LiveIdRange}, {@link DocumentFeed}) are touched by users.
 */
public final class ValueContext implements AutoCloseable {

    private final Path baseDirectory;
    private final DocumentStreamOpener documentOpener;
    private final Map<Collection, LiveIdRange> idRanges = new IdentityHashMap<>();
    private final Map<Path, ValueList> valueLists = new HashMap<>();
    private final Map<Collection, DocumentFeed> feeds = new IdentityHashMap<>();
    private final Map<String, Long> highestHeld;

    /**
     * @param baseDirectory  the workload file's folder
     * @param documentOpener reads the documents inserted by files/filesclob markers
     */
    public ValueContext(Path baseDirectory, DocumentStreamOpener documentOpener) {
        this(baseDirectory, documentOpener, Map.of());
    }

    /**
     * @param highestHeld by collection name, the highest id its table held when the run started:
     *                    inserts continue after it and ids range up to it at least (see
     *                    {@link NewDocuments})
     */
    public ValueContext(Path baseDirectory, DocumentStreamOpener documentOpener, Map<String, Long> highestHeld) {
        this.baseDirectory = baseDirectory.toAbsolutePath().normalize();
        this.documentOpener = documentOpener;
        this.highestHeld = Map.copyOf(highestHeld);
    }

    public Path baseDirectory() {
        return baseDirectory;
    }

    /**
     * The collection's live ids: from its first id to its last, or to the highest id its table
     * held at the start when that is higher (documents earlier runs inserted are eligible too).
     */
    public LiveIdRange ids(Collection collection) {
        return idRanges.computeIfAbsent(collection, c -> new LiveIdRange(c.getName(), c.getFirstId(),
                Math.max(c.getLastId(), highestHeld.getOrDefault(c.getName(), Long.MIN_VALUE))));
    }

    public ValueList valueList(String path) {
        return valueLists.computeIfAbsent(baseDirectory.resolve(path).normalize(), ValueList::read);
    }

    public DocumentFeed documents(Collection collection) {
        DocumentFeed feed = feeds.get(collection);
        if (feed == null) {
            Long held = highestHeld.get(collection.getName());
            try {
                DocumentStream stream = documentOpener.open(collection, baseDirectory);
                if (held != null) {
                    stream = new NewDocuments(stream, held);
                    stream.hasNext(); // skips what the table holds now, before any user starts
                }
                feed = new StreamDocumentFeed(stream);
            } catch (IOException | UncheckedIOException e) {
                throw new ValueSourceException("Collection '" + collection.getName()
                        + "': cannot open its documents: " + e.getMessage(), e);
            }
            feeds.put(collection, feed);
        }
        return feed;
    }

    /**
     * For a message about running out: " after the documents up to id N, which the database held
     * at the start", or empty when the collection's documents were not fitted to the database.
     */
    String heldNote(Collection collection) {
        Long held = highestHeld.get(collection.getName());
        return held == null ? "" : " after the documents up to id " + held + ", which the database held at the start";
    }

    /** The collections whose id ranges the run tracks, with their current ranges. */
    public Map<Collection, LiveIdRange> idRanges() {
        return Map.copyOf(idRanges);
    }

    @Override
    public void close() {
        feeds.values().forEach(DocumentFeed::close);
        feeds.clear();
    }
}
