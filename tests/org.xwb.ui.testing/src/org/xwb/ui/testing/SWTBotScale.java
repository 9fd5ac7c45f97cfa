package org.xwb.ui.testing;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Scale;

/** A slider-like scale; {@link #drag} moves it in steps as a dragging user would. */
public class SWTBotScale extends AbstractSWTBot<Scale> {

    public SWTBotScale(Scale scale) {
        super(scale);
    }

    public int getSelection() {
        return UIThread.syncExec(widget::getSelection);
    }

    public SWTBotScale setSelection(int value) {
        assertEnabled();
        UIThread.syncRun(() -> widget.setSelection(value));
        notify(SWT.Selection);
        return this;
    }

    /** Moves to {@code target} one increment at a time, firing Selection at every step. */
    public SWTBotScale drag(int target) {
        assertEnabled();
        int current = getSelection();
        int step = Integer.signum(target - current);
        while (current != target) {
            current += step;
            int value = current;
            UIThread.syncRun(() -> widget.setSelection(value));
            Event event = new Event();
            event.detail = SWT.DRAG;
            notify(SWT.Selection, event);
        }
        Event release = new Event();
        release.detail = SWT.NONE;
        notify(SWT.Selection, release);
        return this;
    }
}
