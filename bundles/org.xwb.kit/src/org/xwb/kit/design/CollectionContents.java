package org.xwb.kit.design;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.documents.DocumentFiles;
import org.xwb.core.target.DocumentStream.UnreadableDocumentException;
import org.xwb.model.Collection;

/**
 * How many documents a collection's document source holds and how large they are, before
 * anything is loaded: the files' sizes, and for TPoX batch files (several documents per file) the
 * documents counted one by one as the loader would cut them.
 *
 * @param documents  documents found
 * @param bytes      bytes of the files
 * @param files      files read
 * @param unreadable documents the loader would reject before sending (no id, not well-formed before it)
 * @param complete   false when stopped before the end
 */
public record CollectionContents(long documents, long bytes, int files, long unreadable, boolean complete) {

    /**
     * @param workloadFolder the folder of the workload file (the document directory is relative to it)
     * @throws IOException naming the folder or batch file that is missing
     */
    public static CollectionContents of(Collection collection, Path workloadFolder, BooleanSupplier stop)
            throws IOException {
        List<Path> files;
        try {
            files = DocumentFiles.of(collection.getDocuments(), workloadFolder);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        long bytes = 0;
        for (Path file : files) {
            bytes += Files.size(file);
        }
        if (collection.getDocuments().getDocsPerFile() <= 1) {
            return new CollectionContents(files.size(), bytes, files.size(), 0, true);
        }
        long documents = 0;
        long unreadable = 0;
        try (CollectionDocuments stream = CollectionDocuments.open(collection, files, workloadFolder)) {
            while (stream.hasNext()) {
                if (stop.getAsBoolean()) {
                    return new CollectionContents(documents, bytes, files.size(), unreadable, false);
                }
                try {
                    stream.next();
                    documents++;
                } catch (UnreadableDocumentException e) {
                    unreadable++;
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return new CollectionContents(documents, bytes, files.size(), unreadable, true);
    }

    /** {@code 500 documents, 0.9 MB in 500 files}, for the editor. */
    public String summary() {
        return String.format(java.util.Locale.ROOT, "%,d documents%s, %.1f MB in %,d file%s%s", documents,
                unreadable > 0 ? " (+" + unreadable + " unreadable)" : "", bytes / 1e6, files, files == 1 ? "" : "s",
                complete ? "" : " (counting stopped)");
    }
}
