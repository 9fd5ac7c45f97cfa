package org.xwb.ui.editors.workload;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.DocumentKinds;
import org.xwb.model.Collection;
import org.xwb.model.XwbPackage;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.workload.jobs.CountDocumentsJob;
import org.xwb.ui.editors.workload.jobs.DatabaseIdsJob;
import org.xwb.ui.editors.workload.jobs.GenerateDocumentsJob;
import org.xwb.ui.editors.workload.jobs.LoadCollectionJob;
import org.xwb.ui.editors.workload.jobs.ValidateDocumentsJob;
import org.xwb.ui.run.TargetChoices;

/**
 * What the Collections page does with the selected collection's documents: generate them, count
 * them (the preview), validate them against the schema, load them into a target with the insert
 * knobs, and take the id range from the loaded table. Each runs as a job.
 */
final class CollectionActions {

    static final String ID = CollectionForm.ID;
    static final String PREVIEW_ID = ID + "preview";
    static final String LOAD_STATUS_ID = ID + "loadStatus";
    static final String TARGET_ID = ID + "target";

    private final EditorContext context;
    private final Supplier<Collection> selected;
    private final Label preview;
    private final Label loadStatus;
    private final Combo target;
    private final TargetChoices targets;
    private final Spinner batch;
    private final Spinner commit;
    private final Spinner loaders;
    private final Button replace;
    private final Button indexesAfter;
    private String previewed;
    private CountDocumentsJob counting;

    CollectionActions(Composite parent, EditorContext context, Supplier<Collection> selected) {
        this.context = context;
        this.selected = selected;
        Group documents = CollectionForm.group(parent, "The documents", 4);
        preview = new Label(documents, SWT.NONE);
        preview.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        WidgetIds.set(preview, PREVIEW_ID);
        CollectionForm.button(documents, "Generate TPoX documents...", ID + "generate", this::generate)
                .setToolTipText("Generate N TPoX documents of a kind with a seed and point the collection at them");
        CollectionForm.button(documents, "Count again", ID + "count", () -> count(true));
        CollectionForm.button(documents, "Validate documents", ID + "validate", this::validate)
                .setToolTipText("Validate every document against the collection's schema; the problems go to Problems");
        new Label(documents, SWT.NONE);

        Group load = CollectionForm.group(parent, "Load into a target", 4);
        new Label(load, SWT.NONE).setText("Target:");
        target = new Combo(load, SWT.READ_ONLY);
        WidgetIds.set(target, TARGET_ID);
        targets = new TargetChoices(target, context.workspace(), context.problems());
        targets.refresh();
        batch = spinner(load, "Batch:", "Documents per JDBC batch", "batch", LoadOptions.DEFAULT.batchSize());
        commit = spinner(load, "Commit every:", "Documents per commit", "commit", LoadOptions.DEFAULT.commitInterval());
        loaders = spinner(load, "Loaders:", "Parallel loader connections", "loaders", LoadOptions.DEFAULT.loaders());
        replace = check(load, "Replace the table", "Drop the table and its documents first", "replace", true);
        indexesAfter = check(load, "XML indexes after the load", "Create the collection's XML indexes after the load "
                + "(faster) instead of before it", "indexesAfter", true);
        CollectionForm.button(load, "Load into target", ID + "load", this::load)
                .setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        Button ids = CollectionForm.button(load, "Id range from the database", ID + "idsFromDatabase", this::idsFromDatabase);
        ids.setToolTipText("Set first and last id to the lowest and highest id the table holds on the target");
        ids.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        loadStatus = new Label(load, SWT.WRAP);
        loadStatus.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        WidgetIds.set(loadStatus, LOAD_STATUS_ID);
    }

    private static Spinner spinner(Composite parent, String label, String tip, String id, int value) {
        new Label(parent, SWT.NONE).setText(label);
        Spinner spinner = new Spinner(parent, SWT.BORDER);
        spinner.setValues(value, 1, 1_000_000, 0, 1, 100);
        spinner.setToolTipText(tip);
        WidgetIds.set(spinner, ID + id);
        return spinner;
    }

    private static Button check(Composite parent, String text, String tip, String id, boolean value) {
        Button check = new Button(parent, SWT.CHECK);
        check.setText(text);
        check.setToolTipText(tip);
        check.setSelection(value);
        check.setLayoutData(new GridData(SWT.LEFT, SWT.CENTER, false, false, 2, 1));
        WidgetIds.set(check, ID + id);
        return check;
    }

    /** The target chosen under "Load into a target" (the profiles read again first). */
    String target() {
        targets.refresh();
        return targets.selected();
    }

