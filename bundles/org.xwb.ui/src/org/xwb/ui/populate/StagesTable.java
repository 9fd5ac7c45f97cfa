package org.xwb.ui.populate;

import java.util.Locale;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.kit.StagedPopulation;
import org.xwb.ui.WidgetIds;

/**
 * A row per finished stage, with what {@code xwb populate} prints per stage: customers and orders
 * in the database after it, documents loaded, seconds, docs/s and MB/s (10^6 bytes). Stage 0 holds
 * the securities.
 */
final class StagesTable {

    static final String[] COLUMNS = { "Stage", "Customers", "Orders", "Documents", "Seconds", "docs/s", "MB/s" };

    private final Table table;

    StagesTable(Composite parent) {
        table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        WidgetIds.set(table, PopulatePart.STAGES_TABLE_ID);
        for (String title : COLUMNS) {
            TableColumn column = new TableColumn(table, title.equals("Stage") ? SWT.LEFT : SWT.RIGHT);
            column.setText(title);
            column.setWidth(title.equals("Stage") ? 110 : 95);
        }
    }

    Table control() {
        return table;
    }

    void clear() {
        table.removeAll();
    }

    /** Adds a finished stage, or the one a stop cut short. */
    void add(StagedPopulation.Stage stage) {
        TableItem item = new TableItem(table, SWT.NONE);
        String name = stage.number() == 0 ? "0 securities" : String.valueOf(stage.number());
        item.setText(new String[] { stage.complete() ? name : name + " (stopped)",
                stage.number() == 0 ? "" : String.format(Locale.ROOT, "%,d", stage.customersTotal()),
                stage.number() == 0 ? "" : String.format(Locale.ROOT, "%,d", stage.ordersTotal()),
                String.format(Locale.ROOT, "%,d", stage.documents()), String.format(Locale.ROOT, "%.1f", stage.seconds()),
                String.format(Locale.ROOT, "%,.0f", stage.docsPerSecond()),
                String.format(Locale.ROOT, "%.2f", stage.mbPerSecond()) });
        table.showItem(item);
    }
}
