package org.xwb.ui.editors.text;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.AnnotationModel;
import org.eclipse.jface.text.source.AnnotationPainter;
import org.eclipse.jface.text.source.AnnotationRulerColumn;
import org.eclipse.jface.text.source.IAnnotationAccess;
import org.eclipse.jface.text.source.IAnnotationAccessExtension;
import org.eclipse.jface.text.source.IAnnotationPresentation;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;

/**
 * The marks of an editor: problems as icons in the ruler and squiggles under the text (with their
 * message on hover), and boxes around matching tags. One annotation model per editor; problems of
 * one source (a schema compile, a document validation) replace that source's earlier ones.
 */
public final class EditorAnnotations {

    public static final String ERROR = "org.xwb.ui.annotation.error";
    public static final String WARNING = "org.xwb.ui.annotation.warning";
    public static final String MATCH = "org.xwb.ui.annotation.match";
    private static final String SQUIGGLES = "org.xwb.ui.annotation.squiggles";
    private static final String BOX = "org.xwb.ui.annotation.box";
    private static final int RULER_WIDTH = 14;

    private final AnnotationModel model = new AnnotationModel();
    private final Map<String, List<Annotation>> bySource = new HashMap<>();
    private final Access access = new Access();
    private final Color errorColor;
    private final Color warningColor;
    private final Color matchColor;

    public EditorAnnotations(Display display) {
        errorColor = new Color(display, new RGB(0xD0, 0x20, 0x20));
        warningColor = new Color(display, new RGB(0xE0, 0xA0, 0x00));
        matchColor = new Color(display, new RGB(0x80, 0x80, 0x80));
    }

    public AnnotationModel model() {
        return model;
    }

    /** The ruler column that shows problem icons; goes into the viewer's vertical ruler. */
    public AnnotationRulerColumn rulerColumn() {
        AnnotationRulerColumn column = new AnnotationRulerColumn(model, RULER_WIDTH, access);
        column.addAnnotationType(ERROR);
        column.addAnnotationType(WARNING);
        return column;
    }

    /** Squiggles under problems and boxes around matching tags, painted on the viewer. */
    public void install(SourceViewer viewer) {
        AnnotationPainter painter = new AnnotationPainter(viewer, access);
        painter.addDrawingStrategy(SQUIGGLES, new AnnotationPainter.SquigglesStrategy());
        painter.addTextStyleStrategy(BOX, new AnnotationPainter.BoxStrategy(SWT.BORDER_SOLID));
        painter.addAnnotationType(ERROR, SQUIGGLES);
        painter.addAnnotationType(WARNING, SQUIGGLES);
        painter.addAnnotationType(MATCH, BOX);
        painter.setAnnotationTypeColor(ERROR, errorColor);
        painter.setAnnotationTypeColor(WARNING, warningColor);
        painter.setAnnotationTypeColor(MATCH, matchColor);
        viewer.addPainter(painter);
        viewer.addTextPresentationListener(painter);
    }

    /** Replaces the problems of {@code source} with these (UI thread). */
    public void showProblems(String source, IDocument document, List<TextProblem> problems) {
        Map<Annotation, Position> added = new HashMap<>();
        List<Annotation> annotations = new ArrayList<>();
        for (TextProblem problem : problems) {
            Position position = ProblemRange.of(document, problem.line(), problem.column(), problem.message());
            if (position != null) {
                Annotation annotation = new ProblemAnnotation(problem.error(), problem.message());
                added.put(annotation, position);
                annotations.add(annotation);
            }
        }
        List<Annotation> old = bySource.put(source, annotations);
        model.replaceAnnotations(old == null ? new Annotation[0] : old.toArray(Annotation[]::new), added);
    }

    /** Replaces the problems of {@code source} with one error over a range of the text; null clears them. */
    public void showError(String source, Position range, String message) {
        Map<Annotation, Position> added = new HashMap<>();
        if (range != null) {
            added.put(new ProblemAnnotation(true, message), range);
        }
        List<Annotation> old = bySource.put(source, new ArrayList<>(added.keySet()));
        model.replaceAnnotations(old == null ? new Annotation[0] : old.toArray(Annotation[]::new), added);
    }

    /** Where the first problem of {@code source} is now, or null. */
    public Position problemOf(String source) {
        List<Annotation> shown = bySource.get(source);
        return shown == null || shown.isEmpty() ? null : model.getPosition(shown.get(0));
    }

