package org.xwb.ui.statements;

import java.util.List;
import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.core.statements.StatementResult;
import org.xwb.ui.WidgetIds;

/**
 * The rows a statement returned: a virtual table (only the rows on screen are ever made, so a
 * result of ten thousand rows shows at once), XML cells shortened to one line, and beside it the
 * chosen cell in full ({@link XmlCellViewer}). Above, one line says how many rows, how long the
 * server took and how long reading them took, and whether changes were committed.
 */
public final class ResultGrid {

    public static final String TABLE_ID = "org.xwb.ui.statementEditor.results";
    public static final String STATUS_ID = "org.xwb.ui.statementEditor.resultStatus";
    /** Characters of an XML cell shown in the grid. */
    static final int SHORT_XML = 120;
    private static final int WIDTH_SAMPLE_ROWS = 50;
    private static final int MAX_COLUMN_WIDTH = 420;

    private final Composite control;
    private final Label status;
    private final Table table;
    private final XmlCellViewer cell;
    private StatementResult result;
    private int chosenColumn = -1;

    ResultGrid(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        control.setLayout(layout);
        status = new Label(control, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(status, STATUS_ID);
        SashForm split = new SashForm(control, SWT.HORIZONTAL);
        split.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new Table(split, SWT.VIRTUAL | SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        WidgetIds.set(table, TABLE_ID);
        table.addListener(SWT.SetData, event -> fill((TableItem) event.item, event.index));
        table.addListener(SWT.MouseDown, event -> {
            TableItem item = table.getItem(new Point(event.x, event.y));
            if (item != null) {
                for (int c = 0; c < table.getColumnCount(); c++) {
                    if (item.getBounds(c).contains(event.x, event.y)) {
                        chosenColumn = c;
                    }
                }
            }
        });
        table.addListener(SWT.Selection, event -> showChosenCell());
        cell = new XmlCellViewer(split);
        split.setWeights(58, 42);
    }

    Control control() {
        return control;
    }

    /** A line above the rows: a statement running, a message. */
    void message(String text) {
        status.setForeground(null);
        status.setText(text);
        status.getParent().layout();
    }

    /** The server refused the statement, or it was not sent: said in red. */
    void error(String text) {
        status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        status.setText(text);
        status.getParent().layout();
    }

    /** No rows shown (a new run started). */
    void clear() {
        result = null;
        table.setRedraw(false); // thousands of rows go: one repaint, not one per row
        try {
            table.removeAll();
            for (TableColumn column : table.getColumns()) {
                column.dispose();
            }
        } finally {
            table.setRedraw(true);
        }
        cell.clear();
    }

    void show(StatementResult shown) {
        result = shown;
        chosenColumn = -1;
        table.setRedraw(false);
        try {
            table.removeAll();
            for (TableColumn column : table.getColumns()) {
                column.dispose();
            }
            if (shown.hasRows()) {
                for (StatementResult.Column column : shown.columns()) {
                    TableColumn swt = new TableColumn(table, SWT.LEFT);
                    swt.setText(column.name());
                    swt.setToolTipText(column.type() + (column.xml() ? ": XML, choose a row to see it in full" : ""));
                }
                table.setItemCount(shown.rows().size());
                sizeColumns(shown);
            }
        } finally {
            table.setRedraw(true);
        }
        cell.clear();
        status.setForeground(null);
        status.setText(summary(shown));
        control.layout(true, true);
    }

    /** "1 row · server 2.1 ms · fetch 0.3 ms · rolled back" and the like. */
    static String summary(StatementResult result) {
        StringBuilder text = new StringBuilder();
        if (result.hasRows()) {
            text.append(result.truncated() ? String.format(Locale.ROOT, "%,d of %,d rows shown (the rest counted)",
                    result.rows().size(), result.totalRows()) : String.format(Locale.ROOT, "%,d row%s", result.totalRows(),
                            result.totalRows() == 1 ? "" : "s"));
        }
        for (Long count : result.updateCounts()) {
            text.append(text.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%,d row%s changed", count,
                    count == 1 ? "" : "s"));
        }
        if (text.length() == 0) {
            text.append("Done");
        }
        text.append(String.format(Locale.ROOT, " \u00b7 server %.1f ms \u00b7 fetch %.1f ms", result.serverMillis(),
                result.fetchMillis()));
        if (!result.updateCounts().isEmpty()) {
            text.append(result.committed() ? " \u00b7 committed" : " \u00b7 rolled back (tick Commit to keep changes)");
        }
        return text.toString();
    }

    /** A row as it scrolls into view; the event's index, as Table.indexOf searches the items. */
    private void fill(TableItem item, int index) {
        if (result == null || index < 0 || index >= result.rows().size()) {
            return;
        }
        String[] row = result.rows().get(index);
        String[] texts = new String[row.length];
        for (int c = 0; c < row.length; c++) {
            texts[c] = shortened(row[c], result.columns().get(c).xml());
        }
        item.setText(texts);
    }

    /** One line: XML and long text cut so a row stays readable. */
    static String shortened(String value, boolean xml) {
        if (value == null) {
            return "NULL";
        }
        String line = xml || value.indexOf('\n') >= 0 ? value.replaceAll("\\s*\\R\\s*", " ") : value;
        return line.length() > SHORT_XML ? line.substring(0, SHORT_XML) + "\u2026" : line;
    }

    private void sizeColumns(StatementResult shown) {
        GC gc = new GC(table);
        try {
            int average = (int) Math.ceil(gc.getFontMetrics().getAverageCharacterWidth());
            List<String[]> sample = shown.rows().subList(0, Math.min(WIDTH_SAMPLE_ROWS, shown.rows().size()));
            for (int c = 0; c < shown.columns().size(); c++) {
                int chars = shown.columns().get(c).name().length() + 2;
                for (String[] row : sample) {
                    chars = Math.max(chars, shortened(row[c], shown.columns().get(c).xml()).length());
                }
                table.getColumn(c).setWidth(Math.min(MAX_COLUMN_WIDTH, chars * average + 16));
            }
        } finally {
            gc.dispose();
        }
    }

    /** The chosen row's XML cell (the clicked column, else the first XML column, else the first). */
    private void showChosenCell() {
        int row = table.getSelectionIndex();
        if (result == null || row < 0 || row >= result.rows().size()) {
            return;
        }
        int column = chosenColumn;
        if (column < 0) {
            column = 0;
            for (int c = 0; c < result.columns().size(); c++) {
                if (result.columns().get(c).xml()) {
                    column = c;
                    break;
                }
            }
        }
        cell.show(result.rows().get(row)[column], result.columns().get(column).xml());
    }

    /** For tests: the shown result, the cell viewer's text. */
    StatementResult result() {
        return result;
    }

    String cellText() {
        return cell.shown();
    }
}
