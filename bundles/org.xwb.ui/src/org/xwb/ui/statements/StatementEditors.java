package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.Objects;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.xwb.ui.editors.EditorOpener;

import jakarta.inject.Inject;

/**
 * Opens a workload's statement in the statement editor ("Open in Statement Editor" on the
 * workload editor's Statements tab), or brings its editor to the front when it is open. Statement
 * files open through {@link EditorOpener} like every file.
 */
@Creatable
public class StatementEditors {

    public static final String TRANSACTION_KEY = "xwb.transaction";
    public static final String DIALECT_KEY = "xwb.dialect";

    private final EPartService partService;
    private final EModelService modelService;
    private final MApplication application;

    @Inject
    public StatementEditors(EPartService partService, EModelService modelService, MApplication application) {
        this.partService = partService;
        this.modelService = modelService;
        this.application = application;
    }

    /** The statement editor of a workload transaction's statement for a dialect, opened or brought forward. */
    public MPart open(Path workload, String transactionId, String dialect) {
        String key = workload.toAbsolutePath().normalize().toString();
        for (MPart part : partService.getParts()) {
            if (EditorOpener.STATEMENT_EDITOR_ID.equals(part.getElementId())
                    && key.equals(part.getPersistedState().get(EditorOpener.FILE_KEY))
                    && transactionId.equals(part.getPersistedState().get(TRANSACTION_KEY))
                    && Objects.equals(dialect, part.getPersistedState().get(DIALECT_KEY))) {
                partService.showPart(part, PartState.ACTIVATE);
                return part;
            }
        }
        MPart part = partService.createPart(EditorOpener.STATEMENT_EDITOR_ID);
        part.getPersistedState().put(EditorOpener.FILE_KEY, key);
        part.getPersistedState().put(TRANSACTION_KEY, transactionId);
        part.getPersistedState().put(DIALECT_KEY, dialect);
        part.setLabel(transactionId + " (" + dialect + ")");
        part.setTooltip(workload.getFileName() + ": transaction " + transactionId + ", " + dialect + " statement");
        MPartStack stack = (MPartStack) modelService.find(EditorOpener.EDITOR_STACK_ID, application);
        if (stack != null) {
            stack.getChildren().add(part);
        }
        partService.showPart(part, PartState.ACTIVATE);
        return part;
    }
}
