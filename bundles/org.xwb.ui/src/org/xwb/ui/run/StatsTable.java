package org.xwb.ui.run;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;
import org.xwb.core.run.IndexEvent;
import org.xwb.core.stats.LatencyStats;
import org.xwb.core.stats.MarkSplit;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.ui.ColumnWidths;
import org.xwb.ui.WidgetIds;

/**
 * The TPoX statistics per transaction type: count, share, rate, min, mean, percentiles, max,
 * standard deviation and the confidence interval of the mean. While a run measures, counts add up
 * over the measured intervals and the latencies are those of the last interval (which has no
 * standard deviation or interval: those cells stay empty); when it ends, the table shows the exact
 * summary (whole-run figures from the merged histograms, the interval at the run's level). A run
 * that inserts documents gets two more columns after tx/s: docs/s and MB/s (10^6 bytes).
 * At the end, Bytes holds what each transaction fetched and Error messages each distinct message
 * with its count, so a failing run says why where the user looks.
 * An XML index changed during the run (issue 33) adds two columns after the name: the mean latency and
 * tx/s before -> after the last index event, from the measured intervals on each side ({@link MarkSplit}).
 * Selecting transactions (the total row stands for all) tells the charts whose series to show; the
 * selection stays on those transactions while the rows are rewritten and when the summary replaces them.
 */
public final class StatsTable {

    public static final String TABLE_ID = "org.xwb.ui.run.stats";
    static final String[] COLUMNS = { "Transaction", "Count", "Share %", "tx/s", "Min ms", "Avg ms", "p50 ms", "p95 ms",
            "p99 ms", "Max ms", "Std dev", "CI low", "CI high", "Errors", "Retries", "Rows", "Bytes", "Error messages" };
    /** Header tooltips of the columns that need more words than fit. */
    private static final Map<String, String> TIPS = Map.of("Std dev", "Standard deviation of the latency, ms (at the end)",
            "CI low", "Confidence interval of the mean latency, lower end, ms (Student t, at the end of the run)",
            "CI high", "Confidence interval of the mean latency, upper end, ms (Student t, at the end of the run)",
            "Rows", "Rows fetched or updated by the counted transactions",
            "Bytes", "Bytes of the values the counted transactions fetched (UTF-8 of their text; at the end of the run)",
            "Error messages", "Each distinct error message with how often it occurred (at the end of the run)");
    static final String[] INSERT_COLUMNS = { "docs/s", "MB/s" };
    /** Where the insert columns go: after tx/s, where they can be seen without scrolling. */
    private static final int INSERT_COLUMNS_AT = 4;
    /** Before -> after the last index event: right after the name, where the change is seen first. */
    public static final String MEAN_SPLIT = "Avg ms before -> after";
    public static final String RATE_SPLIT = "tx/s before -> after";
    private static final String[] MARK_COLUMNS = { MEAN_SPLIT, RATE_SPLIT };
    private static final int MARK_COLUMNS_AT = 1;

    private final Table table;
    /** By number of decimals; UI thread only (a DecimalFormat is not thread-safe). */
    private final DecimalFormat[] formats = groupedFormats();
    private final Map<String, long[]> totals = new LinkedHashMap<>(); // count, errors, retries, rows, docs, bytes
    private double measuredSeconds;
    private boolean inserts;
    /** The next row {@link #item} writes. */
    private int nextRow;
    /** The transactions selected, by name (the total row is none). */
    private List<String> selected = List.of();
    /** The run's measured intervals so far: the sides of an index event. */
    private final List<IntervalSnapshot> measured = new ArrayList<>();
    /** The last index event of the run, or null. */
    private IndexEvent mark;
    /** Before and after {@link #mark} by transaction id, while the rows are written. */
    private Map<String, MarkSplit> split = Map.of();
    /** The summary shown at the end, or null while the run goes on. */
    private RunSummary shownSummary;

    public StatsTable(Composite parent) {
        // VIRTUAL makes SWT put GTK's tree view in fixed-height mode: a changed row is redrawn but
        // not measured again, which took a quarter of the UI thread's time per update (TableUpdateBench)
        table = new Table(parent,
                SWT.BORDER | SWT.MULTI | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.VIRTUAL);
        table.setHeaderVisible(true);
        // a scroll bar always shown, not GTK's overlay that appears only under the pointer: the
        // columns after the first few (the table gets a third of the dashboard) are seen to be there
        table.setScrollbarsMode(SWT.NONE);
        table.setLinesVisible(true);
        WidgetIds.set(table, TABLE_ID);
        for (String title : COLUMNS) {
            TableColumn column = new TableColumn(table,
                    title.equals("Transaction") || title.equals("Error messages") ? SWT.LEFT : SWT.RIGHT);
            column.setText(title);
            column.setToolTipText(TIPS.get(title));
            column.setMoveable(true); // a user may drag e.g. Rows, Bytes and Error messages next to the names
            // narrow, but never narrower than the title ("Std dev" was cut to "Std de")
            column.setWidth(title.equals("Transaction") ? 130 : title.equals("Error messages") ? 420
                    : Math.max(58, ColumnWidths.fitting(table, title, "")));
        }
    }

