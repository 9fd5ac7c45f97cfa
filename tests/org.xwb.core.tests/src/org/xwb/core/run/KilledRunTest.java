package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.xwb.core.results.IntervalCsvWriter;
import org.xwb.core.results.RunFolder;
import org.xwb.model.ParameterType;
import org.xwb.model.RunSettings;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.jdbc.StandaloneRunMain;

/**
 * A run in a JVM of its own, killed with SIGKILL (Process.destroyForcibly) while it measures: the
 * intervals it closed are on disk, readable, none cut in half.
 */
class KilledRunTest {

    /** The bundles the driver needs on a plain class path (it runs without the OSGi framework). */
    static final List<String> BUNDLES = List.of("org.xwb.core", "org.xwb.model", "org.eclipse.emf.ecore",
            "org.eclipse.emf.common", "org.eclipse.emf.ecore.xmi", "org.hdrhistogram.HdrHistogram", "com.h2database",
            "org.xwb.targets");

    @TempDir
    Path dir;

    @Test
    void aKilledRunKeepsAReadableIntervalsCsv() throws Exception {
        Workload w = workload("killed", with(tx("add", 1, "SELECT CAST(? AS BIGINT) + 1"), ParameterType.BIGINT,
                uniform(1, 1000)));
        RunSettings settings = Workloads.F.createRunSettings();
        settings.setIntervalSeconds(0.2);
        settings.setThinkTimeMillis(1);
        w.setRunSettings(settings);
        Path file = dir.resolve("killed.xwl");
        Files.write(file, WorkloadFiles.serialize(w));
        String java = ProcessHandle.current().info().command().orElse("java");
        String classPath = classPath();
        Process process = new ProcessBuilder(java, "-cp", classPath, StandaloneRunMain.class.getName(),
                file.toString(), "jdbc:h2:mem:killed", dir.resolve("runs").toString(), "2", "600")
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
        Path csv = null;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        try {
            while (System.nanoTime() < deadline) {
                csv = intervalsFile();
                if (csv != null && Files.readAllLines(csv).size() >= 1 + 2 * 4 && Files.readAllLines(csv).stream()
                        .anyMatch(l -> l.contains(",_total,") && !l.contains(",_total,0,"))) {
                    break; // four intervals of one type plus total, and some measured (a loaded machine starts slowly)
                }
                assertTrue(process.isAlive(), "the child died: " + Files.readString(dir.resolve("child.log"))
                        + "\nclass path: " + classPath);
                Thread.sleep(100);
            }
        } finally {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
        assertTrue(csv != null, "no intervals.csv within 60 s: " + Files.readString(dir.resolve("child.log")));
        assertFalse(process.isAlive());
        assertFalse(Files.exists(csv.resolveSibling(RunFolder.SUMMARY)), "killed before it could write a summary");
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertEquals(IntervalCsvWriter.HEADER, lines.get(0));
        assertTrue(lines.size() >= 9, lines.toString());
        String raw = Files.readString(csv);
        assertTrue(raw.endsWith("\n"), "the file ends with a whole line");
        int columns = IntervalCsvWriter.HEADER.split(",").length;
        long previous = -1;
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            assertEquals(columns, f.length, line);
            long index = Long.parseLong(f[0]);
            assertTrue(index >= previous, line);
            previous = index;
            Long.parseLong(f[6]);
            Double.parseDouble(f[7]);
        }
        assertTrue(lines.stream().anyMatch(l -> l.contains(",_total,") && !l.contains(",_total,0,")),
                "transactions were measured");
        assertTrue(Files.exists(csv.resolveSibling(RunFolder.SETTINGS)));
    }

    private Path intervalsFile() throws IOException {
        Path runs = dir.resolve("runs");
        if (!Files.isDirectory(runs)) {
            return null;
        }
        try (var folders = Files.list(runs)) {
            return folders.map(f -> f.resolve(RunFolder.INTERVALS)).filter(Files::exists).findFirst().orElse(null);
        }
    }

    /** The jars (or class folders) of the installed bundles the driver needs. */
    static String classPath() {
        Bundle self = FrameworkUtil.getBundle(KilledRunTest.class);
        List<String> entries = new ArrayList<>();
        for (String name : BUNDLES) {
            Bundle bundle = null;
            for (Bundle b : self.getBundleContext().getBundles()) {
                if (name.equals(b.getSymbolicName())
                        && (bundle == null || b.getVersion().compareTo(bundle.getVersion()) > 0)) {
                    bundle = b;
                }
            }
            assertTrue(bundle != null, "bundle " + name + " is not installed");
            entries.add(location(bundle));
        }
        return String.join(File.pathSeparator, entries);
    }

    /**
     * "reference:file:/x/y.jar" (Equinox) to a file system path. A bundle of the build itself is
     * installed from its project folder (Tycho's dev mode), its classes are in target/classes.
     */
    static String location(Bundle bundle) {
        String location = bundle.getLocation();
        int file = location.indexOf("file:");
        assertTrue(file >= 0, "cannot find the file of bundle " + bundle.getSymbolicName() + " at " + location);
        String uri = location.substring(file);
        Path path;
        try {
            path = Path.of(URI.create(uri.replace(" ", "%20")));
        } catch (IllegalArgumentException e) {
            path = Path.of(uri.substring("file:".length()));
        }
        if (!path.isAbsolute()) { // relative to Equinox's install area
            String area = System.getProperty("osgi.install.area", "");
            Path base = area.startsWith("file:") ? Path.of(URI.create(area.replace(" ", "%20"))) : Path.of("");
            path = base.resolve(path).normalize().toAbsolutePath();
        }
        Path classes = path.resolve("target/classes");
        return (Files.isDirectory(path) && Files.isDirectory(classes) ? classes : path).toString();
    }
}
