package org.xwb.ui.statements;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;

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
import org.xwb.ui.handlers.RefreshWorkspaceHandler;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/**
 * File > New > Statement and the navigator's New > Statement: a statement file in the folder
 * selected under {@code statements/} (the statements folder otherwise), {@code .sql} unless the
 * name ends in {@code .xq}, opened in the statement editor.
 */
public class NewStatementHandler {

    static final String TEMPLATE_SQL = "-- A SQL/XML statement; ? marks a parameter (the bind panel gives its value).\n"
            + "-- Ctrl+Enter runs it, Ctrl+E explains it, Ctrl+Space completes table and XML names.\n"
            + "SELECT doc\nFROM orders\nWHERE id = ?\n";
    static final String TEMPLATE_XQUERY = "(: An XQuery statement: it runs on targets that run XQuery. :)\n"
            + "declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\";\n"
            + "for $o in db2-fn:xmlcolumn('ORDERS.DOC')/o:FIXML/o:Order\nreturn $o/@ID\n";

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EPartService partService, EditorOpener editors,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        Path folder = folder(workspace, selection);
        InputDialog dialog = new InputDialog(shell, "New Statement", "Name of the new statement in "
                + workspace.root().relativize(folder) + "/ (.sql, or .xq for XQuery)", "statement.sql",
                name -> problem(folder, name));
        if (dialog.open() != Window.OK) {
            return;
        }
        Path file = folder.resolve(fileName(dialog.getValue()));
        try {
            Files.createDirectories(folder);
            Files.writeString(file, file.getFileName().toString().endsWith(".xq") ? TEMPLATE_XQUERY : TEMPLATE_SQL);
            problems.status("Created " + file);
        } catch (IOException e) {
            problems.error("Cannot create " + file + ": " + e.getMessage(), file);
            return;
        }
        if (partService.findPart(RefreshWorkspaceHandler.NAVIGATOR_PART_ID) instanceof MPart navigator
                && navigator.getObject() instanceof NavigatorPart tree) {
            tree.refresh();
        }
        editors.open(file);
    }

    /** The selected folder when it is inside statements/, else statements/ itself. */
    static Path folder(Workspace workspace, List<?> selection) {
        Path statements = workspace.folder(Workspace.Folder.STATEMENTS);
        if (selection != null && !selection.isEmpty() && selection.get(0) instanceof Path selected) {
            Path folder = Files.isDirectory(selected) ? selected : selected.getParent();
            if (folder != null && folder.toAbsolutePath().normalize().startsWith(statements.toAbsolutePath().normalize())) {
                return folder;
            }
        }
        return statements;
    }

    static String fileName(String name) {
        String trimmed = name.strip();
        return trimmed.endsWith(".sql") || trimmed.endsWith(".xq") ? trimmed : trimmed + ".sql";
    }

    /** Why {@code name} cannot be a new statement in {@code folder}, or null when it can. */
    static String problem(Path folder, String name) {
        String trimmed = name.strip();
        if (trimmed.isEmpty() || trimmed.equals(".sql") || trimmed.equals(".xq")) {
            return "Type a name.";
        }
        if (trimmed.contains("/") || trimmed.startsWith(".")) {
            return "A name, not a path: no '/' and no leading '.'.";
        }
        try {
            if (Files.exists(folder.resolve(fileName(trimmed)))) {
                return "'" + fileName(trimmed) + "' already exists here.";
            }
        } catch (InvalidPathException e) {
            return "Not a file name: " + e.getReason() + ".";
        }
        return null;
    }
}
