package org.xwb.ui.runs.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.ui.parts.WelcomePart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;

/**
 * Benchmark, not a test (skipped unless -Dxwb.bench=true): the Welcome page's demo button, from the
 * click to the first point of the throughput chart (fresh database of the demo's size, the run's
 * first interval), clicked {@code xwb.bench.pairs} + 1 times: the first in this JVM (cold), the
 * others warm, each run stopped before the next. Writes target/benchmark-welcome-demo.txt.
 */
class WelcomeDemoBenchmark {

    private final SWTBot bot = new SWTBot().withTimeout(60_000);

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void clickToFirstChartPoint() throws Exception {
        StringBuilder log = new StringBuilder("click to first throughput point, s (first: cold JVM)\n");
        int clicks = Integer.getInteger("xwb.bench.pairs", 2) + 1;
        for (int i = 0; i < clicks; i++) {
            bot.shell(MainWindow.TITLE).activate();
            WelcomeDemoTest.showWelcome();
            long clicked = System.nanoTime();
            bot.buttonWithId(WelcomePart.DEMO_BUTTON_ID).click();
            bot.waitUntil(Conditions.of("a throughput point", () -> WelcomeDemoTest.throughputPoints(bot) >= 1), 600_000);
            double seconds = (System.nanoTime() - clicked) / 1e9;
            log.append(String.format(Locale.ROOT, "%s %d: %.1f%n", i == 0 ? "cold" : "warm", i + 1, seconds));
            WelcomeDemoTest.stopIfRunning(bot);
            bot.waitUntil(Conditions.of("the demo ended", () -> DashboardBot.open(bot).startButton().isEnabled()), 180_000);
        }
        Path out = Path.of(System.getProperty("xwb.screenshots", "target/screenshots")).getParent()
                .resolve("benchmark-welcome-demo.txt");
        Files.writeString(out, log, StandardCharsets.UTF_8);
        System.out.print(log);
    }
}
