package org.xwb.ui.validation;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.inject.Named;

/** The navigator's Validate: the selected files and folders, as a {@link ValidateManyJob}. */
public class ValidateHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        return selection != null && !selection.isEmpty() && selection.stream().allMatch(Path.class::isInstance);
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection, ValidationSetup setup,
            ProblemsLog problems) {
        List<Path> paths = selection.stream().map(Path.class::cast).toList();
        new ValidateManyJob(paths, setup, problems).schedule();
    }
}
