package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Widget;

/** Base of the widget wrappers: the widget, and events fired the way a user's action would. */
public abstract class AbstractSWTBot<T extends Widget> {

    public final T widget;

    protected AbstractSWTBot(T widget) {
        if (widget == null) {
            throw new WidgetNotFoundException("null widget");
        }
        this.widget = widget;
    }

    public boolean isEnabled() {
        return UIThread.syncExec(() -> !(widget instanceof Control control) || control.isEnabled());
    }

    public boolean isVisible() {
        return UIThread.syncExec(() -> !(widget instanceof Control control) || control.isVisible());
    }

    public boolean isDisposed() {
        return UIThread.syncExec(widget::isDisposed);
    }

    public Object getData(String key) {
        return UIThread.syncExec(() -> widget.getData(key));
    }

    public void setFocus() {
        UIThread.syncRun(() -> {
            if (widget instanceof Control control) {
                control.getShell().forceActive();
                control.setFocus();
            }
        });
    }

    /** Fires {@code type} at the widget (no real X event). */
    protected void notify(int type) {
        notify(type, new Event());
    }

    /**
     * Fires {@code type} at the widget from the event loop, then waits until the loop has taken
     * it. Asynchronous on purpose: a listener that opens a modal dialog must not block the test,
     * which goes on to find that dialog. A listener's exception is rethrown here if it came
     * before the wait ended.
     */
    protected void notify(int type, Event event) {
        java.util.concurrent.atomic.AtomicReference<RuntimeException> failure = new java.util.concurrent.atomic.AtomicReference<>();
        UIThread.display().asyncExec(() -> {
            try {
                if (widget.isDisposed()) {
                    throw new IllegalStateException("Widget is disposed: " + widget);
                }
                event.widget = widget;
                event.display = widget.getDisplay();
                event.time = (int) System.currentTimeMillis();
                widget.notifyListeners(type, event);
            } catch (RuntimeException e) {
                failure.set(e);
            }
        });
        UIThread.syncRun(() -> {
        });
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    protected void assertEnabled() {
        if (!isEnabled()) {
            throw new IllegalStateException("Widget is not enabled: " + UIThread.syncExec(() -> widget.toString()));
        }
    }

    /** A click as SWT listeners see it: mouse down, mouse up, selection. */
    protected void clickWidget() {
        assertEnabled();
        Event down = new Event();
        down.button = 1;
        notify(SWT.MouseDown, down);
        Event up = new Event();
        up.button = 1;
        notify(SWT.MouseUp, up);
        notify(SWT.Selection);
    }

    @Override
    public String toString() {
        return UIThread.syncExec(() -> widget.toString());
    }
}
