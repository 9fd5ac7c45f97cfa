package org.xwb.ui.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.swt.widgets.Combo;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.TpoxKit;

/**
 * The dashboard's workload list: the workspace's workloads (*.xwl under workloads/, by relative
 * path) and, until a run installs them, the TPoX kit's own. The choice survives a refresh, also
 * when a run has just installed the kit workload that was chosen into the workspace.
 */
final class WorkloadChoices {

    private final Combo combo;
    private final Workspace workspace;
    private final ProblemsLog problems;
    /** The file of each item of the combo, same order. */
    private final List<Path> files = new ArrayList<>();

    WorkloadChoices(Combo combo, Workspace workspace, ProblemsLog problems) {
        this.combo = combo;
        this.workspace = workspace;
        this.problems = problems;
    }

    /** Reads the list again, keeping the choice. */
    void refresh() {
        Path chosen = selected();
        files.clear();
        List<String> labels = new ArrayList<>();
        Path folder = workspace.folder(Workspace.Folder.WORKLOADS);
        if (Files.isDirectory(folder)) {
            try (Stream<Path> found = Files.walk(folder, 3)) {
                found.filter(p -> p.toString().endsWith(".xwl")).sorted().forEach(p -> {
                    files.add(p);
                    labels.add(folder.relativize(p).toString());
                });
            } catch (IOException e) {
                problems.warning("Cannot list workloads: " + e.getMessage(), folder);
            }
        }
        try {
            Path kit = TpoxKit.installed().root().resolve("workloads");
            for (String name : DashboardRun.KIT_WORKLOADS) {
                if (indexOfFileName(name) < 0) {
                    files.add(kit.resolve(name));
                    labels.add(name + RunDashboardPart.KIT_SUFFIX);
                }
            }
        } catch (RuntimeException noKit) {
            problems.warning("The TPoX kit is not installed: " + noKit.getMessage(), "org.xwb.samples.tpox");
        }
        combo.setItems(labels.toArray(String[]::new));
        int index = files.indexOf(chosen);
        if (index < 0 && chosen != null) {
            // a kit workload a run just installed in the workspace: the same workload, now in the workspace
            index = indexOfFileName(chosen.getFileName().toString());
        }
        if (index < 0) {
            index = Math.max(0, indexOfFileName(DashboardRun.KIT_WORKLOADS.get(0)));
        }
        combo.select(index);
    }

    private int indexOfFileName(String name) {
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).getFileName().toString().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Chooses the workload whose file is called {@code fileName}; false when there is none. */
    boolean choose(String fileName) {
        int index = indexOfFileName(fileName);
        if (index >= 0) {
            combo.select(index);
        }
        return index >= 0;
    }

    /** The chosen workload's file, or null. */
    Path selected() {
        int index = combo.getSelectionIndex();
        return index < 0 || index >= files.size() ? null : files.get(index);
    }
}
