package org.xwb.ui.editors;

/** A part whose edits can be undone; the Edit menu's Undo and Redo act on the active one. */
public interface UndoRedoTarget {

    boolean canUndo();

    void undo();

    boolean canRedo();

    void redo();
}
