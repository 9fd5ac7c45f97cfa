package org.xwb.ui.editing;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.swt.widgets.Shell;

/** Help > Keys: the dialog of key bindings. */
public class KeysHandler {

    @Execute
    public void execute(Shell shell, MApplication application) {
        new KeysDialog(shell, application).open();
    }
}
