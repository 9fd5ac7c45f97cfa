package org.xwb.xml.generate;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

/**
 * Writes TPoX-style batch files for the driver's {@code files} parameter source: per collection,
 * files {@code <collection>/batch<n>.xml} (n = 1, 2, ...) each holding up to {@code docsPerFile}
 * documents, one document per line. Documents must therefore be generated with
 * {@link Layout#ONE_LINE}. The matching workload entry is
 * {@code <files dir=".../order" firstfileid="1" lastfileid="n" docsperfile="..." fileprefix="batch" filepostfix=".xml"/>}.
 * Writes in arrival order; synchronized, so it may be fed by several threads (the order within
 * a file then varies, the set of documents does not).
 */
public final class BatchFileWriter implements DocumentSink, Closeable {

    public static final String FILE_PREFIX = "batch";
    public static final String FILE_POSTFIX = ".xml";

    private final Path folder;
    private final int docsPerFile;
    private final Map<DocumentKind, OutputStream> open = new EnumMap<>(DocumentKind.class);
    private final Map<DocumentKind, Integer> inFile = new EnumMap<>(DocumentKind.class);
    private final Map<DocumentKind, Integer> files = new EnumMap<>(DocumentKind.class);

    public BatchFileWriter(Path folder, int docsPerFile) {
        if (docsPerFile < 1) {
            throw new IllegalArgumentException("docsPerFile must be at least 1, was " + docsPerFile);
        }
        this.folder = folder;
        this.docsPerFile = docsPerFile;
    }

    @Override
    public synchronized void accept(GeneratedDocument document) throws IOException {
        byte[] content = document.content();
        int length = content.length;
        while (length > 0 && content[length - 1] == '\n') {
            length--;
        }
        for (int i = 0; i < length; i++) {
            if (content[i] == '\n' || content[i] == '\r') {
                throw new IllegalArgumentException("Batch files hold one document per line: generate with Layout.ONE_LINE");
            }
        }
        DocumentKind kind = document.kind();
        OutputStream out = open.get(kind);
        if (out == null || inFile.get(kind) >= docsPerFile) {
            if (out != null) {
                out.close();
            }
            int number = files.merge(kind, 1, Integer::sum);
            Path dir = Files.createDirectories(folder.resolve(kind.collection()));
            out = new BufferedOutputStream(Files.newOutputStream(dir.resolve(FILE_PREFIX + number + FILE_POSTFIX)), 1 << 16);
            open.put(kind, out);
            inFile.put(kind, 0);
        }
        out.write(content, 0, length);
        out.write('\n');
        inFile.merge(kind, 1, Integer::sum);
    }

    /** Batch files written so far for a collection (its lastfileid). */
    public synchronized int fileCount(DocumentKind kind) {
        return files.getOrDefault(kind, 0);
    }

    @Override
    public synchronized void close() throws IOException {
        IOException first = null;
        for (OutputStream out : open.values()) {
            try {
                out.close();
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        open.clear();
        if (first != null) {
            throw first;
        }
    }
}
