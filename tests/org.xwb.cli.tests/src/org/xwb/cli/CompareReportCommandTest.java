package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.testing.HtmlPages.SVG;
import static org.xwb.testing.HtmlPages.XHTML;
import static org.xwb.testing.HtmlPages.bodyRows;
import static org.xwb.testing.HtmlPages.cells;
import static org.xwb.testing.HtmlPages.elements;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xwb.testing.CommandRun;
import org.xwb.testing.HtmlPages;
import org.xwb.testing.SampleRuns;

/**
 * {@code xwb compare} and {@code xwb report} on real run folders: a baseline whose {@code nap}
 * sleeps 2 ms in the database, and a run made slower on purpose (20 ms).
 */
class CompareReportCommandTest {

    @TempDir
    static Path dir;
    static Path workspace;
    static String base;
    static String slow;

    @BeforeAll
    static void twoRuns() throws Exception {
        workspace = dir.resolve("ws");
        Path runs = workspace.resolve("runs");
        base = SampleRuns.run(runs, 2, 1.5).runId();
        slow = SampleRuns.run(runs, 20, 1.5).runId();
    }

    static CommandRun xwb(String... args) {
        return CommandRun.of((Object[]) args);
    }

    @Test
    void aRunSlowerBeyondNoiseExitsWith1() throws Exception {
        CommandRun slower = xwb("compare", base, slow, "--workspace", workspace.toString());
        assertEquals(1, slower.exitCode(), slower.out() + slower.err());
        List<String> nap = line(slower.out(), "nap");
        assertEquals("slower", nap.get(1), slower.out());
        assertTrue(slower.out().startsWith(slow + " against baseline " + base + ": "), slower.out());
        assertTrue(slower.out().contains("Verdict") && slower.out().contains("Mean ratio"), slower.out());
        double ratio = Double.parseDouble(nap.get(2).replace("x", "").replace(",", ""));
        assertTrue(ratio > 3, "20 ms naps against 2 ms: " + slower.out());

        CommandRun withBaseline = xwb("compare", slow, "--baseline", base, "--workspace", workspace.toString());
        assertEquals(1, withBaseline.exitCode(), "--baseline says the same: " + withBaseline.out());

        // the other way round nap is faster; whether the exit code is 0 depends on look up, which the
        // two runs' different loads can move beyond its (narrow) interval either way: it follows the table
        CommandRun faster = xwb("compare", slow, base, "--workspace", workspace.toString());
        List<String> napFaster = line(faster.out(), "nap");
        assertEquals("faster", napFaster.get(1), faster.out());
        boolean anySlower = faster.out().lines().anyMatch(l -> l.matches("\\S.*?  slower  .*"));
        assertEquals(anySlower ? 1 : 0, faster.exitCode(), faster.out() + faster.err());
    }

    @Test
    void theSameRunInTwoFoldersIsWithinNoiseAndExitsWith0() throws Exception {
        Path copy = Files.createDirectories(dir.resolve("copy-of-base"));
        try (Stream<Path> files = Files.list(workspace.resolve("runs").resolve(base))) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Files.copy(f, copy.resolve(f.getFileName()));
            }
        }
        CommandRun same = xwb("compare", workspace.resolve("runs").resolve(base).toString(), copy.toString());
        assertEquals(0, same.exitCode(), same.out() + same.err());
        assertTrue(same.out().contains(": 2 within noise"), same.out());
    }

    @Test
    void badRunsExitWith2AndSayWhich() throws Exception {
        CommandRun missing = xwb("compare", base, "no-such-run", "--workspace", workspace.toString());
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("No run or sweep folder 'no-such-run'"), missing.err());

        CommandRun alone = xwb("compare", base, "--workspace", workspace.toString());
        assertEquals(2, alone.exitCode());
        assertTrue(alone.err().contains("nothing to compare with"), alone.err());

        Path killed = Files.createDirectories(workspace.resolve("runs/20200101-000000-killed"));
        Files.writeString(killed.resolve("run.json"), "{\"format\": \"xwb-run-settings\"}");
        CommandRun noSummary = xwb("compare", base, killed.toString(), "--workspace", workspace.toString());
        assertEquals(2, noSummary.exitCode());
        assertTrue(noSummary.err().contains(killed + " has no summary.json"), noSummary.err());

        CommandRun report = xwb("report", "nowhere", "--workspace", workspace.toString());
        assertEquals(2, report.exitCode());
        assertTrue(report.err().contains("'nowhere'") && !report.err().contains("Exception"), report.err());
    }

    @Test
    void reportWritesOneHtmlFileWithTheChartsTablesAndComparison() throws Exception {
        Path file = dir.resolve("out/report.html");
        CommandRun r = xwb("report", base, slow, "-o", file.toString(), "--workspace", workspace.toString());
        assertEquals(0, r.exitCode(), r.out() + r.err());
        assertEquals("Report: " + file + " (2 runs, 11 charts)", r.out().strip());
        Document page = HtmlPages.parse(Files.readString(file, StandardCharsets.UTF_8));
        assertEquals(List.of(), HtmlPages.externalReferences(page));
        assertEquals(11, elements(page, SVG, "svg", null).size(), "the overlay and five charts per run");
        List<Element> stats = elements(page, XHTML, "table", "stats");
        assertEquals(2, stats.size());
        for (Element table : stats) {
            assertEquals(List.of("look up", "nap", "Total"), bodyRows(table).stream().map(row -> cells(row).get(0)).toList());
        }
        List<Element> compared = bodyRows(elements(page, XHTML, "table", "compare").get(0));
        assertEquals("slower", cells(compared.get(1)).get(1), "the report says what xwb compare says");

        Path sweep = SampleRuns.sweep(workspace.resolve("runs"), 0.5, 1, 2);
        CommandRun sweepReport = xwb("report", sweep.getFileName().toString(), "--workspace", workspace.toString());
        assertEquals(0, sweepReport.exitCode(), sweepReport.out() + sweepReport.err());
        Matcher written = Pattern.compile("Report: (.+) \\(1 sweep, 1 chart\\)").matcher(sweepReport.out());
        assertTrue(written.find(), sweepReport.out());
        assertEquals(sweep.resolve("report.html"), Path.of(written.group(1)));
        Document sweepPage = HtmlPages.parse(Files.readString(sweep.resolve("report.html"), StandardCharsets.UTF_8));
        assertEquals(2, bodyRows(elements(sweepPage, XHTML, "table", "sweep").get(0)).size());
    }

    /** The cells of the first output line that starts with {@code name}, split on runs of two or more spaces. */
    private static List<String> line(String out, String name) {
        return out.lines().filter(l -> l.startsWith(name + " ")).findFirst()
                .map(l -> List.of(l.split("\\s{2,}"))).orElseThrow(() -> new AssertionError("no line " + name + " in\n" + out));
    }
}
