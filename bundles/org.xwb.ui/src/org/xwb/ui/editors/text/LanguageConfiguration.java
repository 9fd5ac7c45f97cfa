package org.xwb.ui.editors.text;

import org.eclipse.jface.text.DefaultTextHover;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.IUndoManager;
import org.eclipse.jface.text.TextViewerUndoManager;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.source.DefaultAnnotationHover;
import org.eclipse.jface.text.source.IAnnotationHover;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.SourceViewerConfiguration;
import org.xwb.ui.problems.WrappedLines;

/**
 * A source viewer configured by a {@link TextLanguage}: its partitions, colouring and completion;
 * problem messages on hover (ruler and text); 500 levels of undo. Without colouring for files
 * too large to colour quickly.
 */
final class LanguageConfiguration extends SourceViewerConfiguration {

    private static final int UNDO_LEVELS = 500;

    private final TextLanguage language;
    private final boolean coloured;

    LanguageConfiguration(TextLanguage language, boolean coloured) {
        this.language = language;
        this.coloured = coloured;
    }

    @Override
    public String[] getConfiguredContentTypes(ISourceViewer viewer) {
        String[] types = language.partitionTypes();
        String[] all = new String[types.length + 1];
        all[0] = IDocument.DEFAULT_CONTENT_TYPE;
        System.arraycopy(types, 0, all, 1, types.length);
        return all;
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer viewer) {
        return coloured ? language.presentation(viewer) : null;
    }

    @Override
    public IContentAssistant getContentAssistant(ISourceViewer viewer) {
        return language.contentAssistant(viewer);
    }

    @Override
    public IUndoManager getUndoManager(ISourceViewer viewer) {
        return new TextViewerUndoManager(UNDO_LEVELS);
    }

    /** The ruler's hover: every message of the line, whole and wrapped. */
    @Override
    public IAnnotationHover getAnnotationHover(ISourceViewer viewer) {
        return new DefaultAnnotationHover() {
            @Override
            protected String formatSingleMessage(String message) {
                return WrappedLines.wrap(message, WrappedLines.WIDTH);
            }

            @Override
            protected String formatMultipleMessages(java.util.List<String> messages) {
                return String.join("\n\n", messages.stream().map(m -> WrappedLines.wrap(m, WrappedLines.WIDTH)).toList());
            }
        };
    }

    /** The text's hover: the message of the mark under the pointer, whole and wrapped. */
    @Override
    public ITextHover getTextHover(ISourceViewer viewer, String contentType) {
        return new DefaultTextHover(viewer) {
            @Override
            @SuppressWarnings("deprecation")
            public String getHoverInfo(ITextViewer textViewer, IRegion region) {
                return WrappedLines.wrap(super.getHoverInfo(textViewer, region), WrappedLines.WIDTH);
            }
        };
    }
}
