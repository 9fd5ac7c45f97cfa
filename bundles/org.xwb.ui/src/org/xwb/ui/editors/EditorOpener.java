package org.xwb.ui.editors;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.e4.core.di.annotations.Creatable;
import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.xwb.ui.problems.ProblemsLog.Location;

import jakarta.inject.Inject;

/**
 * Opens a workspace file in the editor area: a workload (*.xwl) in the workload editor, a statement
 * (*.sql, *.xq) in the statement editor, a report (*.html) in the report viewer, a schema, document
 * or Schematron file (*.xsd, *.xml, *.sch) in the XML editor, anything else in a read-only viewer.
 * A file already open is brought to the front instead of opened twice.
 * A problem's location opens its file there (Problems, double-click).
 */
@Creatable
public class EditorOpener {

    public static final String FILE_KEY = "xwb.file";
    public static final String EDITOR_STACK_ID = "org.xwb.ui.partstack.editors";
    public static final String WORKLOAD_EDITOR_ID = "org.xwb.ui.partdescriptor.workloadEditor";
    public static final String FILE_VIEWER_ID = "org.xwb.ui.partdescriptor.fileViewer";
    public static final String STATEMENT_EDITOR_ID = "org.xwb.ui.partdescriptor.statementEditor";
    public static final String XML_EDITOR_ID = "org.xwb.ui.schema.partdescriptor.xmlEditor";
    public static final String REPORT_VIEWER_ID = "org.xwb.ui.report.partdescriptor.viewer";

    private final EPartService partService;
    private final EModelService modelService;
    private final MApplication application;

    @Inject
    public EditorOpener(EPartService partService, EModelService modelService, MApplication application) {
        this.partService = partService;
        this.modelService = modelService;
        this.application = application;
    }

    public MPart open(Path file) {
        return open(file, descriptorOf(file));
    }

    /** A statement file: SQL/XML ({@code .sql}) or XQuery ({@code .xq}). */
    public static boolean isStatement(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".sql") || name.endsWith(".xq");
    }

    /**
     * Opens the file of a problem's location and shows the place: a line and column in the text
     * (a workload too, in a text viewer: the workload editor shows no lines, and a workload with a
     * line to show is one it could not read), else what the problem is about in the file's editor.
     * False when the location is not a file that exists.
     */
    public boolean open(Location location) {
        Path file = location.file();
        if (file == null || !Files.isRegularFile(file)) {
            return false;
        }
        // the XML and statement editors show lines themselves; other editors' lines are shown in the text viewer
        String kind = descriptorOf(file);
        MPart part = open(file, location.line() > 0 && !isStatement(file) && !kind.equals(XML_EDITOR_ID)
                ? FILE_VIEWER_ID : kind);
        if (part.getObject() instanceof Revealing editor) {
            editor.reveal(location);
        }
        return true;
    }

    private MPart open(Path file, String descriptor) {
        String key = file.toAbsolutePath().normalize().toString();
        MPart open = partOf(key, descriptor);
        if (open != null) {
            partService.showPart(open, PartState.ACTIVATE);
            return open;
        }
        MPart part = partService.createPart(descriptor);
        part.getPersistedState().put(FILE_KEY, key);
        // a workload shown as text has a tab of its own beside its editor's
        part.setLabel(file.getFileName() + (isWorkload(file) && descriptor.equals(FILE_VIEWER_ID) ? " (text)" : ""));
        part.setTooltip(key);
        MPartStack stack = (MPartStack) modelService.find(EDITOR_STACK_ID, application);
        if (stack != null) {
            stack.getChildren().add(part);
        }
        partService.showPart(part, PartState.ACTIVATE);
        return part;
    }

    /** The open editor of a file (the workload editor for a workload), or null. */
    public MPart editorOf(Path file) {
        return partOf(file.toAbsolutePath().normalize().toString(), descriptorOf(file));
    }

    private MPart partOf(String key, String descriptor) {
        for (MPart part : partService.getParts()) {
            if (key.equals(part.getPersistedState().get(FILE_KEY)) && descriptor.equals(part.getElementId())) {
                return part;
            }
        }
        return null;
    }

    /** The editor a file opens in. */
    private static String descriptorOf(Path file) {
        String name = file.getFileName().toString();
        if (isXml(file)) {
            return XML_EDITOR_ID;
        }
        return isWorkload(file) ? WORKLOAD_EDITOR_ID : isStatement(file) ? STATEMENT_EDITOR_ID
                : name.endsWith(".html") ? REPORT_VIEWER_ID : FILE_VIEWER_ID;
    }

    private static boolean isXml(Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return name.endsWith(".xsd") || name.endsWith(".xml") || name.endsWith(".sch");
    }

    private static boolean isWorkload(Path file) {
        return file.getFileName().toString().endsWith(".xwl");
    }

    /** Saves an editor through its {@code @Persist} method; true when it is no longer dirty. */
    public boolean save(MPart part) {
        partService.savePart(part, false);
        return !part.isDirty();
    }

    /** The file a part was opened on, or null. */
    public static Path fileOf(MPart part) {
        String value = part.getPersistedState().get(FILE_KEY);
        return value == null ? null : Path.of(value);
    }
}
