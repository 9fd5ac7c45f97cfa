package org.xwb.report.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The charts of a run: the one list the dashboard shows live and a report draws from a finished
 * run's intervals, and what every one of them gets (the ramp-up band, the common style).
 */
public final class RunCharts {

    private static final Color RAMP_UP = new Color(0xEE, 0xEE, 0xEE);
    /** Index events: a build in dark orange, a drop in blue, a failure in red (started: dashed). */
    private static final Color BUILD = new Color(0xC0, 0x60, 0x00);
    private static final Color DROP = new Color(0x20, 0x50, 0xB0);
    private static final Color FAILED = new Color(0xC0, 0x00, 0x00);
    private static final Font MARK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 10);
    private static final Color LABEL_BACKGROUND = new Color(255, 255, 255, 210);
    /** Labels of successive events step down by this many pixels, so a start and its end close by stay readable. */
    private static final int LABEL_STEP = 13;

    private RunCharts() {
    }

    /** The run's charts in the dashboard's grid order, new instances. A new chart is one more entry here. */
    public static List<LiveChart> all() {
        return List.of(new ThroughputChart(), new LatencyChart(), new ErrorsChart(), new UsersChart(),
                new InsertRateChart());
    }

    /** Marks the ramp-up (0 to {@code seconds}) as a grey band behind the plot; clears an earlier mark. */
    public static void markRampUp(XYPlot plot, double seconds) {
        plot.clearDomainMarkers();
        if (seconds > 0) {
            IntervalMarker rampUp = new IntervalMarker(0, seconds, RAMP_UP);
            rampUp.setLabel("ramp-up");
            rampUp.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            rampUp.setLabelTextAnchor(TextAnchor.TOP_LEFT);
            plot.addDomainMarker(rampUp, Layer.BACKGROUND);
        }
    }

    /**
     * Marks an XML index change of the run (issue 33) as a labelled vertical line at its second, in
     * front of the data; {@code number} is the event's place in the run (0, 1, ...), which staggers the
     * labels. The axis is not widened for it: the chart shows the data's range.
     */
    public static void markIndexEvent(XYPlot plot, IndexEvent event, int number) {
        IndexEvent.Kind kind = event.kind();
        Color colour = kind.failed() ? FAILED : kind.name().startsWith("DROP") ? DROP : BUILD;
        BasicStroke stroke = kind.ends() ? new BasicStroke(1.5f)
                : new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f, new float[] { 5f, 4f }, 0f);
        ValueMarker mark = new ValueMarker(event.seconds(), colour, stroke);
        mark.setLabel(event.label());
        mark.setLabelFont(MARK_FONT);
        mark.setLabelPaint(colour);
        mark.setLabelBackgroundColor(LABEL_BACKGROUND); // the default grey hid the coloured text over busy series
        mark.setLabelAnchor(RectangleAnchor.TOP_RIGHT);
        mark.setLabelTextAnchor(TextAnchor.TOP_LEFT);
        mark.setLabelOffset(new RectangleInsets(4 + LABEL_STEP * (number % 4), 3, 3, 3));
        plot.addDomainMarker(mark, Layer.FOREGROUND);
    }

    /**
     * A finished run's charts, drawn by the dashboard's chart classes: each chart that applies to the
     * run is created, reset and given every interval the run wrote, as it was given them live.
     */
    public static Map<LiveChart, JFreeChart> replay(RunStart run, List<IntervalSnapshot> intervals) {
        return replay(run, intervals, List.of());
    }

    /** {@link #replay(RunStart, List)} with the run's XML index changes marked on every chart. */
    public static Map<LiveChart, JFreeChart> replay(RunStart run, List<IntervalSnapshot> intervals,
            List<IndexEvent> events) {
        Map<LiveChart, JFreeChart> charts = new LinkedHashMap<>();
        for (LiveChart chart : all()) {
            if (!chart.appliesTo(run)) {
                continue;
            }
            JFreeChart drawn = chart.create();
            chart.reset(run);
            intervals.forEach(chart::add);
            markRampUp(drawn.getXYPlot(), run.rampUpSeconds());
            for (int i = 0; i < events.size(); i++) {
                markIndexEvent(drawn.getXYPlot(), events.get(i), i);
            }
            charts.put(chart, ChartStyle.apply(drawn));
        }
        return charts;
    }
}