    /** Adds or removes the docs/s and MB/s columns. */
    private void showInsertColumns(boolean show) {
        if (show == inserts) {
            return;
        }
        inserts = show;
        if (show) {
            for (int i = 0; i < INSERT_COLUMNS.length; i++) {
                TableColumn column = new TableColumn(table, SWT.RIGHT, insertColumnsAt() + i);
                column.setText(INSERT_COLUMNS[i]);
                column.setWidth(58);
            }
        } else {
            for (int i = 0; i < INSERT_COLUMNS.length; i++) {
                table.getColumn(insertColumnsAt()).dispose();
            }
        }
    }

    private int insertColumnsAt() {
        return INSERT_COLUMNS_AT + (mark != null ? MARK_COLUMNS.length : 0);
    }

    /**
     * An XML index of the run's target changed: the rows split at this event (the last one counts),
     * in the next interval's rows or, after the run, in the summary's at once.
     */
    public void mark(IndexEvent event) {
        if (mark == null) {
            mark = event; // before the columns are made: the insert columns move right
            for (int i = 0; i < MARK_COLUMNS.length; i++) {
                TableColumn column = new TableColumn(table, SWT.RIGHT, MARK_COLUMNS_AT + i);
                column.setText(MARK_COLUMNS[i]);
                // the header's " -> " was cut short at the title's own width on GTK: a little more room
                column.setWidth(ColumnWidths.fitting(table, MARK_COLUMNS[i], "1,234.56 -> 1,234.56") + 16);
            }
        }
        mark = event;
        String tip = String.format(Locale.ROOT, "Before -> after %s at %.1f s: the measured intervals that ended before it"
                + " and those that began after it (the interval around it in neither)", event.label(), event.seconds());
        for (int i = 0; i < MARK_COLUMNS.length; i++) {
            table.getColumn(MARK_COLUMNS_AT + i).setToolTipText(tip);
        }
        if (shownSummary != null) {
            show(shownSummary);
        }
    }

    private void hideMarkColumns() {
        if (mark != null) {
            for (int i = 0; i < MARK_COLUMNS.length; i++) {
                table.getColumn(MARK_COLUMNS_AT).dispose();
            }
            mark = null;
        }
    }

    /** "12.34 -> 1.23": one side's figure, "-" where a side has no interval (or transaction). */
    private String sides(String key, boolean mean) {
        MarkSplit of = split.get(key);
        if (of == null) {
            return "-";
        }
        return side(mean ? of.before().meanMs() : of.before().txPerSecond(), mean ? 2 : 1) + " -> "
                + side(mean ? of.after().meanMs() : of.after().txPerSecond(), mean ? 2 : 1);
    }

    private String side(double value, int decimals) {
        return Double.isFinite(value) ? format(value, decimals) : "-";
    }

    public Table control() {
        return table;
    }

    /** Tells {@code charts} the transactions the user selects (an empty list: the totals). */
    public void onSelection(Consumer<List<String>> charts) {
        table.addListener(SWT.Selection, event -> {
            List<String> names = new ArrayList<>();
            for (TableItem item : table.getSelection()) {
                String name = item.getText(0);
                if (!name.equals("Total")) {
                    names.add(name);
                }
            }
            selected = List.copyOf(names);
            charts.accept(selected);
        });
    }

