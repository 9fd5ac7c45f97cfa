package org.xwb.ui.handlers;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.swt.widgets.Shell;
import org.xwb.ui.AboutDialog;

import jakarta.inject.Named;

/** Opens the About dialog. */
public class AboutHandler {

    @Execute
    void execute(@Named("activeShell") Shell shell) {
        new AboutDialog(shell).open();
    }
}
