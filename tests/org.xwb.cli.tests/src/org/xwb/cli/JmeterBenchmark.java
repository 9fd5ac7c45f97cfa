package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.results.Json;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * docs/benchmarks.md "XWB's driver against JMeter": the TPoX mixed workload on one embedded
 * database, alternately through XWB's driver ({@code xwb run}) and through the exported plan with
 * JMeter's engine ({@code xwb jmeter}), the same users, ramp-up and measured time; tx/s and p95 from
 * each run's summary.json, and the load generator's CPU per transaction: the test JVM's CPU during
 * {@code xwb run} (the driver runs in it; the database is another process), the JMeter JVM's CPU
 * for {@code xwb jmeter} (polled while it runs). Each pair inserts documents: the demo database
 * (1,000 customers) has enough for one pair of 30 s at 2 users on this machine. Not a test: run with
 * {@code -Dxwb.test.vmargs="-Xmx1g -Dxwb.bench=true" [-Dxwb.bench.seconds=60 -Dxwb.bench.pairs=2]}.
 */
class JmeterBenchmark {

    private static final Pattern RESULTS = Pattern.compile("(?m)^Results: (.+)$");

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void driverAgainstJmeter() throws Exception {
        int seconds = Integer.getInteger("xwb.bench.seconds", 60);
        int pairs = Integer.getInteger("xwb.bench.pairs", 2);
        int users = Integer.getInteger("xwb.bench.users", 2);
        Path workspace = Files.createTempDirectory("xwb-jmeter-bench");
        List<String> rows = new ArrayList<>();
        try (WorkspaceProperty property = WorkspaceProperty.set(workspace)) {
            CommandRun demo = CommandRun.of("demo", "--users", "2", "--duration", "5s", "--rampup", "1s");
            assertEquals(0, demo.exitCode(), demo.out() + demo.err());
            String mixed = workspace.resolve("workloads/tpox/tpox-mixed.xwl").toString();
            for (int pair = 1; pair <= pairs; pair++) {
                long cpu = processCpuNanos();
                CommandRun run = CommandRun.of("run", mixed, "--users", users, "--duration", seconds + "s", "--rampup", "5s");
                long driverCpu = processCpuNanos() - cpu;
                assertEquals(0, run.exitCode(), run.out() + run.err());
                rows.add(row("XWB driver", pair, summary(run), driverCpu));
                System.out.print(rows.get(rows.size() - 1));

                Path plan = workspace.resolve("jmeter/mixed-" + pair + ".jmx"); // exported now: inserts go on after the driver's
                CommandRun export = CommandRun.of("export-jmeter", mixed, "-o", plan, "--users", users, "--duration",
                        seconds + "s", "--rampup", "5s");
                assertEquals(0, export.exitCode(), export.out() + export.err());
                JmeterCpu jmeterCpu = JmeterCpu.start();
                CommandRun jmeter = CommandRun.of("jmeter", plan);
                long jmeterNanos = jmeterCpu.stop();
                assertEquals(0, jmeter.exitCode(), jmeter.out() + jmeter.err());
                rows.add(row("JMeter 5.6.3", pair, summary(jmeter), jmeterNanos));
                System.out.print(rows.get(rows.size() - 1));
            }
        }
        String table = String.format(Locale.ROOT, "%-14s %4s %9s %9s %9s %11s %12s%n", "generator", "pair", "tx/s",
                "p95 ms", "failed", "client CPU s", "CPU us/tx") + String.join("", rows);
        System.out.println(table);
        Path out = Path.of("target", "jmeter-benchmark.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
        assertTrue(rows.size() == 2 * pairs);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> summary(CommandRun run) throws Exception {
        Matcher m = RESULTS.matcher(run.out());
        assertTrue(m.find(), run.out());
        return (Map<String, Object>) Json.parse(Files.readString(Path.of(m.group(1).strip()).resolve("summary.json")));
    }

    @SuppressWarnings("unchecked")
    private static String row(String generator, int pair, Map<String, Object> summary, long cpuNanos) {
        double tps = ((Number) summary.get("tx_per_second")).doubleValue();
        long counted = ((Number) summary.get("transactions_counted")).longValue();
        long failed = ((Number) summary.get("transactions_failed")).longValue();
        Map<String, Object> latency = (Map<String, Object>) ((Map<String, Object>) summary.get("total")).get("latency_ms");
        double p95 = ((Number) latency.get("p95")).doubleValue();
        long all = counted + ((Number) summary.get("warmup_transactions")).longValue()
                + ((Number) summary.get("discarded_after_end")).longValue();
        return String.format(Locale.ROOT, "%-14s %4d %9.1f %9.2f %9d %11.1f %12.0f%n", generator, pair, tps, p95, failed,
                cpuNanos / 1e9, cpuNanos / 1e3 / Math.max(1, all));
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** The CPU time of the JMeter JVMs this process starts, polled while they run (a process's time is gone once it ends). */
    private static final class JmeterCpu {
        private final Map<Long, Duration> seen = new ConcurrentHashMap<>();
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final Thread poller = new Thread(this::poll, "jmeter-cpu");

        static JmeterCpu start() {
            JmeterCpu cpu = new JmeterCpu();
            cpu.poller.setDaemon(true);
            cpu.poller.start();
            return cpu;
        }

        private void poll() {
            while (running.get()) {
                ProcessHandle.current().descendants()
                        .filter(p -> p.info().commandLine().orElse("").contains("ApacheJMeter.jar"))
                        .forEach(p -> p.info().totalCpuDuration().ifPresent(d -> seen.put(p.pid(), d)));
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        long stop() throws InterruptedException {
            running.set(false);
            poller.join();
            return seen.values().stream().mapToLong(Duration::toNanos).sum();
        }
    }
}
