package org.xwb.ui.editors.workload;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.validation.Problem;

/**
 * The Collections page: the workload's collections in a table (add, remove; a row with a problem
 * shows it), and for the selected one its fields ({@link CollectionForm}) and what can be done
 * with its documents ({@link CollectionActions}).
 */
final class CollectionsPage implements EditorContext.Page {

    static final String TABLE_ID = "org.xwb.ui.workloadEditor.collections";

    private final EditorContext context;
    private final RowsAndDetails<Collection> rows;
    private final CollectionForm form;
    private final CollectionActions actions;
    private Map<Collection, String> problems = Map.of();

    CollectionsPage(Composite parent, EditorContext context) {
        this.context = context;
        // the collections across the top; below, the selected one's fields beside its documents and what to do with them
        rows = new RowsAndDetails<>(parent, Collection.class, TABLE_ID, 4);
        rows.column("Name", 12, Collection::getName);
        rows.column("Kind", 8, c -> c.getDocumentKind() == null ? "" : c.getDocumentKind());
        rows.column("Ids", 16, c -> c.getFirstId() == 0 && c.getLastId() == 0 ? "" : c.getFirstId() + ".." + c.getLastId());
        rows.column("Documents", 18, CollectionsPage::documents);
        rows.column("Indexes", 6, c -> String.valueOf(c.getIndexes().size()));
        rows.column("Problems", 22, c -> problems.getOrDefault(c, ""));
        CollectionForm.button(rows.top, "Add collection", CollectionForm.ID + "add", () -> select(context.editing().addCollection()));
        CollectionForm.button(rows.top, "Remove collection", CollectionForm.ID + "remove", () -> {
            Collection selected = selected();
            if (selected != null) {
                context.editing().remove(selected);
            }
        });
        CollectionForm.button(rows.top, "Map collection names...", CollectionForm.ID + "mapNames",
                () -> MapCollectionsDialog.open(rows.control.getShell(), context.editing()));
        CollectionForm.button(rows.top, "Draw id ranges from the database...", IdRangesDialog.ID + "draw",
                this::drawIdRanges).setToolTipText("Read the ids the target (Load into a target) holds and set every "
                        + "collection's range and every ids parameter from them, as import-tpox --refit-ids does");
        form = new CollectionForm(rows.details, rows.side, context, this::selected);
        actions = new CollectionActions(rows.side, context, this::selected);
        rows.finish(45, 48, this::showSelected); // the TPoX kit's three collections in view at 1280x800
    }

    /** The whole workload's ranges from the target chosen under "Load into a target": a job, then the dialog. */
    private void drawIdRanges() {
        String target = actions.target();
        new org.xwb.ui.editors.workload.jobs.IdRangesJob(context.problems(), context.workspace(), target,
                rows.control.getDisplay(), context.editing().workload(), plan -> {
                    if (!rows.control.isDisposed()) {
                        IdRangesDialog.open(rows.control.getShell(), context.editing(), target, plan);
                    }
                }).schedule();
    }

    @Override
    public Control control() {
        return rows.control;
    }

    @Override
    public void refresh(List<Problem> found) {
        Map<Collection, String> byRow = new HashMap<>();
        for (Problem problem : found) {
            for (EObject object = problem.object(); object != null; object = object.eContainer()) {
                if (object instanceof Collection collection) {
                    byRow.putIfAbsent(collection, problem.severity().label() + ": " + problem.message());
                    break;
                }
            }
        }
        problems = byRow;
        List<Collection> collections = context.editing().workload().getCollections();
        if (rows.table.getInput() != collections) {
            rows.table.setInput(collections);
        } else {
            rows.table.refresh();
        }
        if (selected() == null && !collections.isEmpty()) {
            rows.table.getTable().select(0);
        }
        showSelected();
    }

    /** Shows a collection's fields (from Problems, or after Add). */
    void select(Collection collection) {
        rows.select(collection);
        showSelected();
    }

    private void showSelected() {
        form.refresh();
        actions.refresh();
        rows.fit();
    }

    Collection selected() {
        return rows.selected();
    }

    private static String documents(Collection collection) {
        DocumentSource source = collection.getDocuments();
        if (source == null || source.getDirectory() == null) {
            return "";
        }
        return source.getDirectory() + (source.getDocsPerFile() > 1 ? " (" + source.getDocsPerFile() + " per file)" : "");
    }
}
