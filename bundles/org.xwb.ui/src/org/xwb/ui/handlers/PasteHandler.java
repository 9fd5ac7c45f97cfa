package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/** The navigator's Paste: copies of what Copy remembered, in the selected folder (a name taken gets -copy); undoable. */
public class PasteHandler {

    @CanExecute
    boolean canExecute(FileOperations files) {
        return files.copied().stream().anyMatch(Files::exists);
    }

    @Execute
    void execute(Workspace workspace, FileOperations files, ProblemsLog problems, EPartService parts,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        Path folder = NewFolderHandler.parentFolder(workspace, selection);
        List<Path> sources = files.copied().stream().filter(Files::exists).toList();
        try {
            List<Path> copies = files.paste(sources, folder);
            problems.info("Pasted " + String.join(", ", copies.stream().map(p -> p.getFileName().toString()).toList())
                    + " into " + workspace.root().relativize(folder), folder);
        } catch (IOException e) {
            problems.error("Not pasted: " + e.getMessage(), folder);
        }
        new RefreshWorkspaceHandler().execute(parts);
    }
}
