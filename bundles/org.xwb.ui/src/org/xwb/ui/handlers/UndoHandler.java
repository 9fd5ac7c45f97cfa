package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.xwb.ui.editors.UndoRedoTarget;

import jakarta.inject.Named;

/** Undoes the last edit of the active editor (Ctrl+Z). */
public class UndoHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof UndoRedoTarget target && target.canUndo();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.getObject() instanceof UndoRedoTarget target && target.canUndo()) {
            target.undo();
        }
    }
}
