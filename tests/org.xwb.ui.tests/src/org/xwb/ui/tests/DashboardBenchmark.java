package org.xwb.ui.tests;

import java.io.PrintWriter;
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
import org.xwb.cli.XwbCommand;
import org.xwb.ui.run.RunDashboardPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.UIThread;

/**
 * Benchmark, not a test (skipped unless -Dxwb.bench=true): the same TPoX mixed run started from
 * the dashboard, charts live, against the same run headless through `xwb demo` (in this JVM, the
 * workbench idle), alternated; and the longest stall of the UI thread while the charts update,
 * measured by a 10 ms display timer that records how late it fires. Writes
 * target/benchmark-dashboard.txt.
 */
class DashboardBenchmark {

    private static final int USERS = 2;
    private static final int SECONDS = 60;
    private static final int RAMP_UP = 5;
    private static final int CUSTOMERS = 1000;
    private static final int PAIRS = 2;

    private final SWTBot bot = new SWTBot().withTimeout(60_000);

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void dashboardAgainstHeadless() throws Exception {
        List<Double> dashboard = new ArrayList<>();
        List<Double> headless = new ArrayList<>();
        List<Double> stalls = new ArrayList<>();
        StringBuilder log = new StringBuilder();
        for (int pair = 0; pair < PAIRS; pair++) {
            // alternate the order: dashboard first in even pairs, headless first in odd ones
            for (boolean ui : pair % 2 == 0 ? new boolean[] { true, false } : new boolean[] { false, true }) {
                if (ui) {
                    StallProbe probe = new StallProbe();
                    double rate = dashboardRun(probe);
                    dashboard.add(rate);
                    stalls.add(probe.stop());
                    log.append(String.format(Locale.ROOT, "pair %d dashboard %.1f tx/s, longest UI stall %.1f ms%n",
                            pair + 1, rate, stalls.get(stalls.size() - 1)));
                } else {
                    double rate = headlessRun();
                    headless.add(rate);
                    log.append(String.format(Locale.ROOT, "pair %d headless  %.1f tx/s%n", pair + 1, rate));
                }
                System.out.print(log);
            }
        }
        double d = median(dashboard);
        double h = median(headless);
        log.append(String.format(Locale.ROOT, "median dashboard %.1f tx/s, headless %.1f tx/s, ratio %.3f; longest UI stall %.1f ms%n",
                d, h, d / h, stalls.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN)));
        Path out = Path.of(System.getProperty("xwb.screenshots", "target/screenshots")).getParent().resolve(
                "benchmark-dashboard.txt");
        Files.writeString(out, log, StandardCharsets.UTF_8);
        System.out.print(log);
    }

    private double dashboardRun(StallProbe probe) throws Exception {
        bot.shell(MainWindowTest.MAIN_WINDOW).activate();
        bot.cTabItem("Run Dashboard").activate();
        String mixed = bot.comboBoxWithId(RunDashboardPart.WORKLOAD_ID).items().stream()
                .filter(item -> item.contains("tpox-mixed.xwl")).findFirst().orElseThrow();
        bot.comboBoxWithId(RunDashboardPart.WORKLOAD_ID).setSelection(mixed);
        bot.spinnerWithId(RunDashboardPart.USERS_ID).setSelection(USERS);
        bot.spinnerWithId(RunDashboardPart.DURATION_ID).setSelection(SECONDS);
        bot.spinnerWithId(RunDashboardPart.RAMP_UP_ID).setSelection(RAMP_UP);
        if (!bot.buttonWithId(RunDashboardPart.PREPARE_ID).isChecked()) {
            bot.buttonWithId(RunDashboardPart.PREPARE_ID).click();
        }
        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(CUSTOMERS);
        String before = summary();
        bot.buttonWithId(RunDashboardPart.START_ID).click();
        probe.start();
        bot.waitUntil(Conditions.of("the run's summary", () -> !summary().equals(before) && summary().contains("tx/s")),
                (SECONDS + RAMP_UP + 120) * 1000L);
        Matcher rate = Pattern.compile("([\\d,]+\\.\\d) tx/s").matcher(summary());
        if (!rate.find()) {
            throw new AssertionError("no throughput in the summary: " + summary());
        }
        return Double.parseDouble(rate.group(1).replace(",", ""));
    }

    private double headlessRun() {
        java.io.StringWriter out = new java.io.StringWriter();
        PrintWriter printer = new PrintWriter(out);
        picocli.CommandLine command = new picocli.CommandLine(new XwbCommand());
        command.setOut(printer);
        int exit = command.execute("demo", "--customers", String.valueOf(CUSTOMERS), "--users", String.valueOf(USERS),
                "--duration", SECONDS + "s", "--rampup", RAMP_UP + "s", "--seed", "42");
        printer.flush();
        Matcher total = Pattern.compile("(?m)^Total\\s+\\d+\\s+[\\d.]+\\s+([\\d,]+\\.\\d)").matcher(out.toString());
        if (exit != 0 || !total.find()) {
            throw new AssertionError("headless run failed (" + exit + "):\n" + out);
        }
        return Double.parseDouble(total.group(1).replace(",", ""));
    }

    private String summary() {
        Link link = bot.widgetWithId(Link.class, RunDashboardPart.SUMMARY_ID);
        return UIThread.syncExec(() -> link.getText());
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

        void start() {
            running = true;
            Display display = UIThread.display();
            display.asyncExec(() -> {
                expected = System.nanoTime() + PERIOD_MS * 1_000_000L;
                display.timerExec(PERIOD_MS, this::tick);
            });
        }

        private void tick() {
            long now = System.nanoTime();
            longestMs = Math.max(longestMs, (now - expected) / 1e6);
            if (running) {
                expected = now + PERIOD_MS * 1_000_000L;
                UIThread.display().timerExec(PERIOD_MS, this::tick);
            }
        }

        double stop() {
            running = false;
            return longestMs;
        }
    }
}
