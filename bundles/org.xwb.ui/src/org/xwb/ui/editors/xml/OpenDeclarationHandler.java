package org.xwb.ui.editors.xml;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;

import jakarta.inject.Named;

/** Open Declaration (F3) in a schema: the type, element, group or attribute group a reference names. */
public class OpenDeclarationHandler {

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof XmlEditorPart editor && editor.isSchema();
    }

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_PART) MPart part) {
        ((XmlEditorPart) part.getObject()).openDeclaration();
    }
}
