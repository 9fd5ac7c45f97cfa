package org.xwb.ui.statements;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContentAssistant;
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
        this(parent, editable, null);
    }

    /**
     * @param completion proposes names as the user types ({@code /}, {@code @}, {@code :}) and on
     *                   Ctrl+Space; null for none
     */
    public StatementViewer(Composite parent, boolean editable, IContentAssistProcessor completion) {
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

            @Override
            public IContentAssistant getContentAssistant(ISourceViewer viewer) {
                if (completion == null) {
                    return null;
                }
                ContentAssistant assistant = new ContentAssistant();
                assistant.setContentAssistProcessor(completion, IDocument.DEFAULT_CONTENT_TYPE);
                assistant.enableAutoActivation(true);
                assistant.setAutoActivationDelay(300);
                assistant.enableAutoInsert(false);
                return assistant;
            }
        });
        if (completion != null) {
            // e4 has no content-assist command: Ctrl+Space asks the assistant directly
            getTextWidget().addVerifyKeyListener(event -> {
                if (event.character == ' ' && (event.stateMask & SWT.MOD1) != 0) {
                    event.doit = false;
                    doOperation(CONTENTASSIST_PROPOSALS);
                }
            });
        }
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
