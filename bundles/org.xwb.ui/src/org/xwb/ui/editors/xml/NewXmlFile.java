package org.xwb.ui.editors.xml;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.handlers.RefreshWorkspaceHandler;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;

/**
 * A file File > New makes (an XML schema, an XML document): where it goes, whether its name can
 * be used, and its creation, which never replaces an existing file, then shows it in the
 * navigator and opens it in its editor.
 */
record NewXmlFile(Path file, String text) {

    /** The folder a new file goes to: the one selected in the navigator inside the workspace, else {@code fallback}. */
    static Path folder(Workspace workspace, List<?> selection, Workspace.Folder fallback) {
        if (selection != null && !selection.isEmpty() && selection.get(0) instanceof Path selected) {
            Path folder = (Files.isDirectory(selected) ? selected : selected.getParent()).toAbsolutePath().normalize();
            if (folder.startsWith(workspace.root().toAbsolutePath().normalize())) {
                return folder;
            }
        }
        return workspace.folder(fallback);
    }

    /** The file name with its extension added when the user left it out. */
    static String fileName(String name, String extension) {
        String trimmed = name.strip();
        return trimmed.toLowerCase(Locale.ROOT).endsWith(extension) ? trimmed : trimmed + extension;
    }

    /** A labelled text field of a New dialog's form (two columns). */
    static Text field(Composite form, String label, String id, String value) {
        Text text = FormWidgets.text(form, label, id, value);
        ((GridData) text.getLayoutData()).widthHint = 440;
        return text;
    }

    /** A file as the dialogs show it: relative to the workspace when inside it. */
    static String shown(Workspace workspace, Path file) {
        Path root = workspace.root().toAbsolutePath().normalize();
        return file.startsWith(root) ? root.relativize(file).toString() : file.toString();
    }

    /** The folder typed relative to the workspace (or absolute), or null when it is not a path. */
    static Path resolveFolder(Workspace workspace, String typed) {
        try {
            return workspace.root().resolve(typed.strip()).toAbsolutePath().normalize();
        } catch (InvalidPathException e) {
            return null;
        }
    }

    /** Why {@code name} cannot be a new file with this extension in {@code folder}, or null when it can. */
    static String problem(Path folder, String name, String extension) {
        String trimmed = name.strip();
        if (trimmed.isEmpty() || trimmed.equalsIgnoreCase(extension)) {
            return "Type a file name.";
        }
        if (trimmed.contains("/") || trimmed.contains("\\") || trimmed.startsWith(".")) {
            return "A name, not a path: no '/' and no leading '.'.";
        }
        if (folder == null) {
            return "The folder is not a path.";
        }
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            return folder.getFileName() + " is a file, not a folder.";
        }
        try {
            if (Files.exists(folder.resolve(fileName(trimmed, extension)))) {
                return "'" + fileName(trimmed, extension) + "' already exists there.";
            }
        } catch (InvalidPathException e) {
            return "Not a file name: " + e.getReason() + ".";
        }
        return null;
    }

    /** Writes the file (never over an existing one), refreshes the navigator and opens the file; false when it could not be written. */
    boolean create(Workspace workspace, ProblemsLog problems, EPartService partService, EditorOpener editors) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, text, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE_NEW);
        } catch (IOException e) {
            problems.error("Cannot create " + file + ": " + e.getMessage(), file);
            return false;
        }
        problems.status("Created " + shown(workspace, file));
        refreshNavigator(partService);
        editors.open(file);
        return true;
    }

    static void refreshNavigator(EPartService partService) {
        if (partService.findPart(RefreshWorkspaceHandler.NAVIGATOR_PART_ID) instanceof MPart navigator
                && navigator.getObject() instanceof NavigatorPart tree) {
            tree.refresh();
        }
    }
}
