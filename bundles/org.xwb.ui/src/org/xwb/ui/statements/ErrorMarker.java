package org.xwb.ui.statements;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.SourceViewer;
import org.xwb.ui.editors.text.EditorAnnotations;

/**
 * Where the server says a statement went wrong: the word at that character marked as an error in
 * the editor's marks (ruler and squiggle, the message on hover), the caret put there. Cleared by
 * the next run or by any edit (the position no longer means anything).
 */
final class ErrorMarker {

    private static final String SOURCE = "org.xwb.ui.statements.serverError";

    private final SourceViewer viewer;
    private final EditorAnnotations annotations;
    private boolean shown;

    ErrorMarker(SourceViewer viewer, EditorAnnotations annotations) {
        this.viewer = viewer;
        this.annotations = annotations;
    }

    /** Marks the word at {@code offset} of the document (0-based) and puts the caret there. */
    void mark(int offset, String message) {
        IDocument document = viewer.getDocument();
        int start = Math.max(0, Math.min(offset, document.getLength()));
        int end = start;
        try {
            while (end < document.getLength() && Character.isJavaIdentifierPart(document.getChar(end))) {
                end++;
            }
        } catch (BadLocationException e) {
            // the end of the document
        }
        annotations.showError(SOURCE, new Position(start, Math.max(1, end - start)), message);
        shown = true;
        viewer.setSelectedRange(start, 0);
        viewer.revealRange(start, Math.max(1, end - start));
    }

    void clear() {
        if (shown) {
            annotations.showError(SOURCE, null, null);
            shown = false;
        }
    }

    /** The marked range, or null (tests read it). */
    Position marked() {
        return shown ? annotations.problemOf(SOURCE) : null;
    }
}
