package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;

/**
 * Key strokes posted to the display as the keyboard sends them (XTest under X): unlike
 * {@code notifyListeners} they reach the focused widget the way a user's keys do, after the
 * workbench's key bindings had their look.
 */
public final class Keys {

    private Keys() {
    }

    /** Ctrl+{@code key}: an SWT key code such as {@link SWT#CR}, or a character such as {@code 's'}. */
    public static void ctrl(int key) {
        UIThread.syncRun(() -> {
            Display display = Display.getCurrent();
            post(display, SWT.KeyDown, SWT.CTRL);
            post(display, SWT.KeyDown, key);
            post(display, SWT.KeyUp, key);
            post(display, SWT.KeyUp, SWT.CTRL);
        });
    }

    private static void post(Display display, int type, int key) {
        Event event = new Event();
        event.type = type;
        if ((key & SWT.KEYCODE_BIT) != 0 || key == SWT.CTRL || key == SWT.CR) {
            event.keyCode = key;
        } else {
            event.character = (char) key; // letters are posted by character
        }
        if (!display.post(event)) {
            throw new IllegalStateException("The display did not take the key event " + key);
        }
    }
}
