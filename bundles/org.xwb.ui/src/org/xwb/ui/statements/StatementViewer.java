package org.xwb.ui.statements;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.jface.text.source.SourceViewerConfiguration;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/**
 * A small JFace source viewer for a statement inside another part (the workload editor's
 * Statements tab, the file viewer), coloured as the statement editor colours
 * ({@link StatementLanguage}). The statement editor itself is a text editor on the common base.
 */
public class StatementViewer extends SourceViewer {

    public StatementViewer(Composite parent, boolean editable) {
        super(parent, null, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        StatementLanguage language = new StatementLanguage(parent.getDisplay(), null);
        configure(new SourceViewerConfiguration() {
            @Override
            public IPresentationReconciler getPresentationReconciler(ISourceViewer viewer) {
                return language.presentation(viewer);
            }
        });
        getTextWidget().setFont(JFaceResources.getTextFont());
        setEditable(editable);
        setDocument(new Document(""));
        getTextWidget().addDisposeListener(event -> language.dispose());
        // lets a pane find the viewer from its control (e.g. a tab's control)
        getControl().setData(StatementViewer.class.getName(), this);
    }

    public void setText(String text) {
        getDocument().set(text == null ? "" : text);
    }

    public String getText() {
        return getDocument().get();
    }
}
