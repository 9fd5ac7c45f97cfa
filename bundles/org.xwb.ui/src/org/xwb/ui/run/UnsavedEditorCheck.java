package org.xwb.ui.run;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;
import org.xwb.ui.editors.EditorOpener;

/**
 * The driver reads the workload from its file: an editor with unsaved changes to it is saved
 * first, or the user runs the saved version knowingly, or nothing starts.
 */
final class UnsavedEditorCheck {

    private final EditorOpener editors;

    UnsavedEditorCheck(EditorOpener editors) {
        this.editors = editors;
    }

    /** False to not start; {@code status} hears why. */
    boolean readyToRun(Shell shell, Path file, Consumer<String> status) {
        MPart editor = editors.editorOf(file);
        if (editor == null || !editor.isDirty()) {
            return true;
        }
        MessageDialog ask = new MessageDialog(shell, RunDashboardPart.UNSAVED_TITLE, null,
                "'" + file.getFileName() + "' has unsaved changes in its editor. The run reads the workload from its file.",
                MessageDialog.QUESTION, 0, RunDashboardPart.SAVE_AND_RUN, RunDashboardPart.RUN_SAVED,
                IDialogConstants.CANCEL_LABEL);
        switch (ask.open()) {
            case 0:
                if (editors.save(editor)) {
                    return true;
                }
                status.accept("Not started: " + file.getFileName() + " could not be saved (see Problems).");
                return false;
            case 1:
                return true;
            default:
                status.accept("Not started.");
                return false;
        }
    }
}
