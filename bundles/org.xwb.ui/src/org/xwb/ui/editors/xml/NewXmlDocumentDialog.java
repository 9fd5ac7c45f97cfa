package org.xwb.ui.editors.xml;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.TitledAreaDialog;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.validation.ValidationSetup;
import org.xwb.xml.schema.InstanceSkeleton;
import org.xwb.xml.schema.SchemaModel;

/**
 * File > New > XML Document: a schema of the workspace or the kit, one of its global elements (read
 * off the UI thread: FIXML's 41 files take a few seconds), the file's name and folder. The new
 * document is the element's smallest valid instance ({@link InstanceSkeleton}), naming the schema
 * in {@code xsi:schemaLocation}: relative to the document for a workspace schema, a file URI for
 * the kit's.
 */
final class NewXmlDocumentDialog extends TitledAreaDialog {

    static final String TITLE = "New XML Document";
    private static final String HEADING = "A new XML document";
    private static final String MESSAGE = "Choose a schema and its root element: the document gets the element's "
            + "namespace, the schema's location and the required attributes and children.";
    static final String ID = "org.xwb.ui.schema.newDocument.";

    private final ValidationSetup setup;
    private final Path initialFolder;
    private final List<Path> schemas;
    private Combo schema;
    private Combo element;
    private Text name;
    private Text folder;
    private Label creates;
    private SchemaModel model;
    private String modelProblem;
    private boolean nameTyped;
    private NewXmlFile result;

    NewXmlDocumentDialog(Shell shell, ValidationSetup setup, Path folder) {
        super(shell, TITLE, HEADING, MESSAGE);
        this.setup = setup;
        this.initialFolder = folder;
        this.schemas = setup.knownSchemas();
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = FormWidgets.dialogForm(area, 2);
        schema = FormWidgets.choice(form, "Schema:", ID + "schema");
        schemas.forEach(file -> schema.add(label(file)));
        element = FormWidgets.choice(form, "Root element:", ID + "element");
        name = NewXmlFile.field(form, "File name:", ID + "name", "");
        folder = NewXmlFile.field(form, "Folder:", ID + "folder",
                setup.workspace().root().relativize(initialFolder).toString());
        creates = new Label(form, SWT.NONE);
        creates.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        WidgetIds.set(creates, ID + "file");

        schema.addListener(SWT.Selection, event -> read());
        element.addListener(SWT.Selection, event -> {
            if (!nameTyped && element.getSelectionIndex() >= 0) {
                name.setText(element.getText().toLowerCase(Locale.ROOT) + ".xml");
                nameTyped = false;
            }
            check();
        });
        name.addListener(SWT.Modify, event -> {
            nameTyped = name.isFocusControl();
            check();
        });
        folder.addListener(SWT.Modify, event -> check());
        return area;
    }


    /** A workspace schema by its path in the workspace, a kit schema as "kit: name". */
    private String label(Path file) {
        Path root = setup.workspace().root().toAbsolutePath().normalize();
        Path normal = file.toAbsolutePath().normalize();
        if (normal.startsWith(root)) {
            return root.relativize(normal).toString();
        }
        return setup.kit() != null && normal.startsWith(setup.kit().schemas().toAbsolutePath().normalize())
                ? "kit: " + setup.kit().schemas().toAbsolutePath().normalize().relativize(normal)
                : normal.toString();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    /** Reads the chosen schema off the UI thread, then lists its global elements. */
    private void read() {
        int index = schema.getSelectionIndex();
        if (index < 0) {
            return;
        }
        Path file = schemas.get(index);
        model = null;
        modelProblem = null;
        element.removeAll();
        element.add("reading " + file.getFileName() + "...");
        element.select(0);
        element.setEnabled(false);
        check();
        Job reading = Job.create("Read " + file.getFileName(), monitor -> {
            SchemaModel read = null;
            String problem = null;
            try {
                read = SchemaModel.load(file, setup.kit());
            } catch (java.io.IOException | RuntimeException e) {
                problem = "Cannot read " + file.getFileName() + ": " + e.getMessage();
            }
            SchemaModel loaded = read;
            String failure = problem;
            if (!schema.isDisposed()) {
                schema.getDisplay().asyncExec(() -> shown(file, loaded, failure));
            }
            return Status.OK_STATUS;
        });
        reading.setSystem(true);
        reading.schedule();
    }

    private void shown(Path file, SchemaModel loaded, String problem) {
        if (element.isDisposed() || schema.getSelectionIndex() < 0 || !schemas.get(schema.getSelectionIndex()).equals(file)) {
            return; // the dialog closed, or another schema was chosen meanwhile
        }
        model = loaded;
        modelProblem = problem;
        element.removeAll();
        if (loaded != null) {
            loaded.globalElementNames().forEach(element::add);
            if (modelProblem == null && element.getItemCount() == 0) {
                modelProblem = file.getFileName() + " declares no global element.";
            }
        }
        element.setEnabled(element.getItemCount() > 0);
        check();
    }

    private void check() {
        Path target = NewXmlFile.resolveFolder(setup.workspace(), folder.getText());
        String problem = schema.getSelectionIndex() < 0 ? "Choose a schema."
                : modelProblem != null ? modelProblem
                : model == null ? "Reading the schema..."
                : element.getSelectionIndex() < 0 ? "Choose the root element."
                : NewXmlFile.problem(target, name.getText(), ".xml");
        setErrorMessage(modelProblem != null || (problem != null && !name.getText().isBlank()
                && element.getSelectionIndex() >= 0) ? problem : null);
        creates.setText(problem == null ? "Creates " + NewXmlFile.shown(setup.workspace(),
                target.resolve(NewXmlFile.fileName(name.getText(), ".xml"))) : problem);
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }


    @Override
    protected void okPressed() {
        Path target = NewXmlFile.resolveFolder(setup.workspace(), folder.getText());
        Path file = target.resolve(NewXmlFile.fileName(name.getText(), ".xml"));
        Path schemaFile = schemas.get(schema.getSelectionIndex()).toAbsolutePath().normalize();
        String text = InstanceSkeleton.of(model, element.getText(), location(file, schemaFile)).orElse(null);
        if (text == null) {
            setErrorMessage(element.getText() + " is not a global element of " + schemaFile.getFileName() + ".");
            return;
        }
        result = new NewXmlFile(file, text);
        super.okPressed();
    }

    /** A schema of the workspace relative to the document (the pair moves together), another as a file URI. */
    private String location(Path document, Path schemaFile) {
        Path root = setup.workspace().root().toAbsolutePath().normalize();
        if (schemaFile.startsWith(root)) {
            return document.getParent().relativize(schemaFile).toString().replace('\\', '/');
        }
        return schemaFile.toUri().toString();
    }

    NewXmlFile result() {
        return result;
    }
}
