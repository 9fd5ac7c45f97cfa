package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.SavingAs;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/**
 * File > Save As for any editor: asks for the new file (relative to the workspace, or absolute),
 * writes the editor's content there and makes the editor edit it. An editor that knows how
 * ({@link SavingAs}: the workload editor also rewrites its relative paths) does it itself; any
 * other is saved first and its file copied.
 */
public class SaveAsHandler {

    public static final String TITLE = "Save As";

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && EditorOpener.fileOf(part) != null;
    }

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EPartService partService,
            @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        Path file = EditorOpener.fileOf(part);
        InputDialog dialog = new InputDialog(shell, TITLE, "Save " + file.getFileName() + " as (relative to "
                + workspace.root() + "):", relative(workspace, suggestion(file)), text -> problem(workspace, text));
        if (dialog.open() != Window.OK) {
            return;
        }
        Path target = workspace.root().resolve(dialog.getValue().strip()).normalize();
        try {
            Files.createDirectories(target.getParent());
            if (part.getObject() instanceof SavingAs editor) {
                editor.saveAs(target);
            } else {
                if (part.isDirty() && !partService.savePart(part, false)) {
                    return;
                }
                Files.copy(file, target);
            }
        } catch (IOException | RuntimeException e) {
            problems.error("Not saved as " + target + ": " + e.getMessage(), file);
            return;
        }
        String key = target.toAbsolutePath().normalize().toString();
        part.getPersistedState().put(EditorOpener.FILE_KEY, key);
        part.setLabel(target.getFileName().toString());
        part.setTooltip(key);
        problems.status("Saved as " + target);
        new RefreshWorkspaceHandler().execute(partService);
    }

    /** Beside the file: {@code name-copy.ext}, or {@code name-copy2.ext} when that exists. */
    static Path suggestion(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        String extension = dot > 0 ? name.substring(dot) : "";
        Path candidate = file.resolveSibling(base + "-copy" + extension);
        for (int i = 2; Files.exists(candidate); i++) {
            candidate = file.resolveSibling(base + "-copy" + i + extension);
        }
        return candidate;
    }

    private static String relative(Workspace workspace, Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(workspace.root()) ? workspace.root().relativize(absolute).toString() : absolute.toString();
    }

    /** Why {@code text} cannot be the new file, or null when it can. */
    static String problem(Workspace workspace, String text) {
        if (text.isBlank()) {
            return "Type the new file's name.";
        }
        try {
            Path target = workspace.root().resolve(text.strip()).normalize();
            if (Files.isDirectory(target)) {
                return "'" + text.strip() + "' is a folder: add the file name.";
            }
            if (Files.exists(target)) {
                return "'" + text.strip() + "' exists; Save As never replaces a file.";
            }
        } catch (InvalidPathException e) {
            return "Not a file name: " + e.getReason() + ".";
        }
        return null;
    }
}
