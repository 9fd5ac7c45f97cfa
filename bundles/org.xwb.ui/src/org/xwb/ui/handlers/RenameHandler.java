package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.navigator.OpenEditors;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/**
 * The navigator's Rename: a new name in the same folder, checked in the dialog (not empty, not a
 * path, not taken); undoable. A file open with unsaved changes is not renamed; an open one without
 * is closed first.
 */
public class RenameHandler {

    public static final String TITLE = "Rename";

    @CanExecute
    boolean canExecute(Workspace workspace, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        return NavigatorSelection.movable(workspace, selection).size() == 1;
    }

    @Execute
    void execute(Shell shell, Workspace workspace, FileOperations files, ProblemsLog problems, EPartService parts,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        List<Path> chosen = NavigatorSelection.movable(workspace, selection);
        if (chosen.size() != 1) {
            return;
        }
        Path path = chosen.get(0);
        String old = path.getFileName().toString();
        InputDialog dialog = new InputDialog(shell, TITLE, "New name of " + old + ":", old,
                name -> name.strip().equals(old) ? "Type another name." : NewFolderHandler.problem(path.getParent(), name));
        if (dialog.open() != Window.OK) {
            return;
        }
        List<String> unsaved = OpenEditors.release(parts, List.of(path));
        if (!unsaved.isEmpty()) {
            problems.warning("Not renamed: " + String.join(", ", unsaved) + " has unsaved changes; save or close it first",
                    path);
            return;
        }
        try {
            Path renamed = files.rename(path, dialog.getValue().strip());
            problems.status("Renamed " + old + " to " + renamed.getFileName());
        } catch (IOException e) {
            problems.error("Not renamed: " + e.getMessage(), path);
        }
        new RefreshWorkspaceHandler().execute(parts);
    }
}
