package org.xwb.ui.editing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CCombo;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Slider;
import org.eclipse.swt.widgets.Spinner;

/**
 * The mouse wheel over a spinner, combo, scale or slider that does not have the focus scrolls the
 * page it is on and changes no value (a user scrolling a form passed over it; a wheel that changed
 * Batch from 100 to 98 on the way is a lost setting). With the focus, the wheel changes the value
 * as usual. One filter for the whole display.
 */
public final class WheelGuard implements Listener {

    private static final int LINES_PER_NOTCH = 3;

    private WheelGuard() {
    }

    /** Installs the filter once per display. */
    public static void install(Display display) {
        if (display.getData(WheelGuard.class.getName()) == null) {
            WheelGuard guard = new WheelGuard();
            display.setData(WheelGuard.class.getName(), guard);
            display.addFilter(SWT.MouseVerticalWheel, guard); // the same event type as SWT.MouseWheel
        }
    }

    @Override
    public void handleEvent(Event event) {
        if (!(event.widget instanceof Control control) || !guarded(control) || control.isFocusControl()) {
            return;
        }
        event.doit = false;
        ScrolledComposite page = page(control.getParent());
        if (page != null && page.getContent() != null) {
            Point origin = page.getOrigin();
            int step = Math.max(16, page.getVerticalBar() == null ? 0 : page.getVerticalBar().getIncrement());
            page.setOrigin(origin.x, Math.max(0, origin.y - event.count * step * LINES_PER_NOTCH));
        }
    }

    static boolean guarded(Control control) {
        return control instanceof Spinner || control instanceof Combo || control instanceof CCombo
                || control instanceof Scale || control instanceof Slider;
    }

    private static ScrolledComposite page(Composite parent) {
        for (Composite at = parent; at != null; at = at.getParent()) {
            if (at instanceof ScrolledComposite scrolled) {
                return scrolled;
            }
        }
        return null;
    }
}
