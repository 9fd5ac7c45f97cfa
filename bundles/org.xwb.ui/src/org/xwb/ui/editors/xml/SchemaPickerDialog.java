package org.xwb.ui.editors.xml;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.xwb.ui.TitledDialog;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.validation.ValidationSetup;

/** "Validate with...": a schema of the workspace or the kit, or any .xsd file, for one document. */
final class SchemaPickerDialog extends TitledDialog {

    static final String TITLE = "Validate with";
    static final String LIST_ID = "org.xwb.ui.validateWith.list";

    private final List<Path> schemas;
    private final Path document;
    private final Path root;
    private org.eclipse.swt.widgets.List list;
    private Path picked;

    private SchemaPickerDialog(Shell parent, List<Path> schemas, Path document, Path root) {
        super(parent, TITLE);
        this.schemas = new ArrayList<>(schemas);
        this.document = document;
        this.root = root;
    }

    /** The schema the user picked, or null when cancelled. */
    static Path pick(Shell parent, ValidationSetup setup, Path document) {
        SchemaPickerDialog dialog = new SchemaPickerDialog(parent, setup.knownSchemas(), document,
                setup.workspace().root());
        return dialog.open() == OK ? dialog.picked : null;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        Label intro = new Label(area, SWT.WRAP);
        intro.setText("Schema for " + document.getFileName() + " (until the session ends):");
        intro.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        list = new org.eclipse.swt.widgets.List(area, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = 220;
        data.widthHint = 460;
        list.setLayoutData(data);
        WidgetIds.set(list, LIST_ID);
        schemas.forEach(schema -> list.add(label(schema)));
        list.addListener(SWT.DefaultSelection, event -> okPressed());
        Button browse = new Button(area, SWT.PUSH);
        browse.setText("Browse...");
        browse.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
        browse.addListener(SWT.Selection, event -> {
            FileDialog files = new FileDialog(getShell(), SWT.OPEN);
            files.setFilterExtensions(new String[] { "*.xsd" });
            files.setFilterPath(document.getParent().toString());
            String chosen = files.open();
            if (chosen != null && Files.isRegularFile(Path.of(chosen))) {
                schemas.add(Path.of(chosen));
                list.add(label(Path.of(chosen)));
                list.select(list.getItemCount() - 1);
            }
        });
        return area;
    }

    private String label(Path schema) {
        return schema.startsWith(root) ? root.relativize(schema).toString() : "kit: " + schema.getFileName();
    }

    @Override
    protected void okPressed() {
        int index = list.getSelectionIndex();
        if (index < 0) {
            return;
        }
        picked = schemas.get(index);
        super.okPressed();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Validate", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }
}
