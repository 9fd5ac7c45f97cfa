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

import jakarta.inject.Named;

/** File > New > XML Schema: a minimal valid schema with the namespace the user names, in the selected folder (else schemas/), opened in the schema editor. */
public class NewSchemaHandler {

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EPartService partService, EditorOpener editors,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        NewSchemaDialog dialog = new NewSchemaDialog(shell, workspace,
                NewXmlFile.folder(workspace, selection, Workspace.Folder.SCHEMAS));
        if (dialog.open() == Window.OK) {
            dialog.result().create(workspace, problems, partService, editors);
        }
    }
}
