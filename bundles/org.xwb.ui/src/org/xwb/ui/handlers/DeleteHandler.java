package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.navigator.OpenEditors;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/**
 * The navigator's Delete: the selected files and folders go into the workspace's trash folder
 * ({@code .trash}), from where Edit > Undo in the navigator puts them back. Files open with
 * unsaved changes stop it; open ones without are closed first.
 */
public class DeleteHandler {

    @CanExecute
    boolean canExecute(Workspace workspace, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        return !NavigatorSelection.movable(workspace, selection).isEmpty();
    }

    @Execute
    void execute(Workspace workspace, FileOperations files, ProblemsLog problems, EPartService parts,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        List<Path> chosen = NavigatorSelection.movable(workspace, selection);
        if (chosen.isEmpty()) {
            return;
        }
        List<String> unsaved = OpenEditors.release(parts, chosen);
        if (!unsaved.isEmpty()) {
            problems.warning("Nothing deleted: " + String.join(", ", unsaved) + " has unsaved changes; save or close it "
                    + "first", chosen.get(0));
            return;
        }
        try {
            List<Path> binned = files.delete(chosen);
            problems.status("Deleted " + String.join(", ", chosen.stream().map(p -> p.getFileName().toString()).toList())
                    + " into " + workspace.root().relativize(binned.get(0).getParent()) + " (Edit > Undo in the navigator "
                    + "puts it back)");
        } catch (IOException e) {
            problems.error("Nothing deleted: " + e.getMessage(), chosen.get(0));
        }
        new RefreshWorkspaceHandler().execute(parts);
    }
}
