package org.xwb.ui.editors.xml;

import java.nio.file.Path;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.TitledAreaDialog;
import org.xwb.ui.WidgetIds;
import org.xwb.xml.schema.SchemaSkeleton;

/**
 * File > New > XML Schema: the file's name and folder, the target namespace and the first global
 * element; the file it will create is shown, and OK waits until all of them can be used.
 */
final class NewSchemaDialog extends TitledAreaDialog {

    static final String TITLE = "New XML Schema";
    private static final String HEADING = "A new XML schema";
    private static final String MESSAGE = "Name the file and its target namespace; the schema editor opens on it.";
    static final String ID = "org.xwb.ui.schema.newSchema.";

    private final Workspace workspace;
    private final Path initialFolder;
    private Text name;
    private Text folder;
    private Text namespace;
    private Text element;
    private Label creates;
    private NewXmlFile result;

    NewSchemaDialog(Shell shell, Workspace workspace, Path folder) {
        super(shell, TITLE, HEADING, MESSAGE);
        this.workspace = workspace;
        this.initialFolder = folder;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = FormWidgets.dialogForm(area, 2);
        name = NewXmlFile.field(form, "File name:", ID + "name", "");
        folder = NewXmlFile.field(form, "Folder:", ID + "folder", workspace.root().relativize(initialFolder).toString());
        namespace = NewXmlFile.field(form, "Target namespace:", ID + "namespace", "http://example.com/");
        element = NewXmlFile.field(form, "First global element:", ID + "element", "");
        creates = new Label(form, SWT.NONE);
        creates.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        WidgetIds.set(creates, ID + "file");
        for (Text text : new Text[] { name, folder, namespace, element }) {
            text.addListener(SWT.Modify, event -> check());
        }
        name.setFocus();
        return area;
    }


    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    /** Shows the first problem (or the file to be created) and enables OK when there is none. */
    private void check() {
        Path target = NewXmlFile.resolveFolder(workspace, folder.getText());
        String problem = NewXmlFile.problem(target, name.getText(), ".xsd");
        if (problem == null) {
            problem = SchemaSkeleton.namespaceProblem(namespace.getText());
        }
        if (problem == null) {
            problem = SchemaSkeleton.elementNameProblem(element.getText());
        }
        setErrorMessage(name.getText().isBlank() ? null : problem);
        creates.setText(problem == null
                ? "Creates " + NewXmlFile.shown(workspace, target.resolve(NewXmlFile.fileName(name.getText(), ".xsd")))
                : "");
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }


    @Override
    protected void okPressed() {
        Path target = NewXmlFile.resolveFolder(workspace, folder.getText());
        result = new NewXmlFile(target.resolve(NewXmlFile.fileName(name.getText(), ".xsd")),
                SchemaSkeleton.text(namespace.getText(), element.getText()));
        super.okPressed();
    }

    /** The file to create, once OK was pressed. */
    NewXmlFile result() {
        return result;
    }
}
