package org.xwb.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.testing.HtmlPages.XHTML;
import static org.xwb.testing.HtmlPages.bodyRows;
import static org.xwb.testing.HtmlPages.cells;
import static org.xwb.testing.HtmlPages.elements;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.Marker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xwb.core.results.RunResults;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.RunSummary;
import org.xwb.report.charts.LiveChart;
import org.xwb.report.charts.RunCharts;
import org.xwb.report.charts.RunStart;
import org.xwb.testing.HtmlPages;
import org.xwb.testing.SampleRuns;

/**
 * Issue 33 in reports: a run during which an XML index was built (recorded by the run itself, on H2)
 * has the build's moments as labelled vertical lines on every chart its report draws, and a list of
 * the events with their seconds; a run without events has neither.
 */
class IndexEventsReportTest {

    @TempDir
    Path dir;

    @Test
    void everyChartMarksTheEventsAndTheReportListsThem() throws Exception {
        RunSummary summary = SampleRuns.runWithIndexEvents(dir, 2, 1.5);
        RunResults run = RunResults.read(dir.resolve(summary.runId()));
        List<IndexEvent> events = run.events();
        assertEquals(List.of(IndexEvent.Kind.BUILD_STARTED, IndexEvent.Kind.BUILD_DONE),
                events.stream().map(IndexEvent::kind).toList());

        Map<LiveChart, JFreeChart> charts = RunCharts.replay(RunStart.of(run), run.intervals(), events);
        assertEquals(4, charts.size(), "throughput, latency, errors, users");
        charts.forEach((chart, drawn) -> {
            @SuppressWarnings("unchecked")
            java.util.Collection<Marker> marks = drawn.getXYPlot().getDomainMarkers(Layer.FOREGROUND);
            assertEquals(events.stream().map(IndexEvent::label).toList(),
                    marks.stream().map(Marker::getLabel).toList(), chart.exportName());
            assertEquals(events.stream().map(IndexEvent::seconds).toList(),
                    marks.stream().map(m -> ((ValueMarker) m).getValue()).toList(), chart.exportName());
        });

        Path file = dir.resolve("report.html");
        HtmlReport.write(List.of(run.folder()), file);
        Document page = HtmlPages.parse(Files.readString(file, StandardCharsets.UTF_8));
        List<Element> figures = elements(page, XHTML, "figure", "chart");
        for (Element figure : figures.subList(0, 4)) {
            String text = figure.getTextContent();
            assertTrue(text.contains(SampleRuns.INDEX + " build started") && text.contains(SampleRuns.INDEX + " build done"),
                    figure.getAttribute("data-chart") + ": " + text);
        }
        List<Element> rows = bodyRows(elements(page, XHTML, "table", "index-events").get(0));
        assertEquals(2, rows.size());
        assertEquals(List.of(Figures.number(events.get(1).seconds(), 1), SampleRuns.INDEX, "build done", "in 0.5 s"),
                cells(rows.get(1)));
        assertTrue(bodyRows(elements(page, XHTML, "table", "settings").get(0)).stream()
                .noneMatch(row -> cells(row).get(0).strip().equals(IndexEvent.KEY)), "the events are listed once, not as a setting");

        RunSummary plain = SampleRuns.run(dir, 2, 1.0);
        Path plainFile = dir.resolve("plain.html");
        HtmlReport.write(List.of(dir.resolve(plain.runId())), plainFile);
        Document plainPage = HtmlPages.parse(Files.readString(plainFile, StandardCharsets.UTF_8));
        assertEquals(0, elements(plainPage, XHTML, "table", "index-events").size(), "no events, no list");
        assertTrue(elements(plainPage, XHTML, "figure", "chart").stream()
                .noneMatch(f -> f.getTextContent().contains("build")), "and no marks");
    }
}
