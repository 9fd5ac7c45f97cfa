package org.xwb.ui.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Link;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.run.RunListener;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.session.RunRequest;
import org.xwb.kit.session.RunSession;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.UIThread;
import org.xwb.xml.TpoxKit;

/**
 * Benchmark, not a test (skipped unless -Dxwb.bench=true): the same TPoX mixed run started from
 * the dashboard, charts live, against the same run headless through the session `xwb demo` uses
 * (org.xwb.kit's RunSession, in this JVM, the workbench idle), alternated; and the longest stall of the UI thread while the charts update,
 * measured by a 10 ms display timer that records how late it fires. Writes
 * target/benchmark-dashboard.txt.
 */
class DashboardBenchmark {

    private static final int USERS = 2;
    private static final int SECONDS = Integer.getInteger("xwb.bench.seconds", 60);
    private static final int RAMP_UP = 5;
    private static final int CUSTOMERS = 1000;
    /** As long as a measured run: the JIT keeps compiling the UI's and the driver's code for a minute. */
    private static final int WARM_UP_SECONDS = SECONDS;
    private static final int PAIRS = Integer.getInteger("xwb.bench.pairs", 2);

    private final SWTBot bot = new SWTBot().withTimeout(60_000);

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void dashboardAgainstHeadless() throws Exception {
        List<Double> dashboard = new ArrayList<>();
        List<Double> headless = new ArrayList<>();
        List<Double> stalls = new ArrayList<>();
        StringBuilder log = new StringBuilder();
        // one untimed pair first: the first run of a JVM spends seconds of CPU compiling (JIT) the
        // driver, the JDBC driver, the generator and Java2D, which its pair partner would not pay
        StallProbe warmProbe = new StallProbe();
        double warmDashboard = dashboardRun(warmProbe, WARM_UP_SECONDS);
        warmProbe.stop();
        double warmHeadless = headlessRun(WARM_UP_SECONDS);
        log.append(String.format(Locale.ROOT, "warm-up (not counted): dashboard %.1f tx/s, headless %.1f tx/s, %d s each%n",
                warmDashboard, warmHeadless, WARM_UP_SECONDS));
        for (int pair = 0; pair < PAIRS; pair++) {
            // alternate the order: dashboard first in even pairs, headless first in odd ones
            for (boolean ui : pair % 2 == 0 ? new boolean[] { true, false } : new boolean[] { false, true }) {
                double[] cpu = cpuSeconds();
                ThreadSampler sampler = new ThreadSampler();
                if (ui) {
                    StallProbe probe = new StallProbe();
                    double rate = dashboardRun(probe, SECONDS);
                    dashboard.add(rate);
                    double uiCpu = probe.uiCpuSeconds();
                    stalls.add(probe.stop());
                    log.append(String.format(Locale.ROOT,
                            "pair %d dashboard %.1f tx/s, longest UI stall %.1f ms, UI thread CPU %.2f s, stalls > 30 ms %s%n",
                            pair + 1, rate, stalls.get(stalls.size() - 1), uiCpu, probe.stalls));
                    log.append(cpuLine(cpu));
                    log.append(sampler.stop());
                } else {
                    // the probe runs here too: it is part of the measuring apparatus, and what it
                    // sees with no chart to draw is the UI thread's baseline on a loaded machine
                    StallProbe probe = new StallProbe();
                    probe.start();
                    double rate = headlessRun(SECONDS);
                    double baseline = probe.stop();
                    headless.add(rate);
                    log.append(String.format(Locale.ROOT, "pair %d headless  %.1f tx/s, longest UI stall %.1f ms (no charts), stalls > 30 ms %s%n",
                            pair + 1, rate, baseline, probe.stalls));
                    log.append(cpuLine(cpu));
                    log.append(sampler.stop());
                }
                System.out.print(log);
            }
        }
        double d = median(dashboard);
        double h = median(headless);
        // each pair's own ratio too: the machine's speed drifts between pairs more than within one
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < dashboard.size(); i++) {
            ratios.add(dashboard.get(i) / headless.get(i));
        }
        log.append(String.format(Locale.ROOT, "pair ratios %s%n", ratios.stream()
                .map(r -> String.format(Locale.ROOT, "%.3f", r)).toList()));
        log.append(String.format(Locale.ROOT,
                "median dashboard %.1f tx/s, headless %.1f tx/s, ratio %.3f; median of pair ratios %.3f; longest UI stall %.1f ms%n",
                d, h, d / h, median(ratios), stalls.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN)));
        Path out = Path.of(System.getProperty("xwb.screenshots", "target/screenshots")).getParent().resolve(
                "benchmark-dashboard.txt");
        Files.writeString(out, log, StandardCharsets.UTF_8);
        System.out.print(log);
    }

    private double dashboardRun(StallProbe probe, int seconds) throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload("tpox-mixed.xwl");
        dashboard.users(USERS).duration(seconds).rampUp(RAMP_UP).freshDatabase(CUSTOMERS);
        Link link = bot.widgetWithId(Link.class, RunDashboardPart.SUMMARY_ID);
        String before = UIThread.syncExec(link::getText);
        dashboard.start();
        probe.start();
        // poll once a second with the widget found once: the bot's usual 50 ms polls search the
        // widget tree on the UI thread and would be measured as the dashboard's cost
        long deadline = System.nanoTime() + (seconds + RAMP_UP + 120) * 1_000_000_000L;
        String text = before;
        while (text.equals(before) || !text.contains("tx/s")) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no summary after the run: " + text);
            }
            Thread.sleep(1000);
            text = UIThread.syncExec(link::getText);
        }
        Matcher rate = Pattern.compile("([\\d,]+\\.\\d) tx/s").matcher(text);
        if (!rate.find()) {
            throw new AssertionError("no throughput in the summary: " + text);
        }
        return Double.parseDouble(rate.group(1).replace(",", ""));
    }

    /** The same request through the session `xwb demo` and the dashboard use, without a screen. */
    private double headlessRun(int seconds) throws Exception {
        try (RunSession session = new RunSession(Workspace.fromEnvironment().ensureLayout())) {
            RunRequest request = new RunRequest(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.MIXED),
                    TargetChoice.of("embedded"), CUSTOMERS,
                    b -> b.users(USERS).durationSeconds(seconds).rampUpSeconds(RAMP_UP).seed(42));
            RunSummary summary = session.execute(request, new RunSession.Progress() {
            }, new RunListener() {
            });
            if (summary.outcome() != RunSummary.Outcome.COMPLETED || summary.errorsOverThreshold()) {
                throw new AssertionError("headless run " + summary.outcome().key() + ": " + summary.failure());
            }
            return summary.total().txPerSecond();
        }
    }

    /** CPU seconds so far of this JVM and of the X server (which draws what the UI shows). */
    private static double[] cpuSeconds() {
        double jvm = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
        double x = ProcessHandle.allProcesses().filter(p -> p.info().command().orElse("").endsWith("Xvfb"))
                .mapToDouble(p -> p.info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0)).sum();
        return new double[] { jvm, x };
    }

    /**
     * Every thread's CPU time, sampled twice a second (threads of a run end before it does), plus
     * the JVM's GC and JIT time: where the CPU of a run went, by thread role.
     */
    static final class ThreadSampler {
        private final java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        private final java.util.Map<Long, Double> start = new java.util.HashMap<>();
        private final java.util.Map<Long, Double> last = new java.util.concurrent.ConcurrentHashMap<>();
        private final java.util.Map<Long, String> names = new java.util.concurrent.ConcurrentHashMap<>();
        private final double gcStart = gcSeconds();
        private final double jitStart = java.lang.management.ManagementFactory.getCompilationMXBean().getTotalCompilationTime() / 1e3;
        private volatile boolean running = true;
        private final Thread thread;

        ThreadSampler() {
            sample(start);
            thread = new Thread(() -> {
                while (running) {
                    sample(last);
                    try {
                        Thread.sleep(500);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "bench-thread-sampler");
            thread.setDaemon(true);
            thread.start();
        }

        private void sample(java.util.Map<Long, Double> into) {
            for (java.lang.management.ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
                if (info != null) {
                    long nanos = threads.getThreadCpuTime(info.getThreadId());
                    if (nanos >= 0) {
                        into.put(info.getThreadId(), nanos / 1e9);
                        // user and statistics threads carry the run's id: group them by role
                        names.put(info.getThreadId(), info.getThreadName().replaceAll("-\\d{8}-\\d{6}.*", ""));
                    }
                }
            }
        }

        private static double gcSeconds() {
            return java.lang.management.ManagementFactory.getGarbageCollectorMXBeans().stream()
                    .mapToLong(java.lang.management.GarbageCollectorMXBean::getCollectionTime).sum() / 1e3;
        }

        String stop() throws InterruptedException {
            sample(last);
            running = false;
            thread.interrupt();
            thread.join();
            java.util.Map<String, Double> byName = new java.util.HashMap<>();
            last.forEach((id, cpu) -> byName.merge(names.get(id), cpu - start.getOrDefault(id, 0.0), Double::sum));
            StringBuilder line = new StringBuilder("    threads' CPU:");
            byName.entrySet().stream().filter(e -> e.getValue() > 0.05)
                    .sorted((a, b) -> Double.compare(b.getValue(), a.getValue())).limit(10)
                    .forEach(e -> line.append(String.format(Locale.ROOT, " %s %.2f s;", e.getKey(), e.getValue())));
            line.append(String.format(Locale.ROOT, " GC pauses %.2f s; JIT %.2f s%n", gcSeconds() - gcStart,
                    java.lang.management.ManagementFactory.getCompilationMXBean().getTotalCompilationTime() / 1e3 - jitStart));
            return line.toString();
        }
    }

    private static String cpuLine(double[] before) {
        double[] now = cpuSeconds();
        return String.format(Locale.ROOT, "    CPU during the run: JVM %.1f s (users, driver, UI, charts), X server %.1f s%n",
                now[0] - before[0], now[1] - before[1]);
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** A timer on the UI thread every 10 ms; how late it fires is how long the UI thread was busy. */
    static final class StallProbe {
        private static final int PERIOD_MS = 10;
        private volatile boolean running;
        private volatile double longestMs;
        private long expected;
        private long started;
        private long uiCpuStart;
        private long uiCpuAtTick;
        private long runQueueAtTick;
        /**
         * Stalls over 30 ms: seconds since start, length, how much of it the UI thread spent on the
         * CPU and how long it waited, runnable, for a core (Linux schedstat); the rest it was
         * blocked (a lock, the X server).
         */
        final List<String> stalls = java.util.Collections.synchronizedList(new ArrayList<>());

        void start() {
            running = true;
            Display display = UIThread.display();
            display.asyncExec(() -> {
                started = System.nanoTime();
                uiCpuStart = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
                uiCpuAtTick = uiCpuStart;
                runQueueAtTick = runQueueWait();
                expected = System.nanoTime() + PERIOD_MS * 1_000_000L;
                display.timerExec(PERIOD_MS, this::tick);
            });
        }

        private void tick() {
            long now = System.nanoTime();
            double late = (now - expected) / 1e6;
            long cpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            long queued = runQueueWait();
            if (late > 30) {
                stalls.add(String.format(Locale.ROOT, "%.1fs:%.0fms(cpu %.0f, waiting for a core %.0f)",
                        (now - started) / 1e9, late, (cpu - uiCpuAtTick) / 1e6, (queued - runQueueAtTick) / 1e6));
            }
            uiCpuAtTick = cpu;
            runQueueAtTick = queued;
            longestMs = Math.max(longestMs, late);
            if (running) {
                expected = now + PERIOD_MS * 1_000_000L;
                UIThread.display().timerExec(PERIOD_MS, this::tick);
            }
        }

        /** Nanoseconds the calling thread has waited runnable for a CPU, or 0 where Linux does not say. */
        private static long runQueueWait() {
            try {
                String[] fields = Files.readString(Path.of("/proc/thread-self/schedstat")).trim().split(" ");
                return Long.parseLong(fields[1]);
            } catch (java.io.IOException | RuntimeException e) {
                return 0;
            }
        }

        double stop() {
            running = false;
            return longestMs;
        }

        /** CPU seconds the UI thread used since start (read on the UI thread). */
        double uiCpuSeconds() {
            return UIThread.syncExec(() -> (java.lang.management.ManagementFactory.getThreadMXBean()
                    .getCurrentThreadCpuTime() - uiCpuStart) / 1e9);
        }
    }
}
