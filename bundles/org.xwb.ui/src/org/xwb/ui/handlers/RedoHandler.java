package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.xwb.ui.editors.UndoRedoTarget;

import jakarta.inject.Named;

/** Redoes the last undone edit of the active editor (Ctrl+Y, Ctrl+Shift+Z). */
public class RedoHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof UndoRedoTarget target && target.canRedo();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.getObject() instanceof UndoRedoTarget target && target.canRedo()) {
            target.redo();
        }
    }
}
