package org.xwb.ui.statements;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.xwb.ui.editors.Executable;

import jakarta.inject.Named;

/** Runs what the active part runs (Ctrl+Enter): the statement editor's statement, the scratchpad's expression. */
public class ExecuteStatementHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof Executable executable && executable.canExecute();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.getObject() instanceof Executable executable && executable.canExecute()) {
            executable.execute();
        }
    }
}
