package org.xwb.ui.editors;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.CursorLinePainter;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.ui.statements.StatementViewer;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * Shows a workspace file read-only (schemas, documents, statements, run results). Large files
 * show their first megabyte so a multi-gigabyte result never freezes the workbench. From
 * Problems it shows a line and column: the caret goes there and the line is highlighted.
 */
public class FileViewerPart implements Revealing {

    public static final String TEXT_ID = "org.xwb.ui.fileViewer.text";
    private static final int MAX_BYTES = 1 << 20;
    private static final RGB CURRENT_LINE = new RGB(0xE8, 0xF2, 0xFE);

    @Inject
    private ProblemsLog problems;

    private StatementViewer viewer;
    private Path file;
    private CursorLinePainter currentLine;

    @PostConstruct
    void createControls(Composite parent, MPart part) {
        parent.setLayout(new FillLayout());
        viewer = new StatementViewer(parent, false);
        WidgetIds.set(viewer.getTextWidget(), TEXT_ID);
        file = EditorOpener.fileOf(part);
        viewer.setText(read(file));
    }

    private String read(Path file) {
        try {
            long size = Files.size(file);
            byte[] bytes;
            try (var in = Files.newInputStream(file)) {
                bytes = in.readNBytes(MAX_BYTES);
            }
            String text = new String(bytes, StandardCharsets.UTF_8);
            return size > MAX_BYTES ? text + "\n\n[... " + (size - MAX_BYTES) + " more bytes not shown]" : text;
        } catch (IOException e) {
            problems.error("Cannot read " + file + ": " + e.getMessage(), file);
            return "Cannot read " + file + ": " + e.getMessage();
        }
    }

    /** Puts the caret at the location's line and column (of the file as it is now) and shows it. */
    @Override
    public void reveal(Location location) {
        if (location.line() <= 0) {
            return;
        }
        String now = read(file); // the problem may be about a newer version than the one shown
        if (!now.equals(viewer.getText())) {
            viewer.setText(now);
        }
        IDocument document = viewer.getDocument();
        try {
            int line = Math.min(location.line(), document.getNumberOfLines()) - 1;
            int length = document.getLineLength(line) - (document.getLineDelimiter(line) == null ? 0
                    : document.getLineDelimiter(line).length());
            int offset = document.getLineOffset(line) + Math.min(Math.max(0, location.column() - 1), length);
            if (currentLine == null) {
                currentLine = new CursorLinePainter(viewer);
                currentLine.setHighlightColor(new org.eclipse.swt.graphics.Color(CURRENT_LINE));
                viewer.addPainter(currentLine);
            }
            viewer.setSelectedRange(offset, 0);
            viewer.revealRange(offset, 0);
            viewer.getTextWidget().setFocus();
        } catch (BadLocationException e) {
            // the file is shorter than the line: it changed; what is shown is all there is
        }
    }

    @Focus
    void setFocus() {
        viewer.getTextWidget().setFocus();
    }
}
