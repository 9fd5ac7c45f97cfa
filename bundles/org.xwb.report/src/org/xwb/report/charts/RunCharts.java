package org.xwb.report.charts;

import java.awt.Color;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.ui.Layer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * The charts of a run: the one list the dashboard shows live and a report draws from a finished
 * run's intervals, and what every one of them gets (the ramp-up band, the common style).
 */
public final class RunCharts {

    private static final Color RAMP_UP = new Color(0xEE, 0xEE, 0xEE);

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
     * A finished run's charts, drawn by the dashboard's chart classes: each chart that applies to the
     * run is created, reset and given every interval the run wrote, as it was given them live.
     */
    public static Map<LiveChart, JFreeChart> replay(RunStart run, List<IntervalSnapshot> intervals) {
        Map<LiveChart, JFreeChart> charts = new LinkedHashMap<>();
        for (LiveChart chart : all()) {
            if (!chart.appliesTo(run)) {
                continue;
            }
            JFreeChart drawn = chart.create();
            chart.reset(run);
            intervals.forEach(chart::add);
            markRampUp(drawn.getXYPlot(), run.rampUpSeconds());
            charts.put(chart, ChartStyle.apply(drawn));
        }
        return charts;
    }
}
