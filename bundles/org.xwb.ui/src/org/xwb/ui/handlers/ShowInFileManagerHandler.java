package org.xwb.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Shell;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/**
 * The navigator's Show in File Manager: the folder of the selection opened by the desktop's file
 * manager where there is one, and its absolute path on the clipboard and in Problems either way.
 */
public class ShowInFileManagerHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        return !NavigatorSelection.paths(selection).isEmpty();
    }

    @Execute
    void execute(Shell shell, ProblemsLog problems, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        Path path = NavigatorSelection.paths(selection).get(0).toAbsolutePath().normalize();
        Path folder = Files.isDirectory(path) ? path : path.getParent();
        Clipboard clipboard = new Clipboard(shell.getDisplay());
        try {
            clipboard.setContents(new Object[] { path.toString() }, new Transfer[] { TextTransfer.getInstance() });
        } finally {
            clipboard.dispose();
        }
        boolean shown = Program.launch(folder.toString());
        problems.info(path + (shown ? "" : " (no file manager to open it here)") + "; the path is on the clipboard", path);
    }
}
