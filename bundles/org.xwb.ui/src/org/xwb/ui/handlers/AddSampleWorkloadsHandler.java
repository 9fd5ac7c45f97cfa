package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitSamples;
import org.xwb.kit.KitWorkloads;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.TpoxKit;

/**
 * File > Add TPoX Sample Workloads: puts the kit's three TPoX workloads into workloads/tpox, and
 * its schemas, documents and statement files into schemas/tpox, documents/tpox and statements/tpox,
 * where they are missing (a user's edited copy is never replaced), and opens the mixed workload.
 */
public class AddSampleWorkloadsHandler {

    @Execute
    void execute(Workspace workspace, ProblemsLog problems, EditorOpener editors, EPartService partService) {
        List<Path> added;
        try {
            added = KitSamples.addTo(workspace, TpoxKit.installed());
        } catch (IOException | RuntimeException e) {
            problems.error("Cannot add the TPoX sample workloads to " + KitWorkloads.folder(workspace) + ": "
                    + e.getMessage(), KitWorkloads.folder(workspace));
            return;
        }
        problems.info(added.isEmpty() ? "The TPoX sample workloads are already in " + KitWorkloads.folder(workspace)
                : "Added " + added.size() + " files to " + workspace.root() + ": " + names(workspace, added),
                KitWorkloads.folder(workspace));
        new RefreshWorkspaceHandler().execute(partService);
        editors.open(KitWorkloads.folder(workspace).resolve(KitWorkloads.MIXED));
    }

    private static String names(Workspace workspace, List<Path> files) {
        return String.join(", ", files.stream().map(file -> workspace.root().relativize(file).toString()).toList());
    }
}
