package org.xwb.ui.testing;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;

public class SWTBotTable extends AbstractSWTBot<Table> {

    public SWTBotTable(Table table) {
        super(table);
    }

    public int rowCount() {
        return UIThread.syncExec(widget::getItemCount);
    }

    public List<String> columns() {
        return UIThread.syncExec(() -> {
            List<String> titles = new ArrayList<>();
            for (TableColumn column : widget.getColumns()) {
                titles.add(column.getText());
            }
            return titles;
        });
    }

    public String cell(int row, int column) {
        return UIThread.syncExec(() -> widget.getItem(row).getText(column));
    }

    public String cell(int row, String column) {
        int index = columns().indexOf(column);
        if (index < 0) {
            throw new WidgetNotFoundException("No column '" + column + "' in " + columns());
        }
        return cell(row, index);
    }

    /** Row index of the first row whose column {@code column} reads {@code text}, or -1. */
    public int indexOf(String text, int column) {
        return UIThread.syncExec(() -> {
            for (int i = 0; i < widget.getItemCount(); i++) {
                if (text.equals(widget.getItem(i).getText(column))) {
                    return i;
                }
            }
            return -1;
        });
    }

    public SWTBotTable select(int row) {
        assertEnabled();
        UIThread.syncRun(() -> widget.setSelection(row));
        Event event = new Event();
        event.item = UIThread.syncExec(() -> widget.getItem(row));
        notify(SWT.Selection, event);
        return this;
    }

    /** Selects several rows at once (for multi-selection tables). */
    public SWTBotTable select(int... rows) {
        assertEnabled();
        UIThread.syncRun(() -> widget.setSelection(rows));
        Event event = new Event();
        event.item = UIThread.syncExec(() -> widget.getItem(rows[0]));
        notify(SWT.Selection, event);
        return this;
    }

    /** As a real double-click: the table takes the focus (its part becomes active), selects, opens. */
    public SWTBotTable doubleClick(int row) {
        setFocus();
        select(row);
        Event event = new Event();
        event.item = UIThread.syncExec(() -> widget.getItem(row));
        notify(SWT.DefaultSelection, event);
        return this;
    }

    /** Ticks or unticks a row of a table with check boxes, as a click on the box does. */
    public SWTBotTable check(int row, boolean checked) {
        assertEnabled();
        UIThread.syncRun(() -> widget.getItem(row).setChecked(checked));
        Event event = new Event();
        event.item = UIThread.syncExec(() -> widget.getItem(row));
        event.detail = SWT.CHECK;
        notify(SWT.Selection, event);
        return this;
    }

    public int selectionIndex() {
        return UIThread.syncExec(widget::getSelectionIndex);
    }
}
