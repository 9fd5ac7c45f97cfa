package org.xwb.ui.editors.xml;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.DocumentKinds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.workload.GenerateDocumentsDialog;
import org.xwb.ui.editors.workload.jobs.GenerateDocumentsJob;
import org.xwb.ui.problems.ProblemsLog;

/**
 * File > New > TPoX Documents: the kit's generator (the one {@code xwb generate} and the workload
 * editor's Generate use) writes N documents of a kind with a seed into the workspace's
 * {@code documents/} folder, as a job with progress and Cancel; the navigator then shows them and
 * the first one opens in the XML editor.
 */
public class NewTpoxDocumentsHandler {

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EPartService partService, EditorOpener editors) {
        GenerateDocumentsDialog dialog = new GenerateDocumentsDialog(shell, DocumentKinds.ORDER,
                workspace.folder(Workspace.Folder.DOCUMENTS), workspace);
        if (dialog.open() != Window.OK) {
            return;
        }
        new GenerateDocumentsJob(problems, dialog.generation(), dialog.folder(), shell.getDisplay(), generated -> {
            NewXmlFile.refreshNavigator(partService);
            Path first = generated.folder().resolve(generated.kind().kind().collection() + generated.ids().first() + ".xml");
            if (generated.batches() == 0 && Files.isRegularFile(first)) {
                editors.open(first);
            }
        }).schedule();
    }
}
