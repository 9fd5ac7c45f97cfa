package org.xwb.core.values;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.stream.Stream;

import org.xwb.core.target.DocumentStream;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;

/**
 * Interim reader for inserts during a run, until org.xwb.core.documents provides the full one:
 * one document per file in the collection's document folder, files whose names match the prefix
 * and postfix, in natural name order ("doc2" before "doc10"). A document's id comes from the
 * collection's idPath ({@link DocumentIds}); without one, documents are numbered lastId+1, lastId+2, ...
 * TPoX batch files (several documents per file) are refused with a message saying so.
 */
public final class FolderDocumentReader implements DocumentStreamOpener {

    public static final FolderDocumentReader INSTANCE = new FolderDocumentReader();

    @Override
    public DocumentStream open(Collection collection, Path baseDirectory) throws IOException {
        DocumentSource source = collection.getDocuments();
        if (source == null || source.getDirectory() == null || source.getDirectory().isBlank()) {
            throw new ValueSourceException("Collection '" + collection.getName()
                    + "' has no documents folder (its <documents directory=...>) to insert from");
        }
        if (source.getDocsPerFile() > 1) {
            throw new ValueSourceException("Collection '" + collection.getName() + "': batch files with "
                    + source.getDocsPerFile() + " documents per file are not read by the interim folder reader;"
                    + " use one document per file");
        }
        Path folder = baseDirectory.resolve(source.getDirectory()).normalize();
        if (!Files.isDirectory(folder)) {
            throw new ValueSourceException("Collection '" + collection.getName() + "': documents folder " + folder
                    + " does not exist");
        }
        String prefix = source.getFilePrefix() == null ? "" : source.getFilePrefix();
        String postfix = source.getFilePostfix() == null ? "" : source.getFilePostfix();
        List<Path> files;
        try (Stream<Path> list = Files.list(folder)) {
            files = list.filter(Files::isRegularFile).filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith(prefix) && name.endsWith(postfix);
            }).sorted(Comparator.comparing(p -> p.getFileName().toString(), FolderDocumentReader::natural)).toList();
        }
        DocumentIds ids = new DocumentIds(collection);
        Iterator<Path> it = files.iterator();
        return new DocumentStream() {
            private long ordinal;

            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Document next() {
                if (!it.hasNext()) {
                    throw new NoSuchElementException();
                }
                Path file = it.next();
                try {
                    byte[] content = Files.readAllBytes(file);
                    long id = ids.idOf(content, file.toString(), collection.getLastId() + 1 + ordinal++);
                    return new Document(id, file.toString(), content);
                } catch (IOException e) {
                    throw new UncheckedIOException("Cannot read document " + file + ": " + e.getMessage(), e);
                }
            }
        };
    }

    /** Compares names with embedded numbers by value: "o9.xml" before "o10.xml". */
    static int natural(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char x = a.charAt(i);
            char y = b.charAt(j);
            if (Character.isDigit(x) && Character.isDigit(y)) {
                int si = i;
                int sj = j;
                while (i < a.length() && Character.isDigit(a.charAt(i))) {
                    i++;
                }
                while (j < b.length() && Character.isDigit(b.charAt(j))) {
                    j++;
                }
                String na = a.substring(si, i).replaceFirst("^0+(?=.)", "");
                String nb = b.substring(sj, j).replaceFirst("^0+(?=.)", "");
                int c = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
                if (c != 0) {
                    return c;
                }
            } else {
                if (x != y) {
                    return Character.compare(x, y);
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
