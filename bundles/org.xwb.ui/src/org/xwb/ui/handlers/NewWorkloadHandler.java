package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.NewWorkloads;
import org.xwb.model.Workload;
import org.xwb.model.io.FileProblem;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.TpoxKit;

import jakarta.inject.Named;

/**
 * File > New > Workload and the navigator's New > Workload: the workload the dialog describes is
 * written (safely) into the chosen folder and opened in the editor. From a TPoX 2.x file, what the
 * import could not take is listed in Problems at its file, line and column, and the workload is
 * still created when the import could read it at all.
 */
public class NewWorkloadHandler {

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EditorOpener editors, EPartService partService,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        Path folder = NewFolderHandler.parentFolder(workspace, selection);
        if (!folder.startsWith(workspace.folder(Workspace.Folder.WORKLOADS))) {
            folder = workspace.folder(Workspace.Folder.WORKLOADS);
        }
        NewWorkloadDialog dialog = new NewWorkloadDialog(shell, workspace, folder);
        if (dialog.open() != Window.OK) {
            return;
        }
        NewWorkloadDialog.Choice choice = dialog.choice();
        Path file = choice.file();
        try {
            Files.createDirectories(file.getParent());
            Workload workload = switch (choice.start()) {
            case BLANK -> NewWorkloads.blank(choice.name(), designDialects());
            case KIT -> NewWorkloads.fromKit(workspace, TpoxKit.installed(), choice.kitWorkload(), choice.name(),
                    file.getParent());
            case COPY -> NewWorkloads.copyOf(choice.source(), choice.name(), file.getParent());
            case TPOX -> imported(choice, file, problems);
            };
            if (workload == null) {
                return;
            }
            WorkloadFiles.save(workload, file);
        } catch (IOException | RuntimeException e) {
            problems.error("New workload not created: " + e.getMessage(), file);
            return;
        }
        problems.status("Created " + workspace.root().relativize(file));
        new RefreshWorkspaceHandler().execute(partService);
        editors.open(file);
    }

    /** The dialects a blank workload starts with: those XWB builds tables and XML indexes for. */
    private static List<String> designDialects() {
        return TargetKinds.dialects().stream().filter(d -> TargetKinds.statementHelper(d).isPresent()).toList();
    }

    /** The import's workload (null when it could read nothing), its problems in Problems. */
    private static Workload imported(NewWorkloadDialog.Choice choice, Path file, ProblemsLog problems) {
        NewWorkloads.Made made = NewWorkloads.fromTpox(choice.source(), choice.dialect(), choice.collections(),
                NewWorkloads.databaseCollections(org.xwb.core.workspace.Workspace.fromEnvironment()), choice.refitIds(),
                choice.name(), file.getParent());
        List<ProblemsLog.Entry> entries = made.problems().stream().map(NewWorkloadHandler::entry).toList();
        problems.replace("import:" + file, entries);
        if (made.workload() == null) {
            problems.error("Nothing to import from " + choice.source() + ": see its problems", choice.source());
        } else if (!entries.isEmpty()) {
            problems.warning("Imported " + choice.source().getFileName() + " into " + file.getFileName() + " without what "
                    + "it could not take (" + entries.size() + " problem" + (entries.size() == 1 ? "" : "s") + ")", file);
        }
        return made.workload();
    }

    private static ProblemsLog.Entry entry(FileProblem problem) {
        return ProblemsLog.entry(ProblemsLog.Severity.ERROR, problem.message(), Location.of(problem));
    }
}
