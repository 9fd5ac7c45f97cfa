package org.xwb.ui.statements;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.editors.text.TextLanguage;

/**
 * SQL/XML and XQuery statements as the text editors see them: one partition coloured by
 * {@link StatementScanner} (keywords, strings, markers), and names completed by a
 * {@link StatementCompletion} as the user types {@code /}, {@code @}, {@code :} or on Ctrl+Space.
 */
public final class StatementLanguage implements TextLanguage {

    private final StatementScanner scanner;
    private final IContentAssistProcessor completion;

    /** @param completion the names offered; null for none */
    public StatementLanguage(Display display, IContentAssistProcessor completion) {
        this.scanner = new StatementScanner(display);
        this.completion = completion;
    }

    @Override
    public IDocumentPartitioner createPartitioner() {
        return null;
    }

    @Override
    public IPresentationReconciler presentation(ISourceViewer viewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(scanner);
        reconciler.setDamager(repairer, IDocument.DEFAULT_CONTENT_TYPE);
        reconciler.setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
        return reconciler;
    }

    @Override
    public IContentAssistant contentAssistant(ISourceViewer viewer) {
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

    @Override
    public void dispose() {
        scanner.dispose();
    }
}
