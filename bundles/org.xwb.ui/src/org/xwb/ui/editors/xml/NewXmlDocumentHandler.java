package org.xwb.ui.editors.xml;

import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.validation.ValidationSetup;

import jakarta.inject.Named;

/**
 * File > New > XML Document: the smallest valid document of a global element of a workspace or kit
 * schema, in the selected folder (else documents/), opened in the XML editor, which validates it.
 */
public class NewXmlDocumentHandler {

    @Execute
    void execute(Shell shell, Workspace workspace, ValidationSetup setup, ProblemsLog problems, EPartService partService,
            EditorOpener editors, @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        NewXmlDocumentDialog dialog = new NewXmlDocumentDialog(shell, setup,
                NewXmlFile.folder(workspace, selection, Workspace.Folder.DOCUMENTS));
        if (dialog.open() == Window.OK) {
            dialog.result().create(workspace, problems, partService, editors);
        }
    }
}
