package org.xwb.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.xwb.ui.editors.EditorOpener;

import jakarta.inject.Named;

/** The navigator's Open: each selected file in its editor (a workload in the workload editor). */
public class OpenHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        return NavigatorSelection.paths(selection).stream().anyMatch(Files::isRegularFile);
    }

    @Execute
    void execute(EditorOpener editors, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        for (Path file : NavigatorSelection.paths(selection)) {
            if (Files.isRegularFile(file)) {
                editors.open(file);
            }
        }
    }
}
