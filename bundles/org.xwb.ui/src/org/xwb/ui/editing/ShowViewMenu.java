package org.xwb.ui.editing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.e4.ui.di.AboutToShow;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.descriptor.basic.MPartDescriptor;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.model.application.ui.menu.MDirectMenuItem;
import org.eclipse.e4.ui.model.application.ui.menu.MMenuElement;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/**
 * Window > Show View: every view of the window (the parts placed in the model, open or closed)
 * and every part descriptor that is not an editor, by label; the chosen one is shown and
 * activated ({@link ShowViewItem}). Editors are left out: they show a file and open from the
 * navigator.
 */
public class ShowViewMenu {

    /** The persisted-state key of an item's part id. */
    static final String PART_ID = "org.xwb.ui.showView.partId";
    private static final String EDITOR = "editor";
    private static final String ITEM_CLASS = "bundleclass://org.xwb.ui/org.xwb.ui.editing.ShowViewItem";

    @AboutToShow
    public void aboutToShow(List<MMenuElement> items, MApplication application, MWindow window, EModelService models,
            EPartService parts) {
        views(application, window, models).forEach((id, label) -> {
            MDirectMenuItem item = models.createModelElement(MDirectMenuItem.class);
            item.setElementId("org.xwb.ui.showView." + id);
            item.setLabel(label);
            item.getPersistedState().put(PART_ID, id);
            item.setContributionURI(ITEM_CLASS);
            item.setObject(new ShowViewItem(parts, id));
            items.add(item);
        });
    }

    /** The views by part id, with their labels, in model order then descriptors. */
    public static Map<String, String> views(MApplication application, MWindow window, EModelService models) {
        Set<String> editors = application.getDescriptors().stream().filter(d -> EDITOR.equals(d.getCategory()))
                .map(MPartDescriptor::getElementId).collect(Collectors.toSet());
        Map<String, String> views = new LinkedHashMap<>();
        List<MPart> parts = new ArrayList<>(models.findElements(window, null, MPart.class, null));
        for (MPart part : parts) {
            if (part.getElementId() != null && !editors.contains(part.getElementId()) && part.getLabel() != null) {
                views.putIfAbsent(part.getElementId(), part.getLabel());
            }
        }
        for (MPartDescriptor descriptor : application.getDescriptors()) {
            if (!EDITOR.equals(descriptor.getCategory()) && descriptor.getLabel() != null) {
                views.putIfAbsent(descriptor.getElementId(), descriptor.getLabel());
            }
        }
        return views;
    }
}
