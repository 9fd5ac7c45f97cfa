package org.xwb.ui.editing;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.IHandler;
import org.eclipse.core.commands.IHandlerListener;
import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;

/**
 * An Edit menu command on the focused text widget (an editor's text, a form's field, the
 * scratchpad, a dialog's field), as the widget's own key does it. It is an {@link IHandler} as
 * well as an e4 handler because e4's key binding dispatcher asks {@link #isHandled()}: where this
 * says no (a tree, a spinner, a read-only field) the key goes on to the widget instead of being
 * swallowed by a binding that does nothing there.
 */
public abstract class TextEditHandler implements IHandler {

    /** Whether the command applies to this widget. */
    protected abstract boolean appliesTo(Control focus);

    /** Does the command on the widget. */
    protected abstract void apply(Control focus);

    @CanExecute
    public boolean canRun() {
        return appliesTo(focus());
    }

    @Execute
    public void run() {
        Control focus = focus();
        if (appliesTo(focus)) {
            apply(focus);
        }
    }

    private static Control focus() {
        Display display = Display.getCurrent();
        Control focus = display == null ? null : display.getFocusControl();
        return focus == null || focus.isDisposed() ? null : focus;
    }

    @Override
    public boolean isHandled() {
        return canRun();
    }

    @Override
    public boolean isEnabled() {
        return canRun();
    }

    @Override
    public Object execute(ExecutionEvent event) {
        run();
        return null;
    }

    @Override
    public void addHandlerListener(IHandlerListener listener) {
        // enablement is asked when needed
    }

    @Override
    public void removeHandlerListener(IHandlerListener listener) {
        // none kept
    }

    @Override
    public void dispose() {
        // nothing held
    }
}
