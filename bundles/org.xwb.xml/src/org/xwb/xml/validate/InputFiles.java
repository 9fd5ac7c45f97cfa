package org.xwb.xml.validate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** Expands the files and folders a user names into the documents to validate. */
public final class InputFiles {

    private InputFiles() {
    }

    /**
     * Files are taken as given; folders contribute their {@code *.xml} files, recursively, in
     * path order (so reports are stable).
     *
     * @throws NoSuchFileException for a path that does not exist
     */
    public static List<Path> expand(List<Path> paths) throws IOException {
        List<Path> documents = new ArrayList<>();
        for (Path path : paths) {
            if (Files.isDirectory(path)) {
                try (Stream<Path> walk = Files.walk(path)) {
                    walk.filter(Files::isRegularFile)
                            .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xml"))
                            .sorted().forEach(documents::add);
                }
            } else if (Files.exists(path)) {
                documents.add(path);
            } else {
                throw new NoSuchFileException(path.toString(), null, "no such file or folder");
            }
        }
        return documents;
    }
}
