package org.xwb.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.xwb.core.workspace.Workspace;

/** The paths the navigator's commands act on: its selection, less the workspace's own top folders. */
final class NavigatorSelection {

    private NavigatorSelection() {
    }

    /** Selected paths that exist. */
    static List<Path> paths(List<?> selection) {
        return selection == null ? List.of()
                : selection.stream().filter(Path.class::isInstance).map(Path.class::cast).filter(Files::exists).toList();
    }

    /** Selected paths a command may move: not the workspace's top folders (workloads, schemas, ...). */
    static List<Path> movable(Workspace workspace, List<?> selection) {
        return paths(selection).stream().filter(path -> !workspace.folders().contains(path.toAbsolutePath().normalize()))
                .toList();
    }
}
