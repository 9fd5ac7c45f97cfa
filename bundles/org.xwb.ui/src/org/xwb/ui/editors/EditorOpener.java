package org.xwb.ui.editors;

import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

import jakarta.inject.Inject;

/**
 * Opens a workspace file in the editor area: a workload (*.xwl) in the workload editor, anything
 * else in a read-only viewer. A file already open is brought to the front instead of opened twice.
 */
@Creatable
public class EditorOpener {

    public static final String FILE_KEY = "xwb.file";
    public static final String EDITOR_STACK_ID = "org.xwb.ui.partstack.editors";
    public static final String WORKLOAD_EDITOR_ID = "org.xwb.ui.partdescriptor.workloadEditor";
    public static final String FILE_VIEWER_ID = "org.xwb.ui.partdescriptor.fileViewer";

    private final EPartService partService;
    private final EModelService modelService;
    private final MApplication application;

    @Inject
    public EditorOpener(EPartService partService, EModelService modelService, MApplication application) {
        this.partService = partService;
        this.modelService = modelService;
        this.application = application;
    }

    public MPart open(Path file) {
        String key = file.toAbsolutePath().normalize().toString();
        MPart open = editorOf(file);
        if (open != null) {
            partService.showPart(open, PartState.ACTIVATE);
            return open;
        }
        String descriptor = key.endsWith(".xwl") ? WORKLOAD_EDITOR_ID : FILE_VIEWER_ID;
        MPart part = partService.createPart(descriptor);
        part.getPersistedState().put(FILE_KEY, key);
        part.setLabel(file.getFileName().toString());
        part.setTooltip(key);
        MPartStack stack = (MPartStack) modelService.find(EDITOR_STACK_ID, application);
        if (stack != null) {
            stack.getChildren().add(part);
        }
        partService.showPart(part, PartState.ACTIVATE);
        return part;
    }

    /** The open editor of a file, or null. */
    public MPart editorOf(Path file) {
        String key = file.toAbsolutePath().normalize().toString();
        for (MPart part : partService.getParts()) {
            if (key.equals(part.getPersistedState().get(FILE_KEY))) {
                return part;
            }
        }
        return null;
    }

    /** Saves an editor through its {@code @Persist} method; true when it is no longer dirty. */
    public boolean save(MPart part) {
        partService.savePart(part, false);
        return !part.isDirty();
    }

    /** The file a part was opened on, or null. */
    public static Path fileOf(MPart part) {
        String value = part.getPersistedState().get(FILE_KEY);
        return value == null ? null : Path.of(value);
    }
}
