package org.xwb.product.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * A folder laid out like a JDK whose bin/java answers the launchers' version probe
 * ({@code -XshowSettings:properties}) with a chosen Java version and otherwise records its
 * arguments in {@code invocation} instead of starting anything.
 */
record FakeJdk(Path home) {

    static FakeJdk create(Path parent, String name, int major) throws IOException {
        Path home = parent.resolve(name);
        Path java = home.resolve("bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, """
                #!/bin/sh
                for a in "$@"; do
                  [ "$a" = "-XshowSettings:properties" ] && { echo "    java.specification.version = %d" >&2; exit 0; }
                done
                printf '%%s\\n' "$@" > "$(dirname "$0")/../invocation"
                """.formatted(major));
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return new FakeJdk(home);
    }

    Path java() {
        return home.resolve("bin/java");
    }

    boolean wasStarted() {
        return Files.exists(home.resolve("invocation"));
    }

    /** The arguments the launcher gave this java, one per element. */
    List<String> arguments() throws IOException {
        return Files.readAllLines(home.resolve("invocation"));
    }
}
