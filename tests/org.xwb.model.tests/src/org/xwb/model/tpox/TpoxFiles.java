package org.xwb.model.tpox;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes TPoX workload files for the tests: from text, or copied from the test bundle. */
final class TpoxFiles {

    /** The collections most test workloads share: custacc with ids and files, plain without either. */
    static final String COLLECTIONS = """
              <collections>
                <collection name="custacc"><ids first="1" last="9"/><files dir="d" firstfileid="1" lastfileid="2" docsperfile="5"/></collection>
                <collection name="plain"/>
              </collections>
            """;

    private TpoxFiles() {
    }

    /** A workload file: line 1 the declaration, line 2 {@code <workload>}, then the parts given. */
    static String workload(String collections, String transactions) {
        return "<?xml version=\"1.0\"?>\n<workload name=\"w\">\n" + collections + "  <transactions>\n" + transactions
                + "  </transactions>\n</workload>\n";
    }

    /** The shared collections (lines 3-6) and transactions starting on line 8. */
    static String workload(String transactions) {
        return workload(COLLECTIONS, transactions);
    }

    static Path write(Path folder, String name, String content) throws IOException {
        Path file = folder.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        return file;
    }

    /** Copies a resource of this package (e.g. mixed/workload.xml) into the folder. */
    static Path copy(Path folder, String resource) throws IOException {
        Path file = folder.resolve(resource);
        Files.createDirectories(file.getParent());
        try (InputStream in = TpoxFiles.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("test resource " + resource + " is missing from the test bundle");
            }
            Files.copy(in, file);
        }
        return file;
    }
}
