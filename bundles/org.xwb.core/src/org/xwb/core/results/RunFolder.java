package org.xwb.core.results;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * A run's result folder: {@code runs/<yyyyMMdd-HHmmss>-<workload>/} (local time; "-2", "-3" ...
 * appended when two runs start in the same second). The file names are fixed here.
 */
public final class RunFolder {

    public static final String SETTINGS = "run.json";
    public static final String WORKLOAD = "workload.xwl";
    public static final String ENVIRONMENT = "environment.json";
    public static final String SUMMARY = "summary.json";
    public static final String INTERVALS = "intervals.csv";
    public static final String HISTOGRAMS = "histograms.hlog";
    public static final String STATS = "stats.txt";

    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path path;

    private RunFolder(Path path) {
        this.path = path;
    }

    /** Creates a new, empty folder for a run of {@code workloadName} starting at {@code time}. */
    public static RunFolder create(Path runsDirectory, String workloadName, LocalDateTime time, String suffix)
            throws IOException {
        Files.createDirectories(runsDirectory);
        String base = STAMP.format(time) + "-" + slug(workloadName) + (suffix == null ? "" : suffix);
        for (int n = 1;; n++) {
            Path candidate = runsDirectory.resolve(n == 1 ? base : base + "-" + n);
            try {
                return new RunFolder(Files.createDirectory(candidate));
            } catch (FileAlreadyExistsException e) {
                // taken by a run that started in the same second: try the next number
            }
        }
    }

    /** A name safe in any file system: letters, digits, '.', '_' and '-'. */
    public static String slug(String name) {
        String s = name == null ? "" : name.strip().replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-+|-+$", "");
        return s.isEmpty() ? "workload" : s.length() > 60 ? s.substring(0, 60) : s;
    }

    public Path path() {
        return path;
    }

    /** The folder's name, used as the run id. */
    public String id() {
        return path.getFileName().toString();
    }

    public Path file(String name) {
        return path.resolve(name);
    }
}
