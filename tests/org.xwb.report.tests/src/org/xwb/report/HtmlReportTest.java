package org.xwb.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.testing.HtmlPages.SVG;
import static org.xwb.testing.HtmlPages.XHTML;
import static org.xwb.testing.HtmlPages.bodyRows;
import static org.xwb.testing.HtmlPages.cells;
import static org.xwb.testing.HtmlPages.elements;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xwb.core.results.RunFolder;
import org.xwb.core.stats.RunSummary;
import org.xwb.testing.HtmlPages;
import org.xwb.testing.SampleRuns;

/**
 * Reports of real run folders (the driver on H2), read back by the hardened XML parser: what each
 * section holds, that nothing in the page reaches outside it, and that text from a run folder is
 * never taken as markup.
 */
class HtmlReportTest {

    @TempDir
    Path dir;

    @Test
    void aRunsReportHoldsItsStatisticsTheDashboardsChartsTheMixAndItsEnvironment() throws Exception {
        RunSummary run = SampleRuns.run(dir, 2, 1.5);
        Path folder = dir.resolve(run.runId());
        Path file = HtmlReport.defaultFile(List.of(folder), dir);
        assertEquals(folder.resolve("report.html"), file, "a single run's report goes into its folder");
        HtmlReport.Written written = HtmlReport.write(List.of(folder), file);
        Document page = HtmlPages.parse(Files.readString(file, StandardCharsets.UTF_8));

        assertEquals(List.of(), HtmlPages.externalReferences(page), "self-contained: nothing fetched, nothing run");
        List<String> charts = elements(page, XHTML, "figure", "chart").stream().map(f -> f.getAttribute("data-chart"))
                .toList();
        assertEquals(List.of("throughput", "latency", "errors", "users", "mix"), charts,
                "the dashboard's charts (no insert rate: nothing inserted) and the donut");
        assertEquals(5, elements(page, SVG, "svg", null).size());
        assertEquals(5, written.charts());
        String throughput = elements(page, XHTML, "figure", "chart").get(0).getTextContent();
        assertTrue(throughput.contains("look up") && throughput.contains("nap"),
                "the throughput chart's legend names both transactions: " + throughput);

        Element stats = elements(page, XHTML, "table", "stats").get(0);
        List<String> header = cells((Element) stats.getElementsByTagNameNS(XHTML, "tr").item(0));
        assertEquals(List.of("Transaction", "Count", "Rows", "Bytes fetched", "Mix %", "tx/s", "Total s", "Min", "Mean", "Max", "Std dev",
                "p50", "p90", "p95", "p99", "p99.9", "CI low", "CI high", "Deadlocks", "Timeouts", "Retries", "Errors"),
                header);
        List<Element> rows = bodyRows(stats);
        assertEquals(List.of("look up", "nap", "Total"), rows.stream().map(r -> cells(r).get(0)).toList());
        assertEquals(Figures.count(run.total().count()), cells(rows.get(2)).get(1));
        assertEquals(Figures.ms(run.transactions().get(1).latency().ciHighMs()),
                cells(rows.get(1)).get(header.indexOf("CI high")));
        assertTrue(run.transactions().get(1).latency().minMs() >= 2, "a nap sleeps 2 ms in the database");

        assertEquals(2, bodyRows(elements(page, XHTML, "table", "mix").get(0)).size());
        Map<String, String> settings = facts(page, "settings");
        assertEquals("2", settings.get("users"));
        assertEquals("7", settings.get("seed"));
        Map<String, String> environment = facts(page, "environment");
        assertEquals("jdbc", environment.get("target kind"));
        assertEquals(System.getProperty("java.version"), environment.get("jvm version"));
        assertTrue(bodyRows(elements(page, XHTML, "table", "versions").get(0)).size() > 3, "component versions");
        assertEquals(0, elements(page, XHTML, "section", "comparison").size(), "one run: nothing to compare");
    }

    /** A two-column table's names and values. */
    private static Map<String, String> facts(Document page, String cssClass) {
        Map<String, String> facts = new java.util.LinkedHashMap<>();
        for (Element row : bodyRows(elements(page, XHTML, "table", cssClass).get(0))) {
            facts.put(cells(row).get(0).strip(), cells(row).get(1).strip());
        }
        return facts;
    }

