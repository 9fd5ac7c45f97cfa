package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

import jakarta.inject.Named;

/** Closes the active editor (Ctrl+W), asking first when it has unsaved changes. */
public class CloseHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.isCloseable();
    }

    @Execute
    void execute(EPartService partService, @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.isDirty() && !partService.savePart(part, true)) {
            return; // the user cancelled
        }
        partService.hidePart(part, true);
    }
}
