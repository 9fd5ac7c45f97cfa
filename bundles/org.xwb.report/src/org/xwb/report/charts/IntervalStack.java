package org.xwb.report.charts;

import java.util.ArrayList;
import java.util.List;

import org.jfree.data.xy.AbstractIntervalXYDataset;
import org.jfree.data.xy.TableXYDataset;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * Throughput per transaction on the intervals' own times: every series has one item per interval,
 * spanning the interval's start to end, its rate there, 0 where the transaction completed nothing.
 * Nothing is interpolated: a stack of these items tops out at the interval's total throughput, and
 * time no interval covers has no item. A transaction an interval names that the run did not list
 * gets a series of its own (0 before), so the stack always adds up to the total.
 */
final class IntervalStack extends AbstractIntervalXYDataset implements TableXYDataset {

    private static final long serialVersionUID = 1L;

    private final List<String> names = new ArrayList<>();
    private final List<double[]> bounds = new ArrayList<>();
    /** Per interval, the rate of each series (shorter than names: the series added later are 0 there). */
    private final List<double[]> rates = new ArrayList<>();

    /** A new run: these series, no interval. */
    void reset(List<String> transactions) {
        names.clear();
        names.addAll(transactions);
        bounds.clear();
        rates.clear();
        fireDatasetChanged();
    }

    /** One more interval: each row's tx/s over the interval's start to end. */
    void add(IntervalSnapshot snapshot) {
        for (IntervalRow row : snapshot.rows()) {
            if (!names.contains(row.name())) {
                names.add(row.name());
            }
        }
        double[] rate = new double[names.size()];
        for (IntervalRow row : snapshot.rows()) {
            rate[names.indexOf(row.name())] += row.txPerSecond();
        }
        bounds.add(new double[] { snapshot.startSeconds(), snapshot.endSeconds() });
        rates.add(rate);
        fireDatasetChanged();
    }

    @Override
    public int getSeriesCount() {
        return names.size();
    }

    @Override
    public Comparable<String> getSeriesKey(int series) {
        return names.get(series);
    }

    @Override
    public int getItemCount() {
        return bounds.size();
    }

    @Override
    public int getItemCount(int series) {
        return bounds.size();
    }

    /** The interval's end: where the dashboard's other charts put its point. */
    @Override
    public Number getX(int series, int item) {
        return bounds.get(item)[1];
    }

    @Override
    public Number getStartX(int series, int item) {
        return bounds.get(item)[0];
    }

    @Override
    public Number getEndX(int series, int item) {
        return bounds.get(item)[1];
    }

    @Override
    public Number getY(int series, int item) {
        double[] rate = rates.get(item);
        return series < rate.length ? rate[series] : 0.0;
    }

    @Override
    public Number getStartY(int series, int item) {
        return getY(series, item);
    }

    @Override
    public Number getEndY(int series, int item) {
        return getY(series, item);
    }

    /** The stack's top at an interval: the sum of every series' rate. */
    double top(int item) {
        double sum = 0;
        for (double r : rates.get(item)) {
            sum += r;
        }
        return sum;
    }
}
