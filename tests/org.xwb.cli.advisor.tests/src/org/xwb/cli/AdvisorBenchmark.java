package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TpoxKit;

/**
 * docs/index-advisor.md "Measured": {@code xwb advise-indexes} on the kit's TPoX database of
 * {@code xwb.bench.customers} customers for the kit's mixed workload without XML indexes ("none")
 * and with the kit's own 24 ("kit"), in the order of {@code xwb.bench.sets}; the kit run's
 * verification is the advised set against the kit's set. Each run builds a fresh database, or with
 * {@code xwb.bench.reuse=true} only the first does and the next runs on it ({@code --customers 0},
 * the workload as the build fitted it). The outputs go to target/advisor-*.txt and, as they are
 * printed and time-stamped, to {@code xwb.bench.log} when set. Not a test: run with
 * {@code -Dxwb.test.vmargs="-Xmx1g -Dxwb.bench=true" [-Dxwb.bench.customers=1000] [-Dxwb.bench.sets=none,kit]
 * [-Dxwb.bench.writeRuns=8s] [-Dxwb.bench.verify=30s] [-Dxwb.bench.draws=3] [-Dxwb.bench.reuse=true]
 * [-Dxwb.bench.log=/tmp/advisor.log] [-Dxwb.bench.keep=true]}. The workspace (its database and the
 * advisor's run folders: ~3 GB at 100,000 customers) is deleted at the end unless
 * {@code xwb.bench.keep=true}: kept ones filled a disk.
 */
class AdvisorBenchmark {

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void advisorOnTheKitDatabase() throws Exception {
        long customers = Long.getLong("xwb.bench.customers", 1000);
        String writeRuns = System.getProperty("xwb.bench.writeRuns", "8s");
        String verify = System.getProperty("xwb.bench.verify", "30s");
        String draws = System.getProperty("xwb.bench.draws", "3");
        boolean reuse = Boolean.getBoolean("xwb.bench.reuse");
        String log = System.getProperty("xwb.bench.log", "");
        boolean keep = Boolean.getBoolean("xwb.bench.keep");
        Path workspace = Files.createTempDirectory("xwb-advisor-bench");
        try (WorkspaceProperty property = WorkspaceProperty.set(workspace);
                Writer stamped = log.isBlank() ? Writer.nullWriter() : new StampedWriter(Path.of(log))) {
            stamped.write("Workspace " + workspace + (keep ? ", kept" : ", deleted at the end (-Dxwb.bench.keep=true keeps it)")
                    + System.lineSeparator());
            Path folder = Files.createDirectories(KitWorkloads.folder(new Workspace(workspace)));
            boolean built = false;
            for (String set : System.getProperty("xwb.bench.sets", "none,kit").split(",")) {
                // the kit's workload as the last build installed it (its id ranges), else as shipped
                Path installed = folder.resolve(KitWorkloads.MIXED);
                Workload workload = WorkloadFiles.load(
                        Files.isRegularFile(installed) ? installed : KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED));
                if (set.equals("none")) {
                    for (Collection collection : workload.getCollections()) {
                        collection.getIndexes().clear();
                    }
                }
                Path file = folder.resolve("tpox-mixed-" + set + "-indexes.xwl");
                WorkloadFiles.save(workload, file);
                long build = reuse && built ? 0 : customers;
                List<String> args = new ArrayList<>(List.of("advise-indexes", file.toString(), "--customers",
                        Long.toString(build), "--write-runs", writeRuns, "--verify", verify, "--users", "4", "--draws", draws));
                stamped.write(String.join(" ", args) + System.lineSeparator());
                StringWriter out = new StringWriter();
                StringWriter err = new StringWriter();
                int exitCode = XwbCommand.execute(new PrintWriter(new Tee(out, stamped), true),
                        new PrintWriter(new Tee(err, stamped), true), args.toArray(String[]::new));
                built = true;
                Files.writeString(Path.of("target", "advisor-" + set + "-indexes-" + customers + ".txt"),
                        out.toString() + err);
                System.out.print(out);
                assertEquals(0, exitCode, out.toString() + err);
            }
        } finally {
            if (!keep) {
                deleteTree(workspace); // each command closed its target: the embedded server stopped with its last lease
            }
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (var paths = Files.walk(root)) {
            for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    /** Writes to both, flushing the second (the log) at once. */
    private static final class Tee extends Writer {
        private final Writer first;
        private final Writer second;

        Tee(Writer first, Writer second) {
            this.first = first;
            this.second = second;
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            first.write(buffer, offset, length);
            synchronized (second) {
                second.write(buffer, offset, length);
                second.flush();
            }
        }

        @Override
        public void flush() throws IOException {
            first.flush();
            second.flush();
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }

    /** A log file whose every line starts with the time of day it was written (how long each step took). */
    private static final class StampedWriter extends Writer {
        private final Writer file;
        private boolean lineStart = true;

        StampedWriter(Path path) throws IOException {
            file = Files.newBufferedWriter(path, StandardCharsets.UTF_8);
        }

        @Override
        public void write(char[] buffer, int offset, int length) throws IOException {
            for (int i = offset; i < offset + length; i++) {
                if (lineStart) {
                    file.write(LocalTime.now().format(DateTimeFormatter.ofPattern("HH:mm:ss ")));
                    lineStart = false;
                }
                file.write(buffer[i]);
                lineStart = buffer[i] == '\n';
            }
        }

        @Override
        public void flush() throws IOException {
            file.flush();
        }

        @Override
        public void close() throws IOException {
            file.close();
        }
    }
}