    /** Counts again when the document source (or the collection shown) changed. */
    void refresh() {
        count(false);
    }

    private void count(boolean always) {
        Collection collection = selected.get();
        String signature = collection == null ? null
                : collection.getName() + "|" + (collection.getDocuments() == null ? "" : EcoreUtil.getURI(collection)
                        + describe(collection)) + "|" + context.workloadFolder();
        if (!always && Objects.equals(signature, previewed)) {
            return;
        }
        previewed = signature;
        if (counting != null) {
            counting.cancel();
        }
        if (collection == null) {
            preview.setText("");
            return;
        }
        if (collection.getDocuments() == null) {
            preview.setText("No documents yet: name their folder, or generate TPoX documents.");
            return;
        }
        preview.setText("Counting...");
        counting = new CountDocumentsJob(context.problems(), collection, context.workloadFolder(), preview.getDisplay(),
                text -> {
                    if (!preview.isDisposed()) {
                        preview.setText(text);
                    }
                });
        counting.schedule();
    }

    private static String describe(Collection collection) {
        StringBuilder text = new StringBuilder();
        collection.getDocuments().eClass().getEAllAttributes()
                .forEach(a -> text.append(a.getName()).append('=').append(collection.getDocuments().eGet(a)).append(';'));
        return text.toString();
    }

    private void generate() {
        Collection collection = selected.get();
        if (collection == null) {
            return;
        }
        DocumentKinds kind = DocumentKinds.of(collection.getDocumentKind()).orElse(DocumentKinds.ORDER);
        String base = context.editing().file().getFileName().toString().replaceFirst("\\.xwl$", "");
        Path folder = context.workspace().folder(Workspace.Folder.DOCUMENTS).resolve(base);
        GenerateDocumentsDialog dialog = new GenerateDocumentsDialog(context.shell(), kind, folder, context.workspace());
        if (dialog.open() != Window.OK) {
            return;
        }
        new GenerateDocumentsJob(context.problems(), dialog.generation(), dialog.folder(), preview.getDisplay(),
                generated -> {
                    if (collection.eResource() != null || collection.eContainer() != null) {
                        context.editing().generated(collection, generated,
                                context.workloadFolder().relativize(generated.folder().toAbsolutePath().normalize())
                                        .toString().replace('\\', '/'));
                    }
                }).schedule();
    }

    private void validate() {
        Collection collection = selected.get();
        if (collection == null) {
            return;
        }
        Optional<Path> schema;
        try {
            schema = context.schemas().file(collection);
        } catch (IllegalArgumentException e) {
            context.problems().error(e.getMessage(), context.editing().file());
            return;
        }
        if (schema.isEmpty()) {
            context.problems().warning("Collection " + collection.getName() + " names no schema to validate its documents "
                    + "against", context.editing().file());
            return;
        }
        if (collection.getDocuments() == null) {
            context.problems().warning("Collection " + collection.getName() + " has no documents to validate",
                    context.editing().file());
            return;
        }
        new ValidateDocumentsJob(context.problems(), collection, schema.get(), context.workloadFolder()).schedule();
    }

    private void load() {
        Collection collection = selected.get();
        if (collection == null) {
            return;
        }
        if (collection.getDocuments() == null) {
            showLoadStatus("Collection " + collection.getName() + " has no documents to load.");
            return;
        }
        targets.refresh();
        showLoadStatus("Loading " + collection.getName() + " into " + targets.selected() + "...");
        new LoadCollectionJob(context.problems(), context.workspace(), targets.selected(), preview.getDisplay(),
                EcoreUtil.copy(collection), context.workloadFolder(), new LoadOptions(batch.getSelection(),
                        commit.getSelection(), loaders.getSelection(), false),
                replace.getSelection(), indexesAfter.getSelection(), this::loaded).schedule();
    }

    private void loaded(String summary) {
        if (!loadStatus.isDisposed()) {
            showLoadStatus(summary);
        }
    }

    private void showLoadStatus(String text) {
        loadStatus.setText(text);
        FittedScrolling.reveal(loadStatus);
    }

    private void idsFromDatabase() {
        Collection collection = selected.get();
        if (collection == null) {
            return;
        }
        targets.refresh();
        new DatabaseIdsJob(context.problems(), context.workspace(), targets.selected(), preview.getDisplay(), collection,
                range -> context.editing().change("Id range of " + collection.getName() + " from the database", List.of(
                        new WorkloadEditing.Change(collection, XwbPackage.Literals.COLLECTION__FIRST_ID, range.first()),
                        new WorkloadEditing.Change(collection, XwbPackage.Literals.COLLECTION__LAST_ID, range.last()))))
                .schedule();
    }
}
