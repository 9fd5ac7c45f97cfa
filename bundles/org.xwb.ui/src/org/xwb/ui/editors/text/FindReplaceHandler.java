package org.xwb.ui.editors.text;

import org.eclipse.e4.core.di.annotations.CanExecute;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Shell;

import jakarta.inject.Named;

/** Edit > Find/Replace (Ctrl+F): the dialog on the active text editor, its selection as the search. */
public class FindReplaceHandler {

    private FindReplaceDialog dialog;

    @CanExecute
    boolean canExecute(@Optional @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        return part != null && part.getObject() instanceof Searchable;
    }

    @Execute
    void execute(Shell shell, @Named(IServiceConstants.ACTIVE_PART) MPart part) {
        Searchable target = (Searchable) part.getObject();
        Point selection = target.findReplaceTarget().getSelection();
        String selected = selection.y > 0 ? target.findReplaceTarget().getSelectionText() : null;
        if (dialog == null || dialog.getShell() == null || dialog.getShell().isDisposed()) {
            dialog = new FindReplaceDialog(shell, target);
            dialog.open();
        }
        dialog.retarget(target, selected);
        dialog.getShell().setActive();
    }
}
