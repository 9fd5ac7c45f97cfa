package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.workbench.IWorkbench;

/** Closes the workbench; parts with unsaved changes are asked by the workbench itself. */
public class QuitHandler {

    @Execute
    void execute(IWorkbench workbench) {
        workbench.close();
    }
}
