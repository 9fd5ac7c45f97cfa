package org.xwb.report.charts;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * A chart's series per transaction, kept for every transaction from the run's first interval on,
 * so transactions selected late (or after the run) show the whole run; and which of them the chart
 * shows instead of its totals. One transaction shows all its series (e.g. p50, p95, p99); several
 * show one series each (e.g. p95), which keeps the legend readable. Render thread only.
 */
final class TransactionSeries {

    private final List<String> kinds;
    private final int kindOfSeveral;
    private final Map<String, XYSeries[]> byName = new LinkedHashMap<>();
    private List<String> selected = List.of();

    /**
     * @param kinds         the series each transaction has, by the word after its name ("p95")
     * @param kindOfSeveral the one shown per transaction when several are selected
     */
    TransactionSeries(List<String> kinds, int kindOfSeveral) {
        this.kinds = kinds;
        this.kindOfSeveral = kindOfSeveral;
    }

    /** The transaction's series, in the order of the kinds (created empty on first use). */
    XYSeries[] of(String transaction) {
        return byName.computeIfAbsent(transaction, name -> kinds.stream()
                .map(kind -> new XYSeries(name + " " + kind, false, false)).toArray(XYSeries[]::new));
    }

    /** Forgets every transaction and the selection (a new run). */
    void clear() {
        byName.clear();
        selected = List.of();
    }

    /** @return whether the selection changed */
    boolean select(List<String> transactions) {
        if (transactions.equals(selected)) {
            return false;
        }
        selected = List.copyOf(transactions);
        return true;
    }

    List<String> selected() {
        return selected;
    }

    /** The dataset to show: the totals when nothing is selected, else the selected transactions' series. */
    XYSeriesCollection shown(XYSeries... totals) {
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

    /** "get_order" or "get_order, list_orders" for a chart's title. */
    String names() {
        return String.join(", ", selected);
    }
}
