package org.xwb.ui.editors;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.statements.StatementViewer;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * Shows a workspace file read-only (schemas, documents, statements, run results). Large files
 * show their first megabyte so a multi-gigabyte result never freezes the workbench.
 */
public class FileViewerPart {

    public static final String TEXT_ID = "org.xwb.ui.fileViewer.text";
    private static final int MAX_BYTES = 1 << 20;

    @Inject
    private ProblemsLog problems;

    private StatementViewer viewer;

    @PostConstruct
    void createControls(Composite parent, MPart part) {
        parent.setLayout(new FillLayout());
        viewer = new StatementViewer(parent, false);
        WidgetIds.set(viewer.getTextWidget(), TEXT_ID);
        Path file = EditorOpener.fileOf(part);
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
            problems.error("Cannot read " + file + ": " + e.getMessage(), String.valueOf(file));
            return "Cannot read " + file + ": " + e.getMessage();
        }
    }

    @Focus
    void setFocus() {
        viewer.getTextWidget().setFocus();
    }
}
