package org.xwb.ui.handlers;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.IWindowCloseHandler;
import org.eclipse.swt.widgets.Shell;

/**
 * The one way out of the workbench: File > Quit, Ctrl+Q and the window's close button all ask
 * about every part with unsaved changes first ({@link UnsavedChangesDialog}). A pure e4 workbench
 * does not: {@link IWorkbench#close()} closes at once, and the window's default close handler
 * asks with a different dialog. Lives in the application context.
 */
public final class WorkbenchExit {

    /** Tests only: takes the exit instead of the workbench, so the test runtime lives on. */
    private volatile Consumer<String> heldExit;

    /** Asks about the dirty parts of {@code partService}; true when the workbench may close. */
    public boolean confirm(Shell shell, EPartService partService) {
        List<MPart> dirty = List.copyOf(partService.getDirtyParts());
        if (dirty.isEmpty()) {
            return true;
        }
        UnsavedChangesDialog dialog = new UnsavedChangesDialog(shell, dirty);
        return switch (dialog.ask()) {
            case CANCEL -> false;
            case DONT_SAVE -> true;
            case SAVE -> saveAll(partService, dialog.toSave());
        };
    }

    /** Saves each part; false (stay open) when one could not be saved: its editor says why and keeps the edit. */
    private static boolean saveAll(EPartService partService, List<MPart> parts) {
        boolean saved = true;
        for (MPart part : parts) {
            partService.savePart(part, false);
            saved &= !part.isDirty();
        }
        return saved;
    }

    /** File > Quit and Ctrl+Q: asks, then closes the workbench; false when the user cancelled. */
    public boolean quit(IWorkbench workbench, Shell shell, EPartService partService) {
        if (!confirm(shell, partService)) {
            return false;
        }
        exit("quit", workbench::close);
        return true;
    }

    /** Makes the window's close button ask like Quit (replaces e4's handler, set when the window is rendered). */
    public void guardWindows(MApplication application) {
        for (MWindow window : application.getChildren()) {
            if (window.getContext() != null) {
                window.getContext().set(IWindowCloseHandler.class, closing -> {
                    Shell shell = closing.getWidget() instanceof Shell s ? s : null;
                    if (!confirm(shell, closing.getContext().get(EPartService.class))) {
                        return false;
                    }
                    Consumer<String> held = heldExit;
                    if (held != null) {
                        held.accept("window closed");
                        return false;
                    }
                    return true;
                });
            }
        }
    }

    private void exit(String how, Runnable close) {
        Consumer<String> held = heldExit;
        if (held != null) {
            held.accept(how);
        } else {
            close.run();
        }
    }

    /**
     * For UI tests: after the user's answer allowed it, the exit goes to {@code onExit} (with how:
     * "quit" or "window closed") instead of closing the workbench; null: exits for real again.
     */
    public void holdExitForTests(Consumer<String> onExit) {
        heldExit = onExit;
    }
}
