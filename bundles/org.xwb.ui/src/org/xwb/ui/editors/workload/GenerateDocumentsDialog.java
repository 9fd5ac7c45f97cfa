package org.xwb.ui.editors.workload;

import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.DocumentGeneration;
import org.xwb.kit.design.DocumentKinds;
import org.xwb.ui.TitledDialog;
import org.xwb.ui.WidgetIds;

/**
 * "Generate N TPoX documents of kind K with seed S" for a collection: the kind, how many, the
 * seed, one file per document or TPoX batch files, and the folder they go to (a folder of the kind
 * is made inside it), shown relative to the workspace as the navigator shows it (an absolute path
 * typed there goes anywhere).
 */
public final class GenerateDocumentsDialog extends TitledDialog {

    public static final String TITLE = "Generate TPoX Documents";
    public static final String ID = "org.xwb.ui.workloadEditor.generate.";

    private final DocumentKinds initialKind;
    private final Path initialFolder;
    private final Path workspaceRoot;
    private Combo kind;
    private Spinner count;
    private Text seed;
    private Button batches;
    private Spinner batchSize;
    private Text folder;
    private Label problem;
    private DocumentGeneration generation;
    private Path chosenFolder;

    public GenerateDocumentsDialog(Shell shell, DocumentKinds kind, Path folder, Workspace workspace) {
        super(shell, TITLE);
        this.initialKind = kind;
        this.initialFolder = folder;
        this.workspaceRoot = workspace.root().toAbsolutePath().normalize();
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(2, false));
        new Label(area, SWT.NONE).setText("Kind:");
        kind = new Combo(area, SWT.READ_ONLY);
        kind.setItems(Arrays.stream(DocumentKinds.values()).map(DocumentKinds::literal).toArray(String[]::new));
        kind.select(initialKind.ordinal());
        WidgetIds.set(kind, ID + "kind");
        new Label(area, SWT.NONE).setText("Number of documents:");
        count = new Spinner(area, SWT.BORDER);
        count.setValues(500, 1, 10_000_000, 0, 1, 100);
        WidgetIds.set(count, ID + "count");
        new Label(area, SWT.NONE).setText("Seed:");
        seed = new Text(area, SWT.BORDER);
        seed.setText("1");
        seed.setToolTipText("The same seed and number give the same documents");
        seed.setLayoutData(new GridData(100, SWT.DEFAULT));
        WidgetIds.set(seed, ID + "seed");
        batches = new Button(area, SWT.CHECK);
        batches.setText("TPoX batch files of");
        batches.setToolTipText("Several documents per file, one per line, as TPoX loads them; else one file per document");
        WidgetIds.set(batches, ID + "batches");
        batchSize = new Spinner(area, SWT.BORDER);
        batchSize.setValues(1000, 2, 1_000_000, 0, 1, 100);
        batchSize.setEnabled(false);
        batches.addListener(SWT.Selection, event -> batchSize.setEnabled(batches.getSelection()));
        new Label(area, SWT.NONE).setText("Into folder:");
        folder = new Text(area, SWT.BORDER);
        folder.setText(shown(initialFolder));
        folder.setToolTipText("In the workspace " + workspaceRoot + "; an absolute path for a folder elsewhere");
        folder.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        ((GridData) folder.getLayoutData()).widthHint = 420;
        WidgetIds.set(folder, ID + "folder");
        problem = new Label(area, SWT.WRAP);
        problem.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        problem.setForeground(problem.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        return area;
    }

    @Override
    protected void okPressed() {
        long seedValue;
        try {
            seedValue = Long.parseLong(seed.getText().strip());
        } catch (NumberFormatException e) {
            problem.setText("The seed must be a whole number, not '" + seed.getText() + "'.");
            return;
        }
        DocumentKinds chosen = DocumentKinds.values()[Math.max(0, kind.getSelectionIndex())];
        if (chosen == DocumentKinds.SECURITY && count.getSelection() > 20_833) {
            problem.setText("At most 20,833 securities: one per real symbol of the TPoX kit.");
            return;
        }
        if (folder.getText().isBlank()) {
            problem.setText("Name the folder the documents go to.");
            return;
        }
        generation = new DocumentGeneration(chosen, count.getSelection(), seedValue,
                batches.getSelection() ? batchSize.getSelection() : 0);
        chosenFolder = workspaceRoot.resolve(folder.getText().strip()).normalize(); // an absolute path stays as it is
        super.okPressed();
    }

    /** A folder in the workspace relative to it ("documents/orders"), any other as it is. */
    private String shown(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        return absolute.startsWith(workspaceRoot) && !absolute.equals(workspaceRoot)
                ? workspaceRoot.relativize(absolute).toString().replace('\\', '/') : absolute.toString();
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Generate", true);
        createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false);
    }

    public DocumentGeneration generation() {
        return generation;
    }

    public Path folder() {
        return chosenFolder;
    }
}
