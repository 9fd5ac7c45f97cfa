package org.xwb.xml.generate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

/**
 * Writes one file per document: {@code <folder>/<collection>/<collection><id>.xml}, e.g.
 * {@code out/order/order100042.xml}. Thread-safe (each document is its own file).
 */
public final class FolderWriter implements DocumentSink {

    private final Map<DocumentKind, Path> folders = new EnumMap<>(DocumentKind.class);

    public FolderWriter(Path folder) throws IOException {
        this(folder, DocumentKind.values());
    }

    /** Only the folders of these kinds are made; documents of other kinds are refused. */
    public FolderWriter(Path folder, DocumentKind... kinds) throws IOException {
        for (DocumentKind kind : kinds) {
            folders.put(kind, Files.createDirectories(folder.resolve(kind.collection())));
        }
    }

    @Override
    public void accept(GeneratedDocument document) throws IOException {
        Path kindFolder = folders.get(document.kind());
        if (kindFolder == null) {
            throw new IllegalArgumentException("This writer makes no folder for " + document.kind() + " documents");
        }
        Files.write(kindFolder.resolve(document.fileName()), document.content());
    }
}
