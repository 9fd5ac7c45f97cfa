package org.xwb.ui.navigator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.FileTransfer;
import org.eclipse.swt.widgets.TreeItem;
import org.xwb.ui.problems.ProblemsLog;

/**
 * Files dropped on the navigator: onto a folder (or a file: into its folder) they are moved when
 * dragged inside the workspace, copied when they come from elsewhere or the user holds Ctrl; either
 * is one undoable operation. This is how document files go into a collection's folder.
 */
public final class NavigatorDrop extends DropTargetAdapter {

    private final FileOperations files;
    private final ProblemsLog problems;
    private final Path root;
    private final Runnable refresh;

    public NavigatorDrop(FileOperations files, ProblemsLog problems, Path root, Runnable refresh) {
        this.files = files;
        this.problems = problems;
        this.root = root;
        this.refresh = refresh;
    }

    @Override
    public void dragEnter(DropTargetEvent event) {
        if (event.detail == DND.DROP_DEFAULT) {
            event.detail = (event.operations & DND.DROP_MOVE) != 0 ? DND.DROP_MOVE : DND.DROP_COPY;
        }
    }

    @Override
    public void drop(DropTargetEvent event) {
        if (!(event.data instanceof String[] names) || !(event.item instanceof TreeItem item)
                || !(item.getData() instanceof Path target)) {
            event.detail = DND.DROP_NONE;
            return;
        }
        List<Path> dropped = new ArrayList<>();
        for (String name : names) {
            dropped.add(Path.of(name));
        }
        perform(dropped, target, event.detail == DND.DROP_COPY);
    }

    /**
     * Moves (or with {@code copy} copies) the files into {@code target}, a folder, or the folder of
     * a file. Files from outside the workspace are always copied.
     */
    public List<Path> perform(List<Path> dropped, Path target, boolean copy) {
        Path folder = Files.isDirectory(target) ? target : target.getParent();
        boolean outside = dropped.stream().anyMatch(path -> !path.toAbsolutePath().normalize().startsWith(root));
        try {
            List<Path> placed = copy || outside ? files.paste(dropped, folder) : files.move(dropped, folder);
            problems.info((copy || outside ? "Copied " : "Moved ") + placed.size() + " file(s) to " + folder
                    + " (Edit > Undo in the navigator puts them back)", folder);
            return placed;
        } catch (IOException e) {
            problems.error("Nothing dropped into " + folder + ": " + e.getMessage(), folder);
            return List.of();
        } finally {
            refresh.run();
        }
    }

    /** The transfer the navigator drags and accepts: files. */
    public static FileTransfer transfer() {
        return FileTransfer.getInstance();
    }
}
