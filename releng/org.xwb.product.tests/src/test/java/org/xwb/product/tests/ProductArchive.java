package org.xwb.product.tests;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * A product archive unpacked as a user would (tar keeps the launchers' executable bit), once per
 * platform and test run, under target/unpacked.
 */
final class ProductArchive {

    private static final Map<Platform, ProductArchive> UNPACKED = new EnumMap<>(Platform.class);

    final Platform platform;
    /** The folder holding plugins/, configuration/ and the launcher. */
    final Path install;

    private ProductArchive(Platform platform, Path install) {
        this.platform = platform;
        this.install = install;
    }

    static synchronized ProductArchive of(Platform platform) throws IOException, InterruptedException {
        ProductArchive unpacked = UNPACKED.get(platform);
        if (unpacked == null) {
            Path archive = platform.archive();
            if (!Files.isRegularFile(archive)) {
                throw new IOException("No product archive " + archive.toAbsolutePath()
                        + ": build releng/org.xwb.product first (./mvnw verify builds it before these tests)");
            }
            Path into = Paths.get(System.getProperty("xwb.unpacked", "target/unpacked")).resolve(platform.name());
            deleteTree(into);
            Files.createDirectories(into);
            if (platform.archiveFormat.equals("zip")) {
                unzip(archive, into);
            } else {
                untar(archive, into);
            }
            unpacked = new ProductArchive(platform, into.resolve(platform.installFolder));
            UNPACKED.put(platform, unpacked);
        }
        return unpacked;
    }

    Path launcher() {
        return install.resolve(platform.launcher);
    }

    /** The plugin jars (or folders) whose file name starts with {@code symbolicName_}. */
    List<Path> plugins(String symbolicName) throws IOException {
        try (Stream<Path> plugins = Files.list(install.resolve("plugins"))) {
            return plugins.filter(p -> p.getFileName().toString().startsWith(symbolicName + "_")).sorted().toList();
        }
    }

    List<String> bundlesInfo() throws IOException {
        return Files.readAllLines(
                install.resolve("configuration/org.eclipse.equinox.simpleconfigurator/bundles.info"));
    }

    String configIni() throws IOException {
        return Files.readString(install.resolve("configuration/config.ini"));
    }

    private static void untar(Path archive, Path into) throws IOException, InterruptedException {
        Process tar = new ProcessBuilder("tar", "-xzf", archive.toAbsolutePath().toString(), "-C", into.toString())
                .redirectErrorStream(true).start();
        String output = new String(tar.getInputStream().readAllBytes());
        if (!tar.waitFor(10, TimeUnit.MINUTES) || tar.exitValue() != 0) {
            throw new IOException("tar -xzf " + archive + " failed: " + output);
        }
    }

    private static void unzip(Path archive, Path into) throws IOException {
        try (InputStream in = Files.newInputStream(archive); ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                Path target = into.resolve(entry.getName()).normalize();
                if (!target.startsWith(into)) {
                    throw new IOException("Entry outside the archive's folder: " + entry.getName());
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(zip, target);
                }
            }
        }
    }

    private static void deleteTree(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> all = Files.walk(folder)) {
                for (Path p : all.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
