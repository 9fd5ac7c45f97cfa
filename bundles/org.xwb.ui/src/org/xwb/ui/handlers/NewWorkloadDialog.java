package org.xwb.ui.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.design.NewWorkloads;
import org.xwb.targets.TargetKinds;
import org.xwb.ui.FormWidgets;
import org.xwb.ui.TitledAreaDialog;
import org.xwb.ui.WidgetIds;

/**
 * File > New > Workload: the name, the folder, and what the workload starts from: nothing, one of
 * the TPoX kit's workloads, a copy of a workload of the workspace, or a TPoX 2.x workload file
 * through the import. The file it will create is shown before OK.
 */
final class NewWorkloadDialog extends TitledAreaDialog {

    static final String TITLE = "New Workload";
    private static final String HEADING = "A new workload";
    private static final String MESSAGE = "Name it, choose its folder and what it starts from; the editor opens on it.";
    static final String ID = "org.xwb.ui.newWorkload.";

    /** What the new workload starts from. */
    enum Start {
        BLANK, KIT, COPY, TPOX
    }

    /** The choices, read when OK was pressed. */
    record Choice(String name, Path file, Start start, String kitWorkload, Path source, String dialect,
            Map<String, String> collections, boolean refitIds) {
    }

    static final List<String> KIT_LABELS = List.of("query-only", "mixed", "insert-only");
    static final List<String> KIT_FILES = List.of(KitWorkloads.QUERY_ONLY, KitWorkloads.MIXED, KitWorkloads.INSERT_ONLY);

    private final Workspace workspace;
    private final Path initialFolder;
    private Text name;
    private Text folder;
    private Label file;
    private final List<Button> starts = new ArrayList<>();
    private Combo kit;
    private Combo copy;
    private Text tpox;
    private Combo dialect;
    private TpoxImportPreview preview;
    /** import-tpox --refit-ids: ids parameters whose id list the database lacks draw from the collection read. */
    private Button refitIds;
    private final List<Path> workloads = new ArrayList<>();
    private Choice choice;

