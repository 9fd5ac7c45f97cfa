package org.xwb.ui.run.charts;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.report.charts.ChartStyle;
import org.xwb.report.charts.LiveChart;
import org.xwb.report.charts.RunCharts;
import org.xwb.report.charts.RunStart;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.charts.ChartRenderThread;
import org.xwb.ui.charts.LiveChartCanvas;

/**
 * The live charts of a run, in a grid: every {@link LiveChart} of {@link RunCharts#all()} that
 * applies to the run, in that order. Four charts make a 2x2 grid; five make 3x2 with a wide first
 * chart (the dashboard is short of height, not width: a third row left each chart too low for its
 * axis ticks).
 * The datasets change and the charts are drawn on one {@link ChartRenderThread}, never on the UI
 * thread; each interval costs the UI thread one turn that copies the finished pictures.
 */
public final class LiveCharts {

    private final Composite control;
    private final ChartRenderThread renderer;
    private final Map<LiveChart, LiveChartCanvas> canvases = new LinkedHashMap<>();
    /** UI thread: the charts shown for the current run. */
    private List<LiveChart> shown = List.of();
    /** Intervals drawn since the last reset, for the status line (written on the render thread). */
    private final AtomicInteger intervals = new AtomicInteger();
    /** Index events marked since the last reset (render thread only): staggers their labels. */
    private int marks;

    /** The widget id of the canvas of the dashboard chart named {@code chartName} (its export name). */
    public static String widgetId(String chartName) {
        return "org.xwb.ui.run.chart." + chartName;
    }

    public LiveCharts(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        renderer = new ChartRenderThread(parent.getDisplay());
        GridLayout grid = new GridLayout(2, true);
        grid.marginWidth = 0;
        grid.marginHeight = 0;
        control.setLayout(grid);
        for (LiveChart chart : RunCharts.all()) {
            LiveChartCanvas canvas = new LiveChartCanvas(control, renderer, chart.create());
            canvas.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
            WidgetIds.set(canvas, widgetId(chart.exportName()));
            canvases.put(chart, canvas);
        }
        show(RunStart.NONE);
        control.addListener(SWT.Dispose, event -> renderer.close());
    }

    public Composite control() {
        return control;
    }

    /** Shows the charts that apply to the run and lays them out; hidden ones take no room. */
    private void show(RunStart run) {
        List<LiveChart> applying = canvases.keySet().stream().filter(chart -> chart.appliesTo(run)).toList();
        if (applying.equals(shown)) {
            return;
        }
        shown = applying;
        int columns = shown.size() <= 4 ? 2 : 3;
        int rows = (shown.size() + columns - 1) / columns;
        ((GridLayout) control.getLayout()).numColumns = columns;
        canvases.forEach((chart, canvas) -> {
            boolean visible = shown.contains(chart);
            GridData data = (GridData) canvas.getLayoutData();
            data.exclude = !visible;
            // the first chart (throughput, whose legend lists every transaction type) fills the gap
            data.horizontalSpan = visible && chart == shown.get(0) ? columns * rows - shown.size() + 1 : 1;
            canvas.setVisible(visible);
        });
        control.layout(true, true);
    }

    /** Empties the charts for a new run and shows those that apply to it (UI thread). */
    public void reset(RunStart run) {
        show(run);
        renderer.execute(() -> {
            intervals.set(0);
            marks = 0; // the ramp-up mark below clears the last run's index marks
            canvases.forEach((chart, canvas) -> {
                chart.reset(run);
                RunCharts.markRampUp(canvas.chartOnRenderThread().getXYPlot(), run.rampUpSeconds());
                canvas.render();
            });
        });
    }

    /** Adds the points of one interval (from any thread; the charts change on the render thread). */
    public void add(IntervalSnapshot snapshot) {
        renderer.execute(() -> {
            canvases.forEach((chart, canvas) -> {
                chart.add(snapshot);
                canvas.render();
            });
            intervals.incrementAndGet();
        });
    }

    /**
     * Marks an XML index change of the run (issue 33) on every chart as a labelled vertical line at
     * its second (from the UI thread; the charts change on the render thread).
     */
    public void mark(IndexEvent event) {
        renderer.execute(() -> {
            int number = marks++;
            canvases.forEach((chart, canvas) -> {
                RunCharts.markIndexEvent(canvas.chartOnRenderThread().getXYPlot(), event, number);
                canvas.render();
            });
        });
    }

    /**
     * Shows the series of these transactions (names as the statistics table shows them) in the
     * charts that have them, the totals when the list is empty (from the UI thread).
     */
    public void select(List<String> transactions) {
        List<String> selected = List.copyOf(transactions);
        renderer.execute(() -> canvases.forEach((chart, canvas) -> {
            if (chart.select(selected)) {
                ChartStyle.apply(canvas.chartOnRenderThread());
                canvas.render();
            }
        }));
    }

    /** Switches the latency axis between linear and logarithmic. */
    public void setLogScale(boolean log) {
        canvases.forEach((chart, canvas) -> {
            if (chart.hasLogScale()) {
                renderer.execute(() -> {
                    chart.setLogScale(log);
                    ChartStyle.apply(canvas.chartOnRenderThread());
                    canvas.render();
                });
            }
        });
    }

    /** Writes the charts shown as PNG and SVG into {@code folder}; waits until they are written. */
    public void export(Path folder) throws IOException {
        Files.createDirectories(folder);
        try {
            for (LiveChart chart : new ArrayList<>(shown)) {
                canvases.get(chart).read(drawn -> {
                    try {
                        chart.export(drawn, folder);
                        return null;
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /** Intervals the charts have drawn since the run started (for the status line). */
    public int intervals() {
        return intervals.get();
    }
}
