package org.xwb.ui.layout;

import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/** The main window's size when no persisted layout says otherwise: the primary screen's work area. */
public final class WindowBounds {

    private WindowBounds() {
    }

    /** The primary monitor's client area (the screen without panels and docks) as the window's bounds. */
    public static void fillWorkArea(MWindow window, Display display) {
        Rectangle area = display.getPrimaryMonitor().getClientArea();
        window.setX(area.x);
        window.setY(area.y);
        window.setWidth(area.width);
        window.setHeight(area.height);
    }
}
