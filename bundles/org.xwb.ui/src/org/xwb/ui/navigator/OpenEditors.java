package org.xwb.ui.navigator;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.xwb.ui.editors.EditorOpener;

/**
 * The editors open on files a navigator command is about to move: a file with unsaved changes
 * stops the command (the user saves or closes it first); the others are closed, so no editor
 * keeps editing a file that moved away.
 */
public final class OpenEditors {

    private OpenEditors() {
    }

    /**
     * Closes the editors of the paths (and of files below them); returns the names of files with
     * unsaved changes instead, closing nothing, when there are any.
     */
    public static List<String> release(EPartService parts, List<Path> paths) {
        List<MPart> open = new ArrayList<>();
        List<String> dirty = new ArrayList<>();
        for (MPart part : parts.getParts()) {
            Path file = EditorOpener.fileOf(part);
            if (file != null && paths.stream().anyMatch(path -> file.startsWith(path.toAbsolutePath().normalize()))) {
                open.add(part);
                if (part.isDirty()) {
                    dirty.add(file.getFileName().toString());
                }
            }
        }
        if (dirty.isEmpty()) {
            open.forEach(part -> parts.hidePart(part, true));
        }
        return dirty;
    }
}
