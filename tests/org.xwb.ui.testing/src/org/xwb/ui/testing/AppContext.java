package org.xwb.ui.testing;

import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.swt.widgets.Shell;

/**
 * The running workbench's services, as its parts get them (STYLE: UI tests reach the application
 * context): the e4 renderer keeps a window's model element on its shell.
 */
public final class AppContext {

    /** The key e4's renderers store a widget's model element under. */
    private static final String MODEL_ELEMENT = "modelElement";

    private AppContext() {
    }

    /** The service of type {@code type} in the main window's context; fails when there is none. */
    public static <T> T get(Class<T> type) {
        T service = UIThread.syncExec(() -> {
            for (Shell shell : UIThread.display().getShells()) {
                if (shell.getData(MODEL_ELEMENT) instanceof MWindow window && window.getContext() != null) {
                    return window.getContext().get(type);
                }
            }
            return null;
        });
        if (service == null) {
            throw new IllegalStateException("No " + type.getName() + " in the workbench's context");
        }
        return service;
    }
}
