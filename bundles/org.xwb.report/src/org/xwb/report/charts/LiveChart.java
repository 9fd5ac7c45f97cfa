package org.xwb.report.charts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.jfree.chart.JFreeChart;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * One chart of the run dashboard: an XY chart over the run's seconds that gains a point per
 * interval snapshot. A new chart is a class implementing this and one line in
 * {@link RunCharts#all()}; the dashboard lays it out, marks the ramp-up, draws it off the UI thread
 * and exports it with the others, and a run's report draws it from the run's intervals.csv.
 * Headless (JFreeChart and Java2D only), so the report and the command line use the same charts.
 *
 * <p>Threads in the dashboard: {@link #appliesTo} runs on the UI thread; {@link #create} once on the
 * UI thread before the chart is shown; {@link #reset}, {@link #add} and {@link #export} on the charts'
 * render thread, which owns the chart and its datasets from then on. A report creates its own
 * instances ({@link RunCharts#replay}) on its own thread.
 */
public interface LiveChart {

    /** Whether {@link #setLogScale} means anything for this chart (a latency axis). */
    default boolean hasLogScale() {
        return false;
    }

    /** Switches the value axis between linear and logarithmic, where {@link #hasLogScale} says it can. */
    default void setLogScale(boolean log) {
    }

    /** The heading drawn above the chart. */
    String title();

    /** The file name, without extension, the chart is exported under in the run's {@code charts/} folder. */
    String exportName();

    /** Whether the chart has something to show for this run; a chart that does not apply is hidden. */
    boolean appliesTo(RunStart run);

    /** The chart with empty datasets, titled {@link #title()}. */
    JFreeChart create();

    /** Empties the datasets for a new run (render thread). */
    void reset(RunStart run);

    /** Adds the points of one interval (render thread). */
    void add(IntervalSnapshot snapshot);

    /**
     * Shows these transactions' series (by name, as the statistics table shows them) instead of the
     * totals; an empty list shows the totals again (render thread). A chart without per-transaction
     * series ignores it. A new run ({@link #reset}) shows the totals.
     *
     * @return whether the chart changed (its style is then applied again and it is drawn)
     */
    default boolean select(List<String> transactions) {
        return false;
    }

    /** Writes the chart as {@code exportName}.png and .svg into {@code folder} (render thread). */
    default void export(JFreeChart chart, Path folder) throws IOException {
        ChartExport.png(chart, folder.resolve(exportName() + ".png"), 1000, 600);
        ChartExport.svg(chart, folder.resolve(exportName() + ".svg"), 1000, 600);
    }
}
