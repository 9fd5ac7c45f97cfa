package org.xwb.ui.jobs;

import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;

/** How a job's thread hands work to the UI thread for a part that may be closed meanwhile. */
public final class UiThread {

    private UiThread() {
    }

    /**
     * Runs {@code code} on the UI thread soon, unless {@code owner} (a part's control) is disposed
     * by then: a closed part hears nothing more of a job that is still ending.
     */
    public static void whileAlive(Display display, Control owner, Runnable code) {
        if (!display.isDisposed()) {
            display.asyncExec(() -> {
                if (!owner.isDisposed()) {
                    code.run();
                }
            });
        }
    }
}
