package org.xwb.report.charts;

import java.util.List;

import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * Failed transactions and retries per interval: of all transactions, or of the transactions
 * selected in the statistics table (the errors of each when several are).
 */
public final class ErrorsChart implements LiveChart {
    /** The chart's name: its export files, the report's data-chart, and (made a widget id by the UI) its canvas. */
    public static final String NAME = "errors";

    private final XYSeries failed = new XYSeries("errors", false, false);
    private final XYSeries retries = new XYSeries("retries", false, false);
    private final TransactionSeries transactions = new TransactionSeries(List.of("errors", "retries"), 0,
            "Errors and retries: ", "Errors: ", failed, retries);

    @Override
    public String title() {
        return "Errors and retries per interval";
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
        JFreeChart chart = ChartFactory.createXYLineChart(title(), "seconds", "count", new XYSeriesCollection(),
                PlotOrientation.VERTICAL, true, true, false);
        chart.getXYPlot().setRenderer(new LonePoints.Lines());
        transactions.attach(LonePoints.secondsAxis(chart));
        WholeNumbers.on((NumberAxis) chart.getXYPlot().getRangeAxis());
        return chart;
    }

    @Override
    public void reset(RunStart run) {
        failed.clear();
        retries.clear();
        transactions.clear();
    }

    @Override
    public void add(IntervalSnapshot snapshot) {
        IntervalRow total = snapshot.total();
        failed.addOrUpdate(snapshot.endSeconds(), total.errors());
        retries.addOrUpdate(snapshot.endSeconds(), total.retries());
        for (IntervalRow row : snapshot.rows()) {
            XYSeries[] series = transactions.of(row.name());
            series[0].addOrUpdate(snapshot.endSeconds(), row.errors());
            series[1].addOrUpdate(snapshot.endSeconds(), row.retries());
        }
    }

    @Override
    public boolean select(List<String> selected) {
        return transactions.select(selected);
    }
}
