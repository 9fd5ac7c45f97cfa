package org.xwb.ui.run;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.core.compare.RunComparison;
import org.xwb.core.compare.Verdict;
import org.xwb.report.ComparisonRows;
import org.xwb.ui.ColumnWidths;
import org.xwb.ui.WidgetIds;

/**
 * Runs against their baseline, per transaction: the table {@code xwb compare} prints and a report
 * holds ({@link ComparisonRows}), with the verdict in colour. Several runs make one block of rows each,
 * headed by a row that names the run.
 */
final class ComparisonView {

    static final String TABLE_ID = "org.xwb.ui.runs.compare";
    static final String HEADING_ID = "org.xwb.ui.runs.compare.heading";
    private static final String NOTHING = "Select two or more runs, or a run and the baseline, to compare them per "
            + "transaction: faster or slower only where the confidence intervals of the mean latency do not overlap.";

    private final Composite control;
    private final Label heading;
    private final Table table;
    private final Font bold;

    ComparisonView(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        control.setLayout(layout);
        heading = new Label(control, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(heading, HEADING_ID);
        table = new Table(control, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        WidgetIds.set(table, TABLE_ID);
        // typical values of the columns (ComparisonRows.HEADER)
        List<String> typical = List.of("get_order_by_customer", "within noise", "10.00x", "1,234.567", "1,234.567",
                "1,234.567", "1,234.567", "12,345.6", "12,345.6", "10.00x", "12,345", "12,345");
        for (int i = 0; i < ComparisonRows.HEADER.size(); i++) {
            boolean text = i == 0 || i == ComparisonRows.VERDICT;
            TableColumn column = new TableColumn(table, text ? SWT.LEFT : SWT.RIGHT);
            column.setText(ComparisonRows.HEADER.get(i));
            column.setWidth(ColumnWidths.fitting(table, ComparisonRows.HEADER.get(i), typical.get(i)));
        }
        FontData data = table.getFont().getFontData()[0];
        bold = new Font(table.getDisplay(), data.getName(), data.getHeight(), SWT.BOLD);
        table.addListener(SWT.Dispose, event -> bold.dispose());
        show(List.of());
    }

    Composite control() {
        return control;
    }

    /** Shows the comparisons (nothing: says how to get one). */
    void show(List<RunComparison> comparisons) {
        table.setRedraw(false);
        try {
            table.removeAll();
            if (comparisons.isEmpty()) {
                heading.setText(NOTHING);
            } else {
                RunComparison first = comparisons.get(0);
                heading.setText(comparisons.size() == 1
                        ? first.run().runId() + " against baseline " + first.baseline().runId() + ": "
                                + ComparisonRows.tally(first)
                        : comparisons.size() + " runs against baseline " + first.baseline().runId());
            }
            for (RunComparison c : comparisons) {
                if (comparisons.size() > 1) {
                    TableItem run = new TableItem(table, SWT.NONE);
                    run.setText(0, c.run().runId() + ": " + ComparisonRows.tally(c));
                    run.setFont(bold);
                }
                for (RunComparison.Row row : c.rows()) {
                    TableItem item = new TableItem(table, SWT.NONE);
                    item.setText(ComparisonRows.cells(row).toArray(String[]::new));
                    int verdict = ComparisonRows.VERDICT;
                    item.setForeground(verdict, colour(row.verdict()));
                    if (row.isTotal() || row.verdict() == Verdict.SLOWER || row.verdict() == Verdict.FASTER) {
                        item.setFont(verdict, bold);
                    }
                    if (row.isTotal()) {
                        item.setFont(0, bold);
                    }
                }
            }
        } finally {
            table.setRedraw(true);
        }
        control.layout(true, true);
    }

    private Color colour(Verdict verdict) {
        return switch (verdict) {
        case SLOWER -> table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED);
        case FASTER -> table.getDisplay().getSystemColor(SWT.COLOR_DARK_GREEN);
        case NOT_COMPARABLE -> table.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY);
        case WITHIN_NOISE -> table.getForeground();
        };
    }
}
