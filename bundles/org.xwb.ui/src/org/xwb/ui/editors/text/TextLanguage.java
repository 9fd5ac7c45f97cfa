package org.xwb.ui.editors.text;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.source.ISourceViewer;

/**
 * What a text editor knows about its files' language: how the text is split into partitions
 * (comments, strings, tags), how each partition is coloured, what completion it offers, and the
 * encoding of a file. The XML editor has {@code org.xwb.ui.editors.xml.XmlLanguage}; a SQL/XQuery
 * statement editor gives {@link TextEditorPart} its own (colouring from
 * {@code org.xwb.ui.statements.StatementScanner}, completion of table and element names).
 */
public interface TextLanguage {

    /** The partitioner a document of this language gets, or null for a single partition. */
    IDocumentPartitioner createPartitioner();

    /** The partition types {@link #createPartitioner()} produces (besides the default type). */
    default String[] partitionTypes() {
        return new String[0];
    }

    /** The colouring of every partition. */
    IPresentationReconciler presentation(ISourceViewer viewer);

    /** Completion (Ctrl+Space), or null for none. */
    default IContentAssistant contentAssistant(ISourceViewer viewer) {
        return null;
    }

    /** The encoding of a file with these bytes. */
    default Charset charset(byte[] content) {
        return StandardCharsets.UTF_8;
    }

    /** Frees what the language holds (colours); the editor calls it when it closes. */
    default void dispose() {
    }
}
