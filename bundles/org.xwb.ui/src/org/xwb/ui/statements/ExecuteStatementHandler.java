package org.xwb.ui.statements;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;

import jakarta.inject.Named;

/** Runs the active statement editor's statement (Ctrl+Enter). */
public class ExecuteStatementHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof StatementEditorPart editor && !editor.isRunning();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.getObject() instanceof StatementEditorPart editor) {
            editor.execute();
        }
    }
}