    @Test
    void twoRunsAddTheComparisonWithAVerdictAndTheOverlay() throws Exception {
        Path base = dir.resolve(SampleRuns.run(dir, 2, 1.5).runId());
        Path slow = dir.resolve(SampleRuns.run(dir, 20, 1.5).runId());
        Document page = HtmlPages.parse(HtmlReport.render(List.of(base, slow)));

        Element comparison = elements(page, XHTML, "section", "comparison").get(0);
        assertEquals("comparison", ((Element) page.getElementsByTagNameNS(XHTML, "section").item(0)).getAttribute("id"),
                "the comparison comes first");
        Element table = elements(page, XHTML, "table", "compare").get(0);
        List<Element> rows = bodyRows(table);
        assertEquals(List.of("look up", "nap", "Total"), rows.stream().map(r -> cells(r).get(0)).toList());
        List<String> nap = cells(rows.get(1));
        assertEquals("slower", nap.get(ComparisonRows.VERDICT), "20 ms naps against 2 ms: " + nap);
        assertTrue(rows.get(1).getAttribute("class").contains("verdict-slower"));
        assertTrue(comparison.getTextContent().contains(slow.getFileName() + " against " + base.getFileName()));
        assertEquals(1, elements(page, XHTML, "figure", "chart").stream()
                .filter(f -> f.getAttribute("data-chart").equals("overlay")).count());
        assertEquals(1 + 2 * 5, elements(page, SVG, "svg", null).size(), "the overlay and each run's five charts");
        assertEquals(2, elements(page, XHTML, "section", "run").size());
    }

    @Test
    void aSweepShowsItsScalingChartAndPoints() throws Exception {
        Path sweep = SampleRuns.sweep(dir, 0.6, 1, 2);
        Document page = HtmlPages.parse(HtmlReport.render(List.of(sweep)));
        Element section = elements(page, XHTML, "section", "sweep").get(0);
        assertEquals(1, section.getElementsByTagNameNS(SVG, "svg").getLength());
        List<Element> points = bodyRows(elements(page, XHTML, "table", "sweep").get(0));
        assertEquals(List.of("1", "2"), points.stream().map(r -> cells(r).get(0)).toList());
        assertTrue(cells(points.get(1)).get(8).endsWith("-u2"), "the point's run folder: " + cells(points.get(1)));
    }

    @Test
    void textFromARunFolderIsNeverMarkup() throws Exception {
        Path folder = dir.resolve(SampleRuns.run(dir, 2, 1.0).runId());
        Path summary = folder.resolve(RunFolder.SUMMARY);
        String json = Files.readString(summary).replace("\"workload\": \"sample runs\"",
                "\"workload\": \"<b>bold</b> & \\\"quoted\\\"\"").replace("\"first_messages\": []",
                "\"first_messages\": [\"SQLException: <script>alert('x')</script> \\u0007\"]").replace("\"messages\": []",
                "\"messages\": [{\"message\": \"SQLException: <script>alert('x')</script> \\u0007\", \"count\": 7}]");
        Files.writeString(summary, json);
        String html = HtmlReport.render(List.of(folder));
        Document page = HtmlPages.parse(html);
        assertEquals(List.of(), HtmlPages.externalReferences(page));
        assertEquals(0, page.getElementsByTagNameNS(XHTML, "b").getLength());
        String text = page.getDocumentElement().getTextContent();
        assertTrue(text.contains("<b>bold</b> & \"quoted\""), "the workload's name as text");
        assertTrue(text.contains("<script>alert('x')</script> \\u0007"), "the error message as text, its bell escaped");
        assertTrue(text.contains("7 x SQLException: <script>"), "the message with its count");
    }

    @Test
    void aFolderThatIsNoRunIsRefusedByName() throws Exception {
        Path notes = Files.createDirectories(dir.resolve("notes"));
        IOException e = assertThrows(IOException.class, () -> HtmlReport.render(List.of(notes)));
        assertTrue(e.getMessage().contains(notes.toString()) && e.getMessage().contains("not a run folder"),
                e.getMessage());
        IOException missing = assertThrows(IOException.class, () -> HtmlReport.render(List.of(dir.resolve("gone"))));
        assertTrue(missing.getMessage().contains("gone"), missing.getMessage());
    }
}
