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
        for (DocumentKind kind : DocumentKind.values()) {
            folders.put(kind, Files.createDirectories(folder.resolve(kind.collection())));
        }
    }

    @Override
    public void accept(GeneratedDocument document) throws IOException {
        Files.write(folders.get(document.kind()).resolve(document.fileName()), document.content());
    }
}
