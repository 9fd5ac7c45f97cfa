package org.xwb.core.documents;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.xwb.model.io.FileErrors;
import org.xwb.model.DocumentSource;

/**
 * Which files a collection's documents are in. TPoX names its batch files
 * {@code <prefix><n><postfix>} for n from the first to the last file id; without a prefix every
 * file of the folder ending in the postfix (".xml" when none is given) is read, in natural name
 * order (doc2 before doc10).
 */
public final class DocumentFiles {

    private DocumentFiles() {
    }

    /**
     * The files of {@code source}, whose directory is resolved against {@code baseDirectory} (the
     * folder of the workload file).
     *
     * @throws UncheckedIOException naming the folder or the first missing batch file
     */
    public static List<Path> of(DocumentSource source, Path baseDirectory) {
        if (source == null || source.getDirectory() == null || source.getDirectory().isBlank()) {
            throw new IllegalArgumentException("The collection names no document directory");
        }
        Path directory = baseDirectory.resolve(source.getDirectory()).normalize();
        String prefix = source.getFilePrefix();
        String postfix = source.getFilePostfix() == null ? "" : source.getFilePostfix();
        if (prefix == null || prefix.isEmpty()) {
            return inFolder(directory, postfix.isEmpty() ? ".xml" : postfix);
        }
        if (source.getLastFileId() < source.getFirstFileId()) {
            throw new IllegalArgumentException("Document files of " + directory + ": lastFileId "
                    + source.getLastFileId() + " is below firstFileId " + source.getFirstFileId());
        }
        List<Path> files = new ArrayList<>();
        for (int id = source.getFirstFileId(); id <= source.getLastFileId(); id++) {
            Path file = directory.resolve(prefix + id + postfix);
            if (!Files.isRegularFile(file)) {
                throw new UncheckedIOException(new NoSuchFileException(file.toString(), null,
                        "batch file " + (id - source.getFirstFileId() + 1) + " of "
                                + (source.getLastFileId() - source.getFirstFileId() + 1) + " is missing"));
            }
            files.add(file);
        }
        return files;
    }

    /** Every regular, non-hidden file of {@code directory} whose name ends in {@code suffix}. */
    public static List<Path> inFolder(Path directory, String suffix) {
        if (!Files.isDirectory(directory)) {
            throw new UncheckedIOException(new NoSuchFileException(directory.toString(), null, "no such folder"));
        }
        try (Stream<Path> entries = Files.list(directory)) {
            return entries.filter(Files::isRegularFile)
                    .filter(p -> !p.getFileName().toString().startsWith("."))
                    .filter(p -> p.getFileName().toString().endsWith(suffix))
                    .sorted(Comparator.comparing(p -> p.getFileName().toString(), DocumentFiles::naturalCompare))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list " + FileErrors.message(directory, e), e);
        }
    }

    /** Compares names so that runs of digits compare by value: "b2" before "b10". */
    static int naturalCompare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
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
                int byValue = na.length() != nb.length() ? Integer.compare(na.length(), nb.length()) : na.compareTo(nb);
                if (byValue != 0) {
                    return byValue;
                }
            } else {
                if (ca != cb) {
                    return Character.compare(ca, cb);
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }
}
