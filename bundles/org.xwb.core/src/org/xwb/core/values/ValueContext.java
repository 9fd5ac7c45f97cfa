package org.xwb.core.values;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

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

    /**
     * @param baseDirectory  the workload file's folder
     * @param documentOpener reads the documents inserted by files/filesclob markers
     */
    public ValueContext(Path baseDirectory, DocumentStreamOpener documentOpener) {
        this.baseDirectory = baseDirectory.toAbsolutePath().normalize();
        this.documentOpener = documentOpener;
    }

    public Path baseDirectory() {
        return baseDirectory;
    }

    public LiveIdRange ids(Collection collection) {
        return idRanges.computeIfAbsent(collection,
                c -> new LiveIdRange(c.getName(), c.getFirstId(), c.getLastId()));
    }

    public ValueList valueList(String path) {
        return valueLists.computeIfAbsent(baseDirectory.resolve(path).normalize(), ValueList::read);
    }

    public DocumentFeed documents(Collection collection) {
        DocumentFeed feed = feeds.get(collection);
        if (feed == null) {
            try {
                feed = new StreamDocumentFeed(documentOpener.open(collection, baseDirectory));
            } catch (IOException e) {
                throw new ValueSourceException("Collection '" + collection.getName()
                        + "': cannot open its documents: " + e.getMessage(), e);
            }
            feeds.put(collection, feed);
        }
        return feed;
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
