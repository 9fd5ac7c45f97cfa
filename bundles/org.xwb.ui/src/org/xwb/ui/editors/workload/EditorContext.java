package org.xwb.ui.editors.workload;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.CollectionSchemas;
import org.xwb.model.validation.Problem;
import org.xwb.ui.problems.ProblemsLog;

/** What the pages of one workload editor share: its editing session, Problems, the workspace and the schemas. */
record EditorContext(WorkloadEditing editing, ProblemsLog problems, Workspace workspace, CollectionSchemas schemas,
        Shell shell) {

    /** The folder the workload's relative paths start from (it moves with Save As). */
    Path workloadFolder() {
        return editing.file().toAbsolutePath().getParent();
    }

    /** One page of the editor: its control and how it shows the model (and the current problems) again. */
    interface Page {
        org.eclipse.swt.widgets.Control control();

        void refresh(List<Problem> problems);
    }
}
