package org.xwb.ui.editors.text;

import org.eclipse.jface.text.IFindReplaceTarget;

/** A part whose text Edit > Find/Replace searches; replacing all is one undoable edit. */
public interface Searchable {

    IFindReplaceTarget findReplaceTarget();

    /** Groups the edits until {@link #endCompoundChange()} into one undo step. */
    void beginCompoundChange();

    void endCompoundChange();
}
