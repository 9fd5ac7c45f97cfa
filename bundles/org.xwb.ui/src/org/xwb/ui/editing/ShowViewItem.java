package org.xwb.ui.editing;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/**
 * One item of Window > Show View: shows its view (opened again when it was closed) and activates
 * it. Made by {@link ShowViewMenu} with what it needs, so running it needs nothing injected.
 */
public class ShowViewItem {

    private final EPartService parts;
    private final String partId;

    ShowViewItem(EPartService parts, String partId) {
        this.parts = parts;
        this.partId = partId;
    }

    @Execute
    public void show() {
        parts.showPart(partId, PartState.ACTIVATE);
    }
}
