package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.IWorkbench;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.widgets.Shell;

/** File > Quit and Ctrl+Q: asks about unsaved changes ({@link WorkbenchExit}), then closes the workbench. */
public class QuitHandler {

    @Execute
    void execute(IWorkbench workbench, Shell shell, EPartService partService, WorkbenchExit exit) {
        exit.quit(workbench, shell, partService);
    }
}
