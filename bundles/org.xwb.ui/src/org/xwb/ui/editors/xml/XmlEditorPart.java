package org.xwb.ui.editors.xml;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.text.TextEditorPart;
import org.xwb.ui.editors.text.TextLanguage;
import org.xwb.ui.editors.text.TextProblem;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.ui.validation.DocumentValidation;
import org.xwb.ui.validation.ValidationSetup;
import org.xwb.xml.schema.Place;
import org.xwb.xml.schema.SchemaModel;

import jakarta.inject.Inject;

/**
 * The XML editor for schemas ({@code *.xsd}), documents ({@code *.xml}), Schematron files and XWB
 * rule files: the text editor with XML colouring and the matching tag boxed; for a schema the
 * outline, live errors and Open Declaration ({@link SchemaSupport}); for a document validation
 * on open and save ({@link DocumentSupport}).
 */
public class XmlEditorPart extends TextEditorPart {

    /** The schema outline's tree. */
    public static final String OUTLINE_ID = SchemaSupport.OUTLINE_ID;

    @Inject
    private ValidationSetup setup;
    @Inject
    private ActiveXmlDocument active;
    @Inject
    private EditorOpener editors;
    @Inject
    private EPartService partService;

    private SchemaSupport schema;
    private DocumentSupport document;
    private boolean open;

    @Override
    protected TextLanguage createLanguage() {
        open = true;
        if (isSchemaFile(file())) {
            schema = new SchemaSupport(this, problems);
        } else {
            document = new DocumentSupport(this, problems);
        }
        return new XmlLanguage(Display.getCurrent());
    }

    /** Whether a file is a schema (by its name: {@code .xsd}). */
    public static boolean isSchemaFile(Path file) {
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xsd");
    }

    @Override
    protected boolean createSidePanel(Composite parent) {
        if (schema == null) {
            return false;
        }
        schema.createOutline(parent);
        return true;
    }

    @Override
    protected void opened() {
        StyledText text = viewer().getTextWidget();
        text.addCaretListener(event -> showMatchingTag(event.caretOffset));
        text.addListener(org.eclipse.swt.SWT.FocusIn, event -> active.set(this));
        active.set(this);
        checkFile();
    }

    @Override
    protected void reloaded() {
        checkFile();
    }

    @Override
    protected void saved() {
        if (schema != null) {
            setup.schemas().changed(file());
        }
        checkFile();
    }

    @Override
    protected void textChanged() {
        if (schema != null) {
            schema.textChanged();
        }
    }

    private void checkFile() {
        if (!editable() && document == null && schema != null && notice().contains("not a text file")) {
            return;
        }
        if (schema != null) {
            schema.fileRead();
        } else if (!notice().contains("not a text file")) {
            document.validate();
        }
    }

    private void showMatchingTag(int widgetOffset) {
        int offset = viewer().widgetOffset2ModelOffset(widgetOffset);
        annotations().showMatches(offset < 0 ? new int[0] : MatchingTags.at(document(), offset));
    }

    @Override
    protected void fillContextMenu(IMenuManager menu) {
        if (schema != null) {
            menu.add(action("Open Declaration\tF3", this::openDeclaration));
        } else {
            menu.add(action("Validate", () -> document.validate()));
            menu.add(action("Validate with...", this::validateWith));
        }
        menu.add(new Separator());
    }

    private static Action action(String label, Runnable run) {
        return new Action(label) {
            @Override
            public void run() {
                run.run();
            }
        };
    }

    // ---- schema -------------------------------------------------------------------------------

    /** Whether this editor shows a schema (outline, F3) rather than a document. */
    public boolean isSchema() {
        return schema != null;
    }

    /** F3 on the reference under the caret. */
    public void openDeclaration() {
        if (schema != null) {
            int offset = viewer().widgetOffset2ModelOffset(viewer().getTextWidget().getCaretOffset());
            schema.openDeclaration(text(), offset);
        }
    }

    /** Shows the content model of a global element in the Content Model view. */
    public void showContentModel(String element) {
        SchemaModel model = schema == null ? null : schema.model();
        if (model == null) {
            status("Content model: the schema model is still being read");
            return;
        }
        ContentModelPart.show(partService, model, element);
    }

    /** The schema model as last read (null before it is), for the Content Model view and tests. */
    public SchemaModel schemaModel() {
        return schema == null ? null : schema.model();
    }

    void modelChanged(SchemaModel model) {
        ContentModelPart.refresh(partService, model);
    }

    /** Goes to a place: in this file the caret moves there; another file opens at it. */
    void goTo(Place place, boolean focus) {
        if (place.file().equals(file().toAbsolutePath().normalize())) {
            select(place.line(), place.column(), 0);
            if (!focus) {
                return;
            }
            viewer().getTextWidget().setFocus();
        } else if (focus) {
            editors.open(Location.at(place.file(), place.line(), place.column()));
        }
    }

    // ---- document -----------------------------------------------------------------------------

    /** "Validate with...": the user picks a schema for a document that names none (or another one). */
    public void validateWith() {
        if (document == null) {
            return;
        }
        Path picked = SchemaPickerDialog.pick(viewer().getTextWidget().getShell(), setup, file());
        if (picked != null) {
            setup.choose(file(), picked);
            document.validate();
        }
    }

    /** Validates the document again now (as on save). */
    public void validate() {
        if (document != null) {
            document.validate();
        }
    }

    /** The last validation's outcome (null before the first ended), for tests. */
    public DocumentValidation.Outcome lastValidation() {
        return document == null ? null : document.last();
    }

    // ---- for the supports, the scratchpad and tests -------------------------------------------

    @Override
    public Path file() {
        return super.file();
    }

    /** The text as the editor shows it now (unsaved edits included). */
    public String text() {
        return document().get();
    }

    byte[] currentBytes() {
        return bytes();
    }

    /** The text as it would be saved, in the file's encoding (null when it cannot be encoded). */
    public byte[] documentBytes() {
        return bytes();
    }

    ValidationSetup setup() {
        return setup;
    }

    void status(String text) {
        if (open) {
            setStatus(text);
        }
    }

    @Override
    protected void markProblems(String source, List<TextProblem> found) {
        super.markProblems(source, found);
    }

    @Override
    protected boolean isOpen() {
        return open && super.isOpen();
    }

    @Override
    protected void closed() {
        open = false;
        active.closed(this);
        if (schema != null) {
            schema.dispose();
        }
        if (document != null) {
            document.dispose();
        }
    }
}
