package org.xwb.product.tests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/** Reads the headers of chosen executables inside zonky's postgres-*.txz in a binaries jar. */
final class PostgresBinaries {

    private PostgresBinaries() {
    }

    /** The first bytes of each of {@code names} found in {@code txzName} inside {@code jar}. */
    static Map<String, byte[]> headers(Path jar, String txzName, Set<String> names) throws IOException {
        Map<String, byte[]> headers = new HashMap<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            ZipEntry txz = file.getEntry(txzName);
            if (txz == null) {
                throw new IOException(jar.getFileName() + " holds no " + txzName);
            }
            try (InputStream in = file.getInputStream(txz);
                    TarArchiveInputStream tar = new TarArchiveInputStream(new XZCompressorInputStream(in))) {
                for (TarArchiveEntry entry = tar.getNextEntry(); entry != null
                        && headers.size() < names.size(); entry = tar.getNextEntry()) {
                    if (names.contains(entry.getName())) {
                        headers.put(entry.getName(), tar.readNBytes(4096));
                    }
                }
            }
        }
        return headers;
    }
}
