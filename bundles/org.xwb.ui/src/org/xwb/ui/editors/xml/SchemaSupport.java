package org.xwb.ui.editors.xml;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.validation.ProblemRows;
import org.xwb.xml.schema.Place;
import org.xwb.xml.schema.SchemaEntry;
import org.xwb.xml.schema.SchemaModel;
import org.xwb.xml.schema.SchemaReference;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.SchemaCompileException;
import org.xwb.xml.validate.XmlProblem;

/**
 * What the XML editor adds for a schema: the outline of its global declarations from the real
 * schema model (selecting an entry moves the editor there), errors from the JDK's compiler while
 * typing (after a pause) and on save, as ruler marks, squiggles and Problems rows (an error in an
 * included file has its row there too), Open Declaration (F3) of a reference, also into an
 * included file, and the content model of a global element. An invalid schema is saved like any
 * other text: its errors are shown, never a reason to refuse the save.
 */
final class SchemaSupport {

    public static final String OUTLINE_ID = "org.xwb.ui.schemaEditor.outline";
    private static final int PAUSE_MS = 600;
    /** Larger schemas get a new model on save only: reading FIXML's 41 files takes seconds. */
    private static final int LIVE_MODEL_LIMIT = 300_000;

    private final XmlEditorPart editor;
    private final ProblemsLog problems;
    private TreeViewer outline;
    private volatile SchemaModel model;
    private int pending;
    private String compileStatus = "Schema: compiling...";
    private String modelStatus = "";

    SchemaSupport(XmlEditorPart editor, ProblemsLog problems) {
        this.editor = editor;
        this.problems = problems;
    }

