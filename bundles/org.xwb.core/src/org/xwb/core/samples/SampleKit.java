package org.xwb.core.samples;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.Optional;
import java.util.stream.Stream;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

/**
 * Finds the installed TPoX sample kit (the resource bundle {@value #BUNDLE}) and hands out its
 * {@value #FOLDER}/ folder as a plain {@link Path}, because schema includes, value lists and
 * document folders are read with java.nio and javax.xml, which need real files.
 * <p>
 * The product installs the kit unpacked ({@code Eclipse-BundleShape: dir}), so normally the path
 * points into the installation. When the bundle is a jar (as in test runtimes), its folder is
 * copied once to a cache under {@code java.io.tmpdir}, keyed by bundle version and time stamp.
 * Outside OSGi (benchmarks run from a plain class path), the system property
 * {@value #LOCATION_PROPERTY} names the folder instead.
 */
public final class SampleKit {

    public static final String BUNDLE = "org.xwb.samples.tpox";
    public static final String FOLDER = "tpox";
    /** Overrides the lookup with a folder, e.g. {@code -Dxwb.samples.tpox=samples/tpox/tpox}. */
    public static final String LOCATION_PROPERTY = "xwb.samples.tpox";

    private SampleKit() {
    }

    /**
     * The kit's {@code tpox/} folder.
     *
     * @throws IllegalStateException when the kit bundle is not installed (and no override is set)
     */
    public static Path tpoxFolder() {
        String override = System.getProperty(LOCATION_PROPERTY);
        if (override != null && !override.isBlank()) {
            Path folder = Path.of(override).toAbsolutePath().normalize();
            if (!Files.isDirectory(folder)) {
                throw new IllegalStateException(LOCATION_PROPERTY + " names no folder: " + folder);
            }
            return folder;
        }
        Bundle bundle = installedBundle(BUNDLE).orElseThrow(() -> new IllegalStateException(
                "The TPoX sample kit (bundle " + BUNDLE + ") is not installed"));
        return folderOf(bundle, FOLDER);
    }

    /** The highest installed version of a bundle, found through core's own bundle context. */
    public static Optional<Bundle> installedBundle(String symbolicName) {
        Bundle self = FrameworkUtil.getBundle(SampleKit.class);
        BundleContext context = self == null ? null : self.getBundleContext();
        if (context == null) {
            return Optional.empty();
        }
        return Stream.of(context.getBundles()).filter(b -> symbolicName.equals(b.getSymbolicName()))
                .max(Comparator.comparing(Bundle::getVersion));
    }

    /**
     * A folder of a bundle as a file-system path: the folder itself when the bundle is installed
     * unpacked, else a cached copy of the folder's entries.
     *
     * @throws IllegalStateException when the bundle has no such folder
     */
    public static Path folderOf(Bundle bundle, String folder) {
        // Equinox adapts a bundle to the File it was installed from (a folder or a jar).
        File content = bundle.adapt(File.class);
        if (content != null && content.isDirectory()) {
            Path unpacked = content.toPath().resolve(folder);
            if (Files.isDirectory(unpacked)) {
                return unpacked;
            }
        }
        if (bundle.getEntry(folder + "/") == null) {
            throw new IllegalStateException("Bundle " + bundle.getSymbolicName() + " has no folder " + folder + "/");
        }
        try {
            return extractedCopy(bundle, folder);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot copy " + folder + "/ of bundle " + bundle.getSymbolicName()
                    + " to " + System.getProperty("java.io.tmpdir"), e);
        }
    }

    private static Path extractedCopy(Bundle bundle, String folder) throws IOException {
        Path cacheRoot = Path.of(System.getProperty("java.io.tmpdir"), "xwb-bundle-cache");
        Path target = cacheRoot.resolve(bundle.getSymbolicName() + "_" + bundle.getVersion() + "_"
                + bundle.getLastModified()).resolve(folder);
        if (Files.isDirectory(target)) {
            return target; // a complete copy: copies appear only by an atomic rename
        }
        Files.createDirectories(target.getParent());
        Path staging = Files.createTempDirectory(target.getParent(), folder + ".partial");
        Enumeration<URL> entries = bundle.findEntries(folder, "*", true);
        while (entries != null && entries.hasMoreElements()) {
            URL entry = entries.nextElement();
            String path = entry.getPath(); // "/tpox/schemas/custacc.xsd" or "/tpox/schemas/"
            Path local = staging.resolve(path.substring(folder.length() + 2)).normalize();
            if (!local.startsWith(staging)) {
                continue; // never write outside the cache, whatever the entry names say
            }
            if (path.endsWith("/")) {
                Files.createDirectories(local);
            } else {
                Files.createDirectories(local.getParent());
                try (InputStream in = entry.openStream()) {
                    Files.copy(in, local, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
        try {
            Files.move(staging, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | AtomicMoveNotSupportedException e) {
            deleteTree(staging); // another process finished first: use its copy
        } catch (IOException e) {
            if (!Files.isDirectory(target)) {
                throw e;
            }
            deleteTree(staging);
        }
        return target;
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
