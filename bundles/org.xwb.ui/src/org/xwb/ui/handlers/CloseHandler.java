package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

import jakarta.inject.Named;

/** Closes the active editor (Ctrl+W), asking first when it has unsaved changes. */
public class CloseHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.isCloseable();
    }

    @Execute
    void execute(EPartService partService, EModelService models, @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        if (part.isDirty() && !partService.savePart(part, true)) {
            return; // the user cancelled
        }
        // an editor (made from a descriptor) goes; a view is only hidden, as its tab's X does, so
        // Window > Reset Perspective can show it again (a removed view was gone for good)
        boolean editor = models.getPartDescriptor(part.getElementId()) != null;
        partService.hidePart(part, editor);
    }
}
