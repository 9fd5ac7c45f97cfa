package org.xwb.ui.populate;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;

/** Run > Populate TPoX Database...: brings the Populate part to the front. */
public class ShowPopulateHandler {

    @Execute
    void execute(EPartService parts) {
        parts.showPart(PopulatePart.PART_ID, PartState.ACTIVATE);
    }
}