    /** Selects the rows of the selected transactions again after the rows were rewritten. */
    private void keepSelection() {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < table.getItemCount() && !selected.isEmpty(); i++) {
            // the names the rows show are kept in their data: no native call per row
            if (table.getItem(i).getData() instanceof String[] shown && selected.contains(shown[0])) {
                rows.add(i);
            }
        }
        int[] indices = rows.stream().mapToInt(Integer::intValue).toArray();
        if (!Arrays.equals(indices, table.getSelectionIndices())) {
            table.setSelection(indices);
        }
    }

    /** @param inserts the run inserts documents: show docs/s and MB/s */
    public void reset(boolean inserts) {
        totals.clear();
        measuredSeconds = 0;
        selected = List.of(); // the charts show the totals of a new run
        measured.clear();
        shownSummary = null;
        table.removeAll();
        hideMarkColumns();
        showInsertColumns(inserts);
    }

    /** Adds a measured interval and shows running totals with the interval's latencies. */
    public void add(IntervalSnapshot snapshot) {
        if (!"measure".equals(snapshot.phase())) {
            return;
        }
        measuredSeconds += snapshot.endSeconds() - snapshot.startSeconds();
        measured.add(snapshot);
        split = mark == null ? Map.of() : MarkSplit.at(mark.seconds(), measured);
        List<IntervalRow> rows = new ArrayList<>(snapshot.rows());
        rows.add(snapshot.total());
        long all = totals.getOrDefault(IntervalRow.TOTAL, new long[6])[0] + snapshot.total().count();
        table.setRedraw(false);
        try {
            nextRow = 0;
            for (IntervalRow row : rows) {
                String key = row.transactionId();
                long[] sum = totals.computeIfAbsent(key, k -> new long[6]);
                sum[0] += row.count();
                sum[1] += row.errors();
                sum[2] += row.retries();
                sum[3] += row.affectedRows();
                sum[4] += row.documents();
                sum[5] += row.documentBytes();
                item(key, IntervalRow.TOTAL.equals(key) ? "Total" : row.name(), sum[0], all > 0 ? 100.0 * sum[0] / all : 0,
                        perSecond(sum[0]), perSecond(sum[4]), perSecond(sum[5] / IntervalRow.BYTES_PER_MEGABYTE),
                        new double[] { row.minMs(), row.meanMs(), row.p50Ms(), row.p95Ms(), row.p99Ms(), row.maxMs(),
                                Double.NaN, Double.NaN, Double.NaN },
                        sum[1], sum[2], sum[3], Double.NaN, "");
            }
            if (table.getItemCount() > nextRow) {
                table.remove(nextRow, table.getItemCount() - 1);
            }
            keepSelection();
        } finally {
            table.setRedraw(true);
        }
    }

    /** Shows the final, exact figures of the run. */
    public void show(RunSummary summary) {
        shownSummary = summary;
        split = mark == null ? Map.of() : MarkSplit.at(mark.seconds(), measured);
        table.setRedraw(false);
        try {
            table.removeAll();
            nextRow = 0;
            List<TransactionSummary> rows = new ArrayList<>(summary.transactions());
            rows.add(summary.total());
            for (TransactionSummary row : rows) {
                LatencyStats latency = row.latency();
                item(row == summary.total() ? IntervalRow.TOTAL : row.id(), row == summary.total() ? "Total" : row.name(),
                        row.count(), row.sharePercent(), row.txPerSecond(),
                        row.documentsPerSecond(), row.megabytesPerSecond(),
                        new double[] { latency.minMs(), latency.meanMs(), latency.percentile(50), latency.percentile(95),
                                latency.percentile(99), latency.maxMs(), latency.stdDevMs(), latency.ciLowMs(),
                                latency.ciHighMs() },
                        row.errors().failed(), row.errors().retries(), row.affectedRows(), row.fetchedBytes(),
                        String.join("; ", row.errors().countedMessages()));
            }
            keepSelection();
        } finally {
            table.setRedraw(true);
        }
    }

    private double perSecond(double amount) {
        return measuredSeconds > 0 ? amount / measuredSeconds : 0;
    }

    /** @param latencies min, avg, p50, p95, p99, max, std dev, CI low, CI high (ms; NaN: empty) */
    private void item(String key, String name, long count, double share, double rate, double docsRate, double megabytesRate,
            double[] latencies, long errors, long retries, long rows, double bytes, String messages) {
        List<String> cells = new ArrayList<>(List.of(name, format(count, 0), format(share, 1), format(rate, 1)));
        for (double ms : latencies) {
            cells.add(format(ms, 2));
        }
        cells.addAll(List.of(String.valueOf(errors), String.valueOf(retries), format(rows, 0), format(bytes, 0),
                messages));
        if (inserts) {
            cells.addAll(INSERT_COLUMNS_AT, List.of(format(docsRate, 1), format(megabytesRate, 3)));
        }
        if (mark != null) {
            cells.addAll(MARK_COLUMNS_AT, List.of(sides(key, true), sides(key, false)));
        }
        // rows are rewritten in place: creating 14 GTK rows a second showed in the UI thread's time
        TableItem item = nextRow < table.getItemCount() ? table.getItem(nextRow) : new TableItem(table, SWT.NONE);
        nextRow++;
        // what each row shows is kept here: asking GTK for a cell's text is a native call per cell
        String[] shown = item.getData() instanceof String[] known && known.length == cells.size() ? known
                : new String[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            if (!cells.get(i).equals(shown[i])) {
                item.setText(i, cells.get(i));
                shown[i] = cells.get(i);
            }
        }
        item.setData(shown);
    }

    /**
     * A cell's number with thousands separators (e.g. 12,345.6), as String.format("%,.1f") writes
     * it. Formats are made once: String.format builds a DecimalFormat for every grouped number,
     * some 80 a second here, which showed in the UI thread's time and the JIT's during a run.
     */
    private String format(double value, int decimals) {
        return Double.isFinite(value) ? formats[decimals].format(value) : "";
    }

    private static DecimalFormat[] groupedFormats() {
        DecimalFormatSymbols symbols = DecimalFormatSymbols.getInstance(Locale.ROOT);
        DecimalFormat[] formats = new DecimalFormat[4];
        for (int decimals = 0; decimals < formats.length; decimals++) {
            formats[decimals] = new DecimalFormat(decimals == 0 ? "#,##0" : "#,##0." + "0".repeat(decimals), symbols);
            formats[decimals].setRoundingMode(RoundingMode.HALF_UP);
        }
        return formats;
    }

    /** The text of a cell (for tests): row by first column, column by title. */
    public String cell(String transaction, String column) {
        int index = -1;
        for (int i = 0; i < table.getColumnCount(); i++) {
            if (table.getColumn(i).getText().equals(column)) {
                index = i;
            }
        }
        for (TableItem item : table.getItems()) {
            if (item.getText(0).equals(transaction)) {
                return item.getText(index);
            }
        }
        return null;
    }
}
