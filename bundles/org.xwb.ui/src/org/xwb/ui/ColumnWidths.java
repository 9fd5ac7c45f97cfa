package org.xwb.ui;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Table;

/** Minimum column widths measured in the table's own font, so typical values are never cut short. */
public final class ColumnWidths {

    /** Room for the cell's padding and the header's sort and resize margins. */
    private static final int PADDING = 24;

    private ColumnWidths() {
    }

    /** The width that shows both the title and a typical value of the column in full. */
    public static int fitting(Table table, String title, String typical) {
        GC gc = new GC(table);
        try {
            return Math.max(gc.textExtent(title).x, gc.textExtent(typical).x) + PADDING;
        } finally {
            gc.dispose();
        }
    }
}
