package org.xwb.report.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The insert rate of a staged population (seed 004) over the population's seconds: the dashboard's
 * {@link InsertRateChart} (docs/s left, MB/s right) with a line where each stage starts. A
 * population's load progress becomes the interval snapshots the insert-rate chart takes
 * ({@link #point}); the stage lines come through {@link #stageStarted}. Same threads as every
 * {@link LiveChart}: created on the UI thread, changed on the render thread.
 */
public final class PopulationRateChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "populate-inserts";
    private static final Color STAGE_LINE = new Color(90, 90, 90);

    private final InsertRateChart rates = new InsertRateChart();
    private XYPlot plot;

    @Override
    public String title() {
        return "Insert rate by stage";
    }

    @Override
    public String exportName() {
        return NAME;
    }

    @Override
    public boolean appliesTo(RunStart run) {
        return true;
    }

    @Override
    public JFreeChart create() {
        JFreeChart chart = rates.create();
        chart.setTitle(title());
        plot = chart.getXYPlot();
        NumberAxis seconds = (NumberAxis) plot.getDomainAxis();
        seconds.setAutoRangeIncludesZero(true); // the securities' line at 0 stays in sight
        seconds.setUpperMargin(0.08); // room for the label of a stage that has just started
        return chart;
    }

    @Override
    public void reset(RunStart run) {
        rates.reset(run);
        plot.clearDomainMarkers();
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        rates.add(snapshot);
    }

    /** Marks where stage {@code number} (0: the securities) starts, at {@code seconds} of the population. */
    public void stageStarted(int number, double seconds) {
        ValueMarker line = new ValueMarker(seconds, STAGE_LINE, new BasicStroke(1.2f, BasicStroke.CAP_BUTT,
                BasicStroke.JOIN_MITER, 10, new float[] { 4, 4 }, 0));
        line.setLabel(number == 0 ? "securities" : "stage " + number);
        line.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        line.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        line.setLabelPaint(STAGE_LINE);
        plot.addDomainMarker(line, Layer.FOREGROUND);
    }

    /** Where the stages start (seconds), in order; what {@link #stageStarted} marked. */
    public List<Double> stageStarts() {
        var markers = plot.getDomainMarkers(Layer.FOREGROUND);
        return markers == null ? List.of()
                : markers.stream().map(m -> ((ValueMarker) m).getValue()).sorted().toList();
    }

    /**
     * One second of a population's loading as an interval snapshot: the total row carries the
     * documents and bytes loaded in the interval and their rates (MB = 10^6 bytes).
     *
     * @param index   0, 1, 2, ... in order
     * @param seconds the interval's end, in seconds of the population
     */
    public static IntervalSnapshot point(int index, double startSeconds, double seconds, long documents, long bytes,
            double docsPerSecond, double mbPerSecond) {
        IntervalRow total = IntervalRow.of(IntervalRow.TOTAL, "total").with(IntervalMetric.DOCUMENTS, documents)
                .with(IntervalMetric.DOCS_PER_S, docsPerSecond).with(IntervalMetric.DOCUMENT_BYTES, bytes)
                .with(IntervalMetric.MB_PER_S, mbPerSecond).row();
        return new IntervalSnapshot(index, "measure", startSeconds, seconds, 0, List.of(), total);
    }
}
