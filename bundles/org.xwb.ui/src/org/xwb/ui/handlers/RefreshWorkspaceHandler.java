package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.xwb.ui.parts.NavigatorPart;

/** Re-reads the workspace folder into the navigator (F5). */
public class RefreshWorkspaceHandler {

    public static final String NAVIGATOR_PART_ID = "org.xwb.ui.part.navigator";

    @Execute
    void execute(EPartService partService) {
        MPart part = partService.findPart(NAVIGATOR_PART_ID);
        if (part != null && part.getObject() instanceof NavigatorPart navigator) {
            navigator.refresh();
        }
    }
}
