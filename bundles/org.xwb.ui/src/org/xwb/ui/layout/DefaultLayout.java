package org.xwb.ui.layout;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.e4.ui.model.application.ui.MElementContainer;
import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.IPresentationEngine;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xwb.model.secure.HardenedParsers;

/**
 * The main window's default layout as the shipped {@code Application.e4xmi} describes it (which
 * sash, stack and part sits where, their sizes, which parts show) and putting a live window back
 * into it: Window > Reset Perspective. Parts the user opened (editors) stay, in their stack, or in
 * the editor stack when their stack is not a default one; closed default parts show again; a
 * maximized or minimized stack is restored. Works on the model in place, no restart.
 */
public final class DefaultLayout {

    public static final String MAIN_WINDOW_ID = "org.xwb.ui.window.main";
    public static final String EDITOR_STACK_ID = "org.xwb.ui.partstack.editors";
    private static final Set<String> LAYOUT_TYPES = Set.of("basic:PartSashContainer", "basic:PartStack", "basic:Part");
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";
    private static final List<String> ZOOM_TAGS = List.of(IPresentationEngine.MINIMIZED, IPresentationEngine.MAXIMIZED,
            IPresentationEngine.MINIMIZED_BY_ZOOM);

    /** One sash, stack or part of the default layout, parents before their children. */
    record Slot(String id, String parentId, int index, String containerData, boolean toBeRendered, boolean visible) {
    }

    private final List<Slot> slots;

    private DefaultLayout(List<Slot> slots) {
        this.slots = slots;
    }

    /** The layout of {@code model}'s main window. */
    public static DefaultLayout read(URL model) throws IOException {
        try (InputStream in = model.openStream()) {
            Element root = HardenedParsers.documentBuilder().parse(in).getDocumentElement();
            List<Slot> slots = new ArrayList<>();
            for (Element window : children(root)) {
                if (MAIN_WINDOW_ID.equals(window.getAttribute("elementId"))) {
                    collect(window, MAIN_WINDOW_ID, slots);
                }
            }
            if (slots.isEmpty()) {
                throw new IOException("No window " + MAIN_WINDOW_ID + " with parts in " + model);
            }
            return new DefaultLayout(slots);
        } catch (SAXException e) {
            throw new IOException("Cannot read the application model " + model + ": " + e.getMessage(), e);
        }
    }

    private static void collect(Element container, String containerId, List<Slot> slots) {
        int index = 0;
        for (Element child : children(container)) {
            if (!"children".equals(child.getLocalName()) || !LAYOUT_TYPES.contains(child.getAttributeNS(XSI, "type"))) {
                continue;
            }
            String id = child.getAttribute("elementId");
            slots.add(new Slot(id, containerId, index++, child.hasAttribute("containerData") ? child.getAttribute("containerData") : null,
                    !"false".equals(child.getAttribute("toBeRendered")), !"false".equals(child.getAttribute("visible"))));
            collect(child, id, slots);
        }
    }

    private static List<Element> children(Element parent) {
        List<Element> elements = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element) {
                elements.add(element);
            }
        }
        return elements;
    }

    /** The size the default layout gives an element in its sash (its containerData), null when none. */
    public String containerData(String elementId) {
        return slots.stream().filter(slot -> slot.id().equals(elementId)).map(Slot::containerData).findFirst().orElse(null);
    }

    /** Puts {@code window}'s sashes, stacks and parts back where the default layout has them. */
    @SuppressWarnings({ "unchecked", "rawtypes" })
    public void reset(MWindow window, EModelService models) {
        for (Slot slot : slots) {
            MUIElement element = models.find(slot.id(), window);
            MUIElement parent = slot.parentId().equals(MAIN_WINDOW_ID) ? window : models.find(slot.parentId(), window);
            if (element == null || !(parent instanceof MElementContainer container)) {
                continue; // nothing a user can do removes a default element; a later model may drop one
            }
            if (element.getParent() != container || container.getChildren().indexOf(element) != slot.index()) {
                // within its own container the last index is size - 1 (a move there once failed: "targetIndex=5, size=5")
                int last = container.getChildren().size() - (element.getParent() == container ? 1 : 0);
                models.move(element, container, Math.min(slot.index(), last));
            }
            element.setContainerData(slot.containerData());
            element.setToBeRendered(slot.toBeRendered());
            element.setVisible(slot.visible());
            element.getTags().removeAll(ZOOM_TAGS);
        }
        Set<String> defaultContainers = new java.util.HashSet<>();
        slots.forEach(slot -> defaultContainers.add(slot.parentId()));
        MUIElement editors = models.find(EDITOR_STACK_ID, window);
        for (MPart part : models.findElements(window, null, MPart.class, null)) {
            MElementContainer<?> parent = part.getParent();
            if (parent != null && !defaultContainers.contains(parent.getElementId()) && editors instanceof MElementContainer stack) {
                models.move(part, stack); // an editor dragged into a stack of its own
            }
        }
    }
}
