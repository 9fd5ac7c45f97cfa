package org.xwb.ui.charts;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.MessageBox;

/** The context menu of every XWB chart: export as PNG or SVG, at least 800x500, errors in a dialog. */
final class ChartExportMenu {

    /** Writes the chart behind a menu to a file (on whatever thread owns the chart). */
    interface Writer {
        void write(Path file, boolean png, int width, int height) throws Exception;
    }

    private ChartExportMenu() {
    }

    static void attach(Control control, Writer writer) {
        Menu menu = new Menu(control);
        item(control, menu, "Export as &PNG...", "*.png", true, writer);
        item(control, menu, "Export as &SVG...", "*.svg", false, writer);
        control.setMenu(menu);
    }

    private static void item(Control control, Menu menu, String label, String extension, boolean png, Writer writer) {
        MenuItem item = new MenuItem(menu, SWT.PUSH);
        item.setText(label);
        item.addListener(SWT.Selection, event -> {
            FileDialog dialog = new FileDialog(control.getShell(), SWT.SAVE);
            dialog.setFilterExtensions(new String[] { extension });
            dialog.setOverwrite(true);
            String file = dialog.open();
            if (file == null) {
                return;
            }
            Point size = control.getSize();
            try {
                writer.write(Path.of(file), png, Math.max(size.x, 800), Math.max(size.y, 500));
            } catch (Exception e) {
                MessageBox box = new MessageBox(control.getShell(), SWT.ICON_ERROR | SWT.OK);
                box.setText("Export failed");
                box.setMessage("Could not write " + file + ":\n" + e.getMessage());
                box.open();
            }
        });
    }
}