    NewWorkloadDialog(Shell shell, Workspace workspace, Path folder) {
        super(shell, TITLE, HEADING, MESSAGE);
        this.workspace = workspace;
        this.initialFolder = folder;
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Composite form = FormWidgets.dialogForm(area, 3);
        name = FormWidgets.text(form, "Name:", ID + "name", "");
        folder = FormWidgets.text(form, "Folder:", ID + "folder", workspace.root().relativize(initialFolder).toString());

        Label from = new Label(form, SWT.NONE);
        from.setText("Start from:");
        from.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 3, 1));
        start(form, "Blank: no collections, no transactions", "blank")
                .setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 3, 1)); // not widening the label column
        start(form, "The TPoX kit's", "kit");
        Composite kitRow = new Composite(form, SWT.NONE);
        kitRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        GridLayout kitLayout = new GridLayout(2, false);
        kitLayout.marginWidth = 0;
        kitLayout.marginHeight = 0;
        kitRow.setLayout(kitLayout);
        kit = combo(kitRow, KIT_LABELS, "kitWorkload");
        kit.select(1);
        new Label(kitRow, SWT.NONE).setText("workload (query-only, mixed or insert-only)");
        start(form, "A copy of", "copy");
        listWorkloads();
        copy = combo(form, workloads.stream().map(p -> workspace.root().relativize(p).toString()).toList(), "copyOf");
        copy.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        start(form, "A TPoX 2.x workload file", "tpox");
        tpox = new Text(form, SWT.BORDER);
        tpox.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(tpox, ID + "tpoxFile");
        Button browse = new Button(form, SWT.PUSH);
        browse.setText("Browse...");
        browse.addListener(SWT.Selection, event -> browse());
        new Label(form, SWT.NONE).setText("   its statements' dialect:");
        dialect = combo(form, TargetKinds.dialects(), "dialect");
        dialect.select(Math.max(0, TargetKinds.dialects().indexOf("db2")));
        filler(form, 1);
        refitIds = new Button(form, SWT.CHECK);
        refitIds.setText("Draw ids from the kit database's collections where the file's id lists are not the database's");
        refitIds.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        WidgetIds.set(refitIds, ID + "refitIds");
        preview = new TpoxImportPreview(form, ID, NewWorkloads.databaseCollections(workspace));
        preview.control().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));

        file = new Label(form, SWT.NONE);
        file.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 3, 1));
        WidgetIds.set(file, ID + "file");
        starts.get(0).setSelection(true);
        name.addListener(SWT.Modify, event -> check());
        folder.addListener(SWT.Modify, event -> check());
        tpox.addListener(SWT.Modify, event -> {
            showPreview();
            check();
        });
        dialect.addListener(SWT.Selection, event -> showPreview());
        copy.addListener(SWT.Selection, event -> check());
        starts.forEach(button -> button.addListener(SWT.Selection, event -> {
            if (button.getSelection()) { // one start at a time, also when selected from code
                starts.forEach(other -> other.setSelection(other == button));
            }
            check();
        }));
        name.setFocus();
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        check();
    }

    private Button start(Composite parent, String text, String id) {
        Button button = new Button(parent, SWT.RADIO);
        button.setText(text);
        WidgetIds.set(button, ID + "start." + id);
        starts.add(button);
        return button;
    }

    private Combo combo(Composite parent, List<String> items, String id) {
        Combo combo = new Combo(parent, SWT.READ_ONLY);
        combo.setItems(items.toArray(String[]::new));
        if (!items.isEmpty()) {
            combo.select(0);
        }
        WidgetIds.set(combo, ID + id);
        return combo;
    }

    private static void filler(Composite parent, int cells) {
        for (int i = 0; i < cells; i++) {
            new Label(parent, SWT.NONE);
        }
    }

    private void listWorkloads() {
        Path root = workspace.folder(Workspace.Folder.WORKLOADS);
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> found = Files.walk(root, 4)) {
            found.filter(p -> p.getFileName().toString().endsWith(".xwl")).sorted().forEach(workloads::add);
        } catch (IOException e) {
            // nothing to copy from: the choice stays empty
        }
    }

    private void browse() {
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setText("TPoX 2.x workload file");
        dialog.setFilterExtensions(new String[] { "*.xml", "*" });
        String chosen = dialog.open();
        if (chosen != null) {
            tpox.setText(chosen);
            starts.get(Start.TPOX.ordinal()).setSelection(true);
            starts.stream().filter(b -> b != starts.get(Start.TPOX.ordinal())).forEach(b -> b.setSelection(false));
            check();
        }
    }

    /** What the import would make of the file named, with the dialog grown to show it. */
    private void showPreview() {
        Path chosen = null;
        try {
            chosen = tpox.getText().isBlank() ? null : Path.of(tpox.getText().strip());
        } catch (InvalidPathException e) {
            // not a file name: nothing to show
        }
        preview.show(chosen, dialect.getText());
        Shell shell = getShell();
        if (shell != null && shell.isVisible()) {
            org.eclipse.swt.graphics.Point wanted = shell.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            org.eclipse.swt.graphics.Point now = shell.getSize();
            shell.setSize(Math.max(now.x, wanted.x), Math.max(now.y, wanted.y));
        }
    }

    private Start start() {
        for (int i = 0; i < starts.size(); i++) {
            if (starts.get(i).getSelection()) {
                return Start.values()[i];
            }
        }
        return Start.BLANK;
    }

    /** Shows the file to be created, or why OK cannot be pressed yet. */
    private void check() {
        String problem = problem();
        Button ok = getButton(IDialogConstants.OK_ID);
        if (ok != null) {
            ok.setEnabled(problem == null);
        }
        setErrorMessage(problem);
        if (problem == null) {
            file.setText("Creates " + workspace.root().relativize(target()));
        } else {
            file.setText("");
        }
    }

    private String problem() {
        if (name == null || name.getText().isBlank()) {
            return "Name the workload.";
        }
        try {
            Path dir = workspace.root().resolve(folder.getText().strip()).normalize();
            if (Files.exists(dir) && !Files.isDirectory(dir)) {
                return folder.getText() + " is a file, not a folder.";
            }
        } catch (InvalidPathException e) {
            return "Not a folder name: " + e.getReason();
        }
        return switch (start()) {
        case COPY -> copy.getSelectionIndex() < 0 ? "There is no workload in the workspace to copy." : null;
        case TPOX -> tpox.getText().isBlank() || !Files.isRegularFile(Path.of(tpox.getText().strip()))
                ? "Choose the TPoX workload file (its workload XML)." : null;
        default -> null;
        };
    }

    private Path target() {
        Path dir = workspace.root().resolve(folder.getText().strip()).normalize();
        return NewWorkloads.freeFile(dir, name.getText().strip());
    }

    @Override
    protected void okPressed() {
        if (problem() != null) {
            return;
        }
        Start start = start();
        choice = new Choice(name.getText().strip(), target(), start, KIT_FILES.get(Math.max(0, kit.getSelectionIndex())),
                start == Start.COPY ? workloads.get(copy.getSelectionIndex())
                        : start == Start.TPOX ? Path.of(tpox.getText().strip()) : null,
                dialect.getText(), start == Start.TPOX ? preview.mapping() : Map.of(),
                start == Start.TPOX && refitIds.getSelection());
        super.okPressed();
    }

    Choice choice() {
        return choice;
    }
}
