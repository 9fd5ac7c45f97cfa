package org.xwb.ui.statements;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;

import jakarta.inject.Named;

/** Explains the statement at the caret of the active statement editor in the plan view (Ctrl+E). */
public class ExplainStatementHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof StatementEditorPart;
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.getObject() instanceof StatementEditorPart editor) {
            editor.explain(analyze());
        }
    }

    /** Explain only; {@link ExplainAnalyzeHandler} runs the statement for actual rows and times. */
    boolean analyze() {
        return false;
    }
}
