package org.xwb.ui.layout;

import java.io.IOException;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.widgets.Display;
import org.osgi.framework.FrameworkUtil;
import org.xwb.ui.problems.ProblemsLog;

/** Window > Reset Perspective: the main window's default layout and size, in place. */
public class ResetLayoutHandler {

    @Execute
    void execute(MApplication application, EModelService models, ProblemsLog problems) {
        MWindow window = (MWindow) models.find(DefaultLayout.MAIN_WINDOW_ID, application);
        try {
            DefaultLayout.read(FrameworkUtil.getBundle(getClass()).getEntry("Application.e4xmi")).reset(window, models);
            WindowBounds.fillWorkArea(window, Display.getCurrent());
        } catch (IOException | RuntimeException e) {
            problems.error("Cannot reset the layout: " + e.getMessage(), "XWB");
        }
    }
}
