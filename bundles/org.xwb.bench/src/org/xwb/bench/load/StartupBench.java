package org.xwb.bench.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;

/**
 * Start-up times of the embedded server: cold (binaries unpacked into an empty cache, initdb, start),
 * first start of a new workspace (initdb, start) and warm (an existing database), plus the stop.
 * Each start includes creating the "xwb" database when it is missing and the crash-recovery checks.
 */
public final class StartupBench {

    /** Seconds per round for each kind of start, and for the stops. */
    public record Times(List<Double> cold, List<Double> first, List<Double> warm, List<Double> stop) {
    }

    private StartupBench() {
    }

    public static Times run(Path scratch, int rounds) throws IOException, SQLException {
        Times times = new Times(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        Path sharedCache = scratch.resolve("binaries-cache");
        for (int round = 0; round < rounds; round++) {
            Path coldCache = scratch.resolve("cold-cache-" + round);
            times.cold().add(startStop(new EmbeddedLayout(scratch.resolve("cold-" + round), coldCache), null));
            EmbeddedLayout fresh = new EmbeddedLayout(scratch.resolve("ws-" + round), sharedCache);
            if (round == 0) {
                startStop(new EmbeddedLayout(scratch.resolve("warmup"), sharedCache), null); // fill the shared cache
            }
            times.first().add(startStop(fresh, null));
            times.warm().add(startStop(fresh, times.stop()));
        }
        return times;
    }

    private static double startStop(EmbeddedLayout layout, List<Double> stops) throws IOException, SQLException {
        long start = System.nanoTime();
        EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout);
        double seconds = (System.nanoTime() - start) / 1e9;
        long stop = System.nanoTime();
        lease.close();
        if (stops != null) {
            stops.add((System.nanoTime() - stop) / 1e9);
        }
        return seconds;
    }

    static String median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(Double::compare);
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return String.format(Locale.ROOT, "%.2f s (%.2f-%.2f)", median, sorted.get(0), sorted.get(n - 1));
    }

    public static String markdown(Times t) {
        return "| start | median (min-max) of " + t.warm().size() + " |\n|---|---|\n"
                + "| cold: unpack binaries, initdb, start | " + median(t.cold()) + " |\n"
                + "| first start of a workspace: initdb, start | " + median(t.first()) + " |\n"
                + "| warm: existing database | " + median(t.warm()) + " |\n"
                + "| stop (pg_ctl stop -m fast) | " + median(t.stop()) + " |\n";
    }

    static void deleteQuietly(Path root) {
        try {
            if (Files.exists(root)) {
                try (var paths = Files.walk(root)) {
                    paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        } catch (IOException e) {
            // scratch space: left for the OS to clean
        }
    }
}
