package org.xwb.ui.statements;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.jface.text.source.SourceViewerConfiguration;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/** A JFace source viewer for SQL/XML and XQuery statements, coloured by {@link StatementScanner}. */
public class StatementViewer extends SourceViewer {

    private final StatementScanner scanner;

    public StatementViewer(Composite parent, boolean editable) {
        super(parent, null, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        scanner = new StatementScanner(parent.getDisplay());
        configure(new SourceViewerConfiguration() {
            @Override
            public org.eclipse.jface.text.presentation.IPresentationReconciler getPresentationReconciler(
                    ISourceViewer viewer) {
                PresentationReconciler reconciler = new PresentationReconciler();
                DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(scanner);
                reconciler.setDamager(repairer, IDocument.DEFAULT_CONTENT_TYPE);
                reconciler.setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
                return reconciler;
            }
        });
        getTextWidget().setFont(JFaceResources.getTextFont());
        setEditable(editable);
        setDocument(new Document(""));
        getTextWidget().addDisposeListener(event -> scanner.dispose());
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
