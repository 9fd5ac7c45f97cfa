package org.xwb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.xwb.core.workspace.Workspace;

import picocli.CommandLine.Option;

/** {@code --workspace}: the workspace whose runs/ folder runs are written to and looked up in. */
final class WorkspaceOption {

    @Option(names = "--workspace", paramLabel = "DIR",
            description = "XWB workspace (default: -Dxwb.workspace, $XWB_WORKSPACE or ~/xwb-workspace); runs are in its runs/ folder.")
    Path workspace;

    private Workspace workspace() {
        return workspace != null ? new Workspace(workspace) : Workspace.fromEnvironment();
    }

    /** The runs folder, created with the workspace's layout when missing (for commands that write runs). */
    Path runsDirectory() {
        return workspace().ensureLayout().folder(Workspace.Folder.RUNS);
    }

    /**
     * A run or sweep folder named on the command line: a folder path, or the name of a folder in the
     * workspace's runs/ folder (as the Runs part and {@code Results:} lines show it).
     */
    Path runFolder(String name) throws BadInputException {
        Path given = Path.of(name);
        if (Files.isDirectory(given)) {
            return given.toAbsolutePath().normalize();
        }
        Path runs = workspace().folder(Workspace.Folder.RUNS);
        if (given.getNameCount() == 1 && Files.isDirectory(runs.resolve(name))) {
            return runs.resolve(name);
        }
        throw new BadInputException("No run or sweep folder '" + name + "': neither a folder nor a run in " + runs);
    }

    /** {@link #runFolder} of each name, in order. */
    List<Path> runFolders(List<String> names) throws BadInputException {
        List<Path> folders = new ArrayList<>();
        for (String name : names) {
            folders.add(runFolder(name));
        }
        return folders;
    }
}
