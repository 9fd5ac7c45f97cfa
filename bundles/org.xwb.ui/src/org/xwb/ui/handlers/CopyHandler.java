package org.xwb.ui.handlers;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/** The navigator's Copy: remembers the selected files and folders for Paste. */
public class CopyHandler {

    @CanExecute
    boolean canExecute(Workspace workspace, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        return !NavigatorSelection.movable(workspace, selection).isEmpty();
    }

    @Execute
    void execute(Workspace workspace, FileOperations files, ProblemsLog problems,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        List<Path> chosen = NavigatorSelection.movable(workspace, selection);
        files.copy(chosen);
        problems.status("Copied " + chosen.size() + " file(s); Paste puts them into the folder selected then");
    }
}
