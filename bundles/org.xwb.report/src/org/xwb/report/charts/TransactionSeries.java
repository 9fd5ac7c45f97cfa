package org.xwb.report.charts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * A chart's series per transaction, kept for every transaction from the run's first interval on,
 * so transactions selected late (or after the run) show the whole run; and which of them the chart
 * shows instead of its totals. One transaction shows all its series (e.g. p50, p95, p99); several
 * show one series each (e.g. p95), which keeps the legend readable; the chart's title names them.
 * Render thread only.
 */
final class TransactionSeries {

    private final List<String> kinds;
    private final int kindOfSeveral;
    private final String oneTitle;
    private final String severalTitle;
    private final XYSeries[] totals;
    private final Map<String, XYSeries[]> byName = new LinkedHashMap<>();
    private List<String> selected = List.of();
    private JFreeChart chart;
    private String totalsTitle;

    /**
     * @param kinds         the series each transaction has, by the word after its name ("p95")
     * @param kindOfSeveral the one shown per transaction when several are selected
     * @param oneTitle      the title's start for one transaction ("Latency: " + its name)
     * @param severalTitle  the title's start for several ("Latency p95: " + their names)
     * @param totals        the chart's series of all transactions, shown when none is selected
     */
    TransactionSeries(List<String> kinds, int kindOfSeveral, String oneTitle, String severalTitle, XYSeries... totals) {
        this.kinds = kinds;
        this.kindOfSeveral = kindOfSeveral;
        this.oneTitle = oneTitle;
        this.severalTitle = severalTitle;
        this.totals = totals;
    }

    /** Shows what is selected on {@code chart} (its first dataset and its title) from now on. */
    JFreeChart attach(JFreeChart chart) {
        this.chart = chart;
        totalsTitle = chart.getTitle().getText();
        show();
        return chart;
    }

    /** The transaction's series, in the order of the kinds (created empty on first use). */
    XYSeries[] of(String transaction) {
        return byName.computeIfAbsent(transaction, name -> kinds.stream()
                .map(kind -> new XYSeries(name + " " + kind, false, false)).toArray(XYSeries[]::new));
    }

    /** Forgets every transaction and the selection (a new run): the totals show. */
    void clear() {
        byName.clear();
        selected = List.of();
        show();
    }

    /** Shows these transactions' series, the totals when none; whether that changed the chart. */
    boolean select(List<String> transactions) {
        if (transactions.equals(selected)) {
            return false;
        }
        selected = List.copyOf(transactions);
        show();
        return true;
    }

    private void show() {
        if (chart != null) {
            chart.getXYPlot().setDataset(shown());
            String names = String.join(", ", selected);
            chart.getTitle().setText(selected.isEmpty() ? totalsTitle // the title keeps its font
                    : (selected.size() == 1 ? oneTitle : severalTitle) + names);
        }
    }

    /** The dataset to show: the totals when nothing is selected, else the selected transactions' series. */
    private XYSeriesCollection shown() {
        XYSeriesCollection shown = new XYSeriesCollection();
        if (selected.isEmpty()) {
            for (XYSeries total : totals) {
                shown.addSeries(total);
            }
        } else if (selected.size() == 1) {
            for (XYSeries series : of(selected.get(0))) {
                shown.addSeries(series);
            }
        } else {
            selected.forEach(transaction -> shown.addSeries(of(transaction)[kindOfSeveral]));
        }
        return shown;
    }
}
