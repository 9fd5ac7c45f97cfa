package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/**
 * File > New > Folder and the navigator's New > Folder: a folder inside the selected folder (or
 * beside the selected file; the workspace root when nothing is selected), its name checked before
 * anything is created.
 */
public class NewFolderHandler {

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EPartService partService,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        Path parent = parentFolder(workspace, selection);
        InputDialog dialog = new InputDialog(shell, "New Folder",
                "Name of the new folder in " + workspace.root().relativize(parent) + "/", "",
                name -> problem(parent, name));
        if (dialog.open() != Window.OK) {
            return;
        }
        Path folder = parent.resolve(dialog.getValue().strip());
        try {
            Files.createDirectory(folder);
            problems.status("Created " + folder);
        } catch (IOException e) {
            problems.error("Cannot create " + folder + ": " + e.getMessage(), folder);
        }
        new RefreshWorkspaceHandler().execute(partService);
    }

    /** The folder a new entry goes into, from the navigator's selection. */
    public static Path parentFolder(Workspace workspace, List<?> selection) {
        if (selection != null && !selection.isEmpty() && selection.get(0) instanceof Path selected) {
            return Files.isDirectory(selected) ? selected : selected.getParent();
        }
        return workspace.root();
    }

    /** Why {@code name} cannot be a new folder in {@code parent}, or null when it can. */
    static String problem(Path parent, String name) {
        String trimmed = name.strip();
        if (trimmed.isEmpty()) {
            return "Type a name.";
        }
        if (trimmed.contains("/") || trimmed.equals(".") || trimmed.equals("..")) {
            return "A name, not a path: no '/', '.' or '..'.";
        }
        try {
            if (Files.exists(parent.resolve(trimmed))) {
                return "'" + trimmed + "' already exists here.";
            }
        } catch (InvalidPathException e) {
            return "Not a file name: " + e.getReason() + ".";
        }
        return null;
    }
}
