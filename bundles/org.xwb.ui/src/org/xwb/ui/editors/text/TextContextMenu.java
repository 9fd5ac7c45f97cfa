package org.xwb.ui.editors.text;

import java.util.function.Consumer;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.swt.widgets.Control;
import org.xwb.ui.editors.UndoRedoTarget;

/**
 * The text's context menu of a text editor: Undo and Redo as the Edit menu does them (the
 * editor's own undo, e.g. a workload's command stack), Cut, Copy, Paste, Delete, Select All on
 * the viewer, then the editor's own entries.
 */
final class TextContextMenu {

    private TextContextMenu() {
    }

    static void install(SourceViewer viewer, UndoRedoTarget undo, Consumer<IMenuManager> more) {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(manager -> {
            manager.add(action("Undo", undo.canUndo(), undo::undo));
            manager.add(action("Redo", undo.canRedo(), undo::redo));
            manager.add(new Separator());
            manager.add(operation(viewer, "Cut", ITextOperationTarget.CUT));
            manager.add(operation(viewer, "Copy", ITextOperationTarget.COPY));
            manager.add(operation(viewer, "Paste", ITextOperationTarget.PASTE));
            manager.add(operation(viewer, "Delete", ITextOperationTarget.DELETE));
            manager.add(operation(viewer, "Select All", ITextOperationTarget.SELECT_ALL));
            manager.add(new Separator());
            more.accept(manager);
        });
        Control text = viewer.getTextWidget();
        text.setMenu(menu.createContextMenu(text));
    }

    private static Action action(String label, boolean enabled, Runnable run) {
        Action action = new Action(label) {
            @Override
            public void run() {
                run.run();
            }
        };
        action.setEnabled(enabled);
        return action;
    }

    private static Action operation(SourceViewer viewer, String label, int operation) {
        return action(label, viewer.canDoOperation(operation), () -> viewer.doOperation(operation));
    }
}
