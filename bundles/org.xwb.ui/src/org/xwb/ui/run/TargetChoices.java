package org.xwb.ui.run;

import java.io.IOException;

import org.eclipse.swt.widgets.Combo;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.problems.ProblemsLog;

/**
 * A target list (the dashboard's, the workload editor's Load and index commands): the workspace's
 * target profiles, the embedded database chosen unless the user chose another. An unreadable profiles file leaves the embedded target and is
 * reported once, not at every activation of the dashboard.
 */
public final class TargetChoices {

    private final Combo combo;
    private final Workspace workspace;
    private final ProblemsLog problems;
    private String reportedError;

    public TargetChoices(Combo combo, Workspace workspace, ProblemsLog problems) {
        this.combo = combo;
        this.workspace = workspace;
        this.problems = problems;
    }

    /** Reads the profiles again, keeping the choice. */
    public void refresh() {
        String chosen = combo.getText();
        try {
            combo.setItems(ProfileStore.names(new ProfileStore(workspace).load()).toArray(String[]::new));
            reportedError = null;
        } catch (IOException e) {
            combo.setItems(ProfileStore.EMBEDDED);
            if (!String.valueOf(e.getMessage()).equals(reportedError)) {
                reportedError = String.valueOf(e.getMessage());
                problems.error("Cannot read the target profiles: " + e.getMessage(), ProfileStore.FILE_NAME);
            }
        }
        int index = combo.indexOf(chosen);
        combo.select(index >= 0 ? index : Math.max(0, combo.indexOf(ProfileStore.EMBEDDED)));
    }

    /** Chooses a profile by name when it is in the list; otherwise the choice stays. */
    public void choose(String name) {
        int index = name == null ? -1 : combo.indexOf(name);
        if (index >= 0) {
            combo.select(index);
        }
    }

    /** The chosen target profile's name. */
    public String selected() {
        return combo.getText();
    }
}