    void createOutline(Composite parent) {
        outline = new TreeViewer(parent, SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        WidgetIds.set(outline.getTree(), OUTLINE_ID);
        outline.setContentProvider(new OutlineContent());
        outline.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                if (element instanceof Group group) {
                    return group.title() + " (" + group.entries().size() + ")";
                }
                return ((SchemaEntry) element).name();
            }
        });
        outline.setInput(List.of());
        outline.addSelectionChangedListener(event -> {
            if (outline.getStructuredSelection().getFirstElement() instanceof SchemaEntry entry && entry.place() != null) {
                editor.goTo(entry.place(), false);
            }
        });
        outline.addDoubleClickListener(event -> {
            Object selected = outline.getStructuredSelection().getFirstElement();
            if (selected instanceof Group) {
                outline.setExpandedState(selected, !outline.getExpandedState(selected));
            } else if (selected instanceof SchemaEntry entry && entry.place() != null) {
                editor.goTo(entry.place(), true);
            }
        });
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(manager -> {
            if (outline.getStructuredSelection().getFirstElement() instanceof SchemaEntry entry
                    && entry.kind() == SchemaEntry.Kind.ELEMENT) {
                manager.add(new Action("Show Content Model") {
                    @Override
                    public void run() {
                        editor.showContentModel(entry.name());
                    }
                });
            }
        });
        outline.getControl().setMenu(menu.createContextMenu(outline.getControl()));
    }

    /** On open and save: compile now and read the model of the file as it is on disk. */
    void fileRead() {
        compile();
        readModel(null);
    }

    /** While typing: compile (and for small schemas re-read the model) after a pause. */
    void textChanged() {
        int mine = ++pending;
        Display.getCurrent().timerExec(PAUSE_MS, () -> {
            if (mine == pending && editor.isOpen()) {
                compile();
                String text = editor.text();
                if (text.length() <= LIVE_MODEL_LIMIT) {
                    readModel(text);
                }
            }
        });
    }

    SchemaModel model() {
        return model;
    }

    private void compile() {
        Path file = editor.file();
        String text = editor.text();
        Display display = Display.getCurrent();
        Job job = new Job("Check schema " + file.getFileName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                List<XmlProblem> found;
                try {
                    CompiledSchema.compile(editor.setup().kit(), file, text);
                    found = List.of();
                } catch (SchemaCompileException e) {
                    found = e.problems();
                }
                List<XmlProblem> result = found;
                display.asyncExec(() -> showCompiled(text, result));
                return Status.OK_STATUS;
            }
        };
        job.setSystem(true);
        job.schedule();
    }

    private void showCompiled(String text, List<XmlProblem> found) {
        if (!editor.isOpen() || !text.equals(editor.text())) {
            return; // the text changed again: a newer check follows
        }
        editor.markProblems("schema", ProblemRows.marks(found, editor.file()));
        problems.replace(owner(), ProblemRows.entries(found));
        long errors = found.stream().filter(XmlProblem::isError).count();
        compileStatus = "Schema (JDK XML Schema 1.0): " + (errors == 0 ? "compiles" : errors + (errors == 1 ? " error" : " errors"))
                + (found.size() > errors ? ", " + (found.size() - errors) + " warnings" : "");
        showStatus();
    }

    private void readModel(String text) {
        Path file = editor.file();
        byte[] bytes = text == null ? null : editor.currentBytes();
        Display display = Display.getCurrent();
        ReportingJob job = new ReportingJob("Read the schema model of " + file.getFileName(), problems) {
            @Override
            protected void work(IProgressMonitor monitor) throws Exception {
                SchemaModel read = bytes == null ? SchemaModel.load(file, editor.setup().kit())
                        : SchemaModel.load(file, bytes, editor.setup().kit()).withText(text);
                display.asyncExec(() -> showModel(read, text));
            }

            @Override
            protected void failed(String message, Exception cause) {
                display.asyncExec(() -> {
                    modelStatus = "   |   Outline: not readable (" + message + ")";
                    showStatus();
                });
            }
        };
        job.setSystem(text != null);
        job.schedule();
    }

    private void showModel(SchemaModel read, String text) {
        if (!editor.isOpen() || text != null && !text.equals(editor.text())) {
            return;
        }
        model = read;
        List<Group> groups = groups(read.outline());
        Object[] expanded = outline.getExpandedElements();
        outline.setInput(groups);
        if (expanded.length == 0) {
            groups.stream().filter(g -> g.kind() == SchemaEntry.Kind.ELEMENT).forEach(g -> outline.setExpandedState(g, true));
        } else {
            for (Object element : expanded) {
                groups.stream().filter(g -> g.equals(element)).forEach(g -> outline.setExpandedState(g, true));
            }
        }
        int declarations = groups.stream().filter(g -> g.kind() != SchemaEntry.Kind.INCLUDE && g.kind() != SchemaEntry.Kind.IMPORT)
                .mapToInt(g -> g.entries().size()).sum();
        modelStatus = "   |   Outline: " + declarations + " global declarations"
                + (read.refused().isEmpty() ? "" : ", " + read.refused().size() + " parts not read");
        showStatus();
        editor.modelChanged(read);
    }

    private void showStatus() {
        editor.status(compileStatus + modelStatus);
    }

    private static List<Group> groups(List<SchemaEntry> entries) {
        Map<SchemaEntry.Kind, List<SchemaEntry>> byKind = new EnumMap<>(SchemaEntry.Kind.class);
        entries.forEach(entry -> byKind.computeIfAbsent(entry.kind(), kind -> new ArrayList<>()).add(entry));
        List<Group> groups = new ArrayList<>();
        byKind.forEach((kind, list) -> groups.add(new Group(kind, list)));
        return groups;
    }

    /** F3: the declaration of the reference under the caret, in this file or another. */
    void openDeclaration(String text, int offset) {
        Optional<SchemaReference> reference = SchemaReference.at(text, offset);
        if (reference.isEmpty()) {
            editor.status("Open Declaration: put the caret on a reference (type=, base=, ref=, substitutionGroup=, "
                    + "itemType=, memberTypes=)");
            return;
        }
        SchemaModel current = model;
        if (current == null) {
            editor.status("Open Declaration: the schema model is still being read");
            return;
        }
        Optional<Place> place = current.declarationOf(reference.get());
        if (place.isPresent()) {
            editor.goTo(place.get(), true);
        } else if (current.isBuiltIn(reference.get())) {
            editor.status(reference.get().qualifiedName() + " is built into XML Schema: it has no declaration in a file");
        } else {
            editor.status(reference.get().qualifiedName() + " is not declared in this schema or the parts it includes or imports");
        }
    }

    void dispose() {
        problems.replace(owner(), List.of());
    }

    private String owner() {
        return "schema:" + editor.file();
    }

    /** A group of the outline: one kind of declaration. */
    record Group(SchemaEntry.Kind kind, List<SchemaEntry> entries) {
        String title() {
            return switch (kind) {
            case INCLUDE -> "Includes";
            case IMPORT -> "Imports";
            case ELEMENT -> "Elements";
            case COMPLEX_TYPE -> "Complex types";
            case SIMPLE_TYPE -> "Simple types";
            case GROUP -> "Groups";
            case ATTRIBUTE_GROUP -> "Attribute groups";
            case ATTRIBUTE -> "Attributes";
            };
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Group group && group.kind == kind;
        }

        @Override
        public int hashCode() {
            return kind.hashCode();
        }
    }

    private static final class OutlineContent implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return ((List<?>) input).toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof Group group ? group.entries().toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof Group group && !group.entries().isEmpty();
        }
    }
}