    /** Boxes the given ranges (offset, length pairs) as matching tags; none clears them. */
    public void showMatches(int... ranges) {
        Map<Annotation, Position> added = new HashMap<>();
        for (int i = 0; i + 1 < ranges.length; i += 2) {
            added.put(new Annotation(MATCH, false, "matching tag"), new Position(ranges[i], ranges[i + 1]));
        }
        List<Annotation> old = bySource.put(MATCH, new ArrayList<>(added.keySet()));
        model.replaceAnnotations(old == null ? new Annotation[0] : old.toArray(Annotation[]::new), added);
    }

    /** The problems shown now, for tests: type and line (1-based) of each. */
    public List<String> describe(IDocument document) {
        List<String> shown = new ArrayList<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation annotation = it.next();
            if (annotation instanceof ProblemAnnotation problem) {
                try {
                    int line = document.getLineOfOffset(model.getPosition(annotation).getOffset()) + 1;
                    shown.add((problem.error ? "error" : "warning") + "@" + line + ": " + problem.getText());
                } catch (BadLocationException e) {
                    // the text changed under the annotation
                }
            }
        }
        return shown;
    }

    /** The problems shown now, for tests: message to {offset, length}. */
    public Map<String, int[]> ranges() {
        Map<String, int[]> ranges = new HashMap<>();
        for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
            Annotation annotation = it.next();
            Position position = model.getPosition(annotation);
            if (annotation instanceof ProblemAnnotation && position != null) {
                ranges.put(annotation.getText(), new int[] { position.getOffset(), position.getLength() });
            }
        }
        return ranges;
    }

    public void dispose() {
        errorColor.dispose();
        warningColor.dispose();
        matchColor.dispose();
    }

    /** A problem: its icon in the ruler is a filled circle, red for errors, amber for warnings. */
    private final class ProblemAnnotation extends Annotation implements IAnnotationPresentation {
        private final boolean error;

        ProblemAnnotation(boolean error, String message) {
            super(error ? ERROR : WARNING, false, message);
            this.error = error;
        }

        @Override
        public int getLayer() {
            return error ? 6 : 5;
        }

        @Override
        public void paint(GC gc, Canvas canvas, Rectangle bounds) {
            int size = Math.min(Math.min(bounds.width, bounds.height), 11);
            int x = bounds.x + (bounds.width - size) / 2;
            int y = bounds.y + (Math.min(bounds.height, gc.getFontMetrics().getHeight()) - size) / 2;
            gc.setAntialias(SWT.ON);
            gc.setBackground(error ? errorColor : warningColor);
            gc.fillOval(x, y, size, size);
            gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_WHITE));
            gc.setLineWidth(2);
            if (error) {
                gc.drawLine(x + 3, y + 3, x + size - 4, y + size - 4);
                gc.drawLine(x + size - 4, y + 3, x + 3, y + size - 4);
            } else {
                gc.drawLine(x + size / 2, y + 2, x + size / 2, y + size - 5);
                gc.drawPoint(x + size / 2, y + size - 3);
            }
        }
    }

    /** How the ruler and the painter see annotations: by type, painted by themselves. */
    private static final class Access implements IAnnotationAccess, IAnnotationAccessExtension {
        @Override
        public Object getType(Annotation annotation) {
            return annotation.getType();
        }

        @Override
        public boolean isMultiLine(Annotation annotation) {
            return true;
        }

        @Override
        public boolean isTemporary(Annotation annotation) {
            return true;
        }

        @Override
        public String getTypeLabel(Annotation annotation) {
            return annotation.getType();
        }

        @Override
        public int getLayer(Annotation annotation) {
            return annotation instanceof IAnnotationPresentation presentation ? presentation.getLayer() : 0;
        }

        @Override
        public void paint(Annotation annotation, GC gc, Canvas canvas, Rectangle bounds) {
            if (annotation instanceof IAnnotationPresentation presentation) {
                presentation.paint(gc, canvas, bounds);
            }
        }

        @Override
        public boolean isPaintable(Annotation annotation) {
            return annotation instanceof IAnnotationPresentation;
        }

        @Override
        public boolean isSubtype(Object annotationType, Object potentialSupertype) {
            return annotationType.equals(potentialSupertype);
        }

        @Override
        public Object[] getSupertypes(Object annotationType) {
            return new Object[0];
        }
    }
}
