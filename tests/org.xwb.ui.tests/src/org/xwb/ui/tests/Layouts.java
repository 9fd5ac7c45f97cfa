package org.xwb.ui.tests;

import java.nio.file.Path;

import org.eclipse.core.runtime.Platform;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.swt.graphics.Rectangle;
import org.xwb.ui.layout.DefaultLayout;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.UIThread;

/** The main window's layout as the e4 model has it, for the layout tests: where parts sit, the window's size. */
final class Layouts {

    static final String RUNS_PART = "org.xwb.ui.part.runs";
    static final String EDITOR_STACK = DefaultLayout.EDITOR_STACK_ID;
    static final String BOTTOM_STACK = "org.xwb.ui.partstack.bottom";
    static final String NAVIGATOR_STACK = "org.xwb.ui.partstack.navigator";

    private Layouts() {
    }

    private static MWindow window(EModelService models) {
        return (MWindow) models.find(DefaultLayout.MAIN_WINDOW_ID, AppContext.get(MApplication.class));
    }

    /** The element id of the container {@code elementId} sits in. */
    static String parentOf(String elementId) {
        EModelService models = AppContext.get(EModelService.class);
        return UIThread.syncExec(() -> models.find(elementId, window(models)).getParent().getElementId());
    }

    static String containerData(String elementId) {
        EModelService models = AppContext.get(EModelService.class);
        return UIThread.syncExec(() -> models.find(elementId, window(models)).getContainerData());
    }

    static boolean rendered(String elementId) {
        EModelService models = AppContext.get(EModelService.class);
        return UIThread.syncExec(() -> models.find(elementId, window(models)).isToBeRendered());
    }

    /** What a user does by dragging a part's tab into another stack. */
    @SuppressWarnings("unchecked")
    static void move(String elementId, String stackId) {
        EModelService models = AppContext.get(EModelService.class);
        UIThread.syncRun(() -> {
            MWindow window = window(models);
            MUIElement element = models.find(elementId, window);
            models.move(element, (MElementContainer<MUIElement>) models.find(stackId, window));
        });
    }

    /** What a user does by dragging a sash. */
    static void setContainerData(String elementId, String data) {
        EModelService models = AppContext.get(EModelService.class);
        UIThread.syncRun(() -> models.find(elementId, window(models)).setContainerData(data));
    }

    /** What a user does by closing a part's tab. */
    static void hide(String elementId) {
        EModelService models = AppContext.get(EModelService.class);
        UIThread.syncRun(() -> models.find(elementId, window(models)).setToBeRendered(false));
    }

    /** The main window's bounds as the model keeps them (the renderer updates them when the shell moves or resizes). */
    static Rectangle windowBounds() {
        EModelService models = AppContext.get(EModelService.class);
        return UIThread.syncExec(() -> {
            MWindow window = window(models);
            return new Rectangle(window.getX(), window.getY(), window.getWidth(), window.getHeight());
        });
    }

    static void resizeWindow(int width, int height) {
        EModelService models = AppContext.get(EModelService.class);
        UIThread.syncRun(() -> {
            MWindow window = window(models);
            window.setWidth(width);
            window.setHeight(height);
        });
    }

    /** The size the shipped application model gives an element in its sash. */
    static String shippedContainerData(String elementId) {
        try {
            return DefaultLayout.read(org.osgi.framework.FrameworkUtil.getBundle(DefaultLayout.class).getEntry("Application.e4xmi"))
                    .containerData(elementId);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The primary screen without panels: what the first window fills. */
    static Rectangle workArea() {
        return UIThread.syncExec(() -> UIThread.display().getPrimaryMonitor().getClientArea());
    }

    /** Eclipse's instance area (-data), where e4 keeps the layout between sessions. */
    static Path instanceArea() {
        return Path.of(Platform.getInstanceLocation().getURL().getPath());
    }
}
