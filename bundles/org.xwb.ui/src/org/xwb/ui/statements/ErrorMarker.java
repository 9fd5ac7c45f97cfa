package org.xwb.ui.statements;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.AnnotationModel;
import org.eclipse.jface.text.source.AnnotationPainter;
import org.eclipse.jface.text.source.IAnnotationAccess;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/**
 * Where the server says a statement went wrong: the word at that character underlined in red in
 * the editor, the message as its annotation text, the caret put there. Cleared by the next run
 * or by any edit (the position no longer means anything).
 */
final class ErrorMarker {

    static final String TYPE = "org.xwb.ui.statements.error";

    private final StatementViewer viewer;
    private final AnnotationModel model = new AnnotationModel();
    private Annotation shown;

    ErrorMarker(StatementViewer viewer) {
        this.viewer = viewer;
        viewer.setDocument(viewer.getDocument(), model);
        IAnnotationAccess access = new IAnnotationAccess() {
            @Override
            public Object getType(Annotation annotation) {
                return annotation.getType();
            }

            @Override
            public boolean isMultiLine(Annotation annotation) {
                return false;
            }

            @Override
            public boolean isTemporary(Annotation annotation) {
                return true;
            }
        };
        AnnotationPainter painter = new AnnotationPainter(viewer, access);
        painter.addAnnotationType(TYPE); // drawn as squiggles
        Color red = new Color(new RGB(0xE0, 0x20, 0x20));
        painter.setAnnotationTypeColor(TYPE, red);
        viewer.addPainter(painter);
        viewer.getDocument().addDocumentListener(new org.eclipse.jface.text.IDocumentListener() {
            @Override
            public void documentAboutToBeChanged(org.eclipse.jface.text.DocumentEvent event) {
            }

            @Override
            public void documentChanged(org.eclipse.jface.text.DocumentEvent event) {
                clear();
            }
        });
    }

    /** Marks the word at {@code offset} of the document (0-based) and puts the caret there. */
    void mark(int offset, String message) {
        clear();
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
        shown = new Annotation(TYPE, false, message);
        model.addAnnotation(shown, new Position(start, Math.max(1, end - start)));
        viewer.setSelectedRange(start, 0);
        viewer.revealRange(start, Math.max(1, end - start));
    }

    void clear() {
        if (shown != null) {
            model.removeAnnotation(shown);
            shown = null;
        }
    }

    /** The marked range, or null (tests read it). */
    Position marked() {
        return shown == null ? null : model.getPosition(shown);
    }
}
