package org.xwb.ui.preferences;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;

import jakarta.inject.Named;

/** Window > Preferences. */
public class PreferencesHandler {

    @Execute
    void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell, Workspace workspace) {
        new PreferencesDialog(shell, workspace).open();
    }
}
