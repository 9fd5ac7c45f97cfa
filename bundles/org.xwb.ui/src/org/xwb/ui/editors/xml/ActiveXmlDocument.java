package org.xwb.ui.editors.xml;

import java.lang.ref.WeakReference;

import org.eclipse.e4.core.di.annotations.Creatable;

import jakarta.inject.Singleton;

/**
 * The XML editor the user worked in last, for views that act on "the active document" (the
 * XPath/XQuery scratchpad): clicking into such a view makes it the active part, so the view asks
 * here instead of the part service. UI thread only.
 */
@Creatable
@Singleton
public class ActiveXmlDocument {

    private WeakReference<XmlEditorPart> last = new WeakReference<>(null);

    void set(XmlEditorPart editor) {
        last = new WeakReference<>(editor);
    }

    void closed(XmlEditorPart editor) {
        if (last.get() == editor) {
            last = new WeakReference<>(null);
        }
    }

    /** The last XML editor that had the focus and is still open, or null. */
    public XmlEditorPart editor() {
        XmlEditorPart editor = last.get();
        return editor != null && editor.isOpen() ? editor : null;
    }
}
