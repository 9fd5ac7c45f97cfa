package org.xwb.ui.editors.workload;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.validation.Problem;
import org.xwb.ui.WidgetIds;

/**
 * The Collections page: the workload's collections in a table (add, remove; a row with a problem
 * shows it), and for the selected one its fields ({@link CollectionForm}) and what can be done
 * with its documents ({@link CollectionActions}).
 */
final class CollectionsPage implements EditorContext.Page {

    static final String TABLE_ID = "org.xwb.ui.workloadEditor.collections";

    private final EditorContext context;
    private final SashForm control;
    private final TableViewer table;
    private final ScrolledComposite scroller;
    private final Composite details;
    private final ScrolledComposite sideScroller;
    private final Composite side;
    private final CollectionForm form;
    private final CollectionActions actions;
    private Map<Collection, String> problems = Map.of();

    CollectionsPage(Composite parent, EditorContext context) {
        this.context = context;
        // the collections across the top; below, the selected one's fields beside its documents and what to do with them
        control = new SashForm(parent, SWT.VERTICAL);
        Composite top = new Composite(control, SWT.NONE);
        top.setLayout(new GridLayout(3, false));
        Composite holder = new Composite(top, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1));
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        table = new TableViewer(holder, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        WidgetIds.set(table.getTable(), TABLE_ID);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column(layout, "Name", 12, Collection::getName);
        column(layout, "Kind", 8, c -> c.getDocumentKind() == null ? "" : c.getDocumentKind());
        column(layout, "Ids", 16, c -> c.getFirstId() == 0 && c.getLastId() == 0 ? "" : c.getFirstId() + ".." + c.getLastId());
        column(layout, "Documents", 18, CollectionsPage::documents);
        column(layout, "Indexes", 6, c -> String.valueOf(c.getIndexes().size()));
        column(layout, "Problems", 22, c -> problems.getOrDefault(c, ""));
        CollectionForm.button(top, "Add collection", CollectionForm.ID + "add", () -> select(context.editing().addCollection()));
        CollectionForm.button(top, "Remove collection", CollectionForm.ID + "remove", () -> {
            Collection selected = selected();
            if (selected != null) {
                context.editing().remove(selected);
            }
        });
        CollectionForm.button(top, "Map collection names...", CollectionForm.ID + "mapNames",
                () -> MapCollectionsDialog.open(control.getShell(), context.editing()));

        SashForm bottom = new SashForm(control, SWT.HORIZONTAL);
        scroller = new ScrolledComposite(bottom, SWT.V_SCROLL | SWT.H_SCROLL);
        details = new Composite(scroller, SWT.NONE);
        details.setLayout(new GridLayout(1, false));
        sideScroller = new ScrolledComposite(bottom, SWT.V_SCROLL | SWT.H_SCROLL);
        side = new Composite(sideScroller, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        form = new CollectionForm(details, side, context, this::selected);
        actions = new CollectionActions(side, context, this::selected);
        FittedScrolling.install(scroller, details);
        FittedScrolling.install(sideScroller, side);
        bottom.setWeights(48, 52);
        control.setWeights(25, 75);
        table.addSelectionChangedListener(event -> showSelected());
    }

    @Override
    public Control control() {
        return control;
    }

    @Override
    public void refresh(List<Problem> found) {
        Map<Collection, String> rows = new HashMap<>();
        for (Problem problem : found) {
            for (EObject object = problem.object(); object != null; object = object.eContainer()) {
                if (object instanceof Collection collection) {
                    rows.putIfAbsent(collection, problem.severity().label() + ": " + problem.message());
                    break;
                }
            }
        }
        problems = rows;
        List<Collection> collections = context.editing().workload().getCollections();
        if (table.getInput() != collections) {
            table.setInput(collections);
        } else {
            table.refresh();
        }
        if (selected() == null && !collections.isEmpty()) {
            table.getTable().select(0);
        }
        showSelected();
    }

    /** Shows a collection's fields (from Problems, or after Add). */
    void select(Collection collection) {
        table.setSelection(new StructuredSelection(collection), true);
        showSelected();
    }

    private void showSelected() {
        form.refresh();
        actions.refresh();
        FittedScrolling.fit(scroller);
        FittedScrolling.fit(sideScroller);
    }

    Collection selected() {
        Object first = table.getStructuredSelection().getFirstElement();
        return first instanceof Collection collection && collection.eContainer() != null ? collection : null;
    }

    private static String documents(Collection collection) {
        DocumentSource source = collection.getDocuments();
        if (source == null || source.getDirectory() == null) {
            return "";
        }
        return source.getDirectory() + (source.getDocsPerFile() > 1 ? " (" + source.getDocsPerFile() + " per file)" : "");
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<Collection, String> text) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 40));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                String value = text.apply((Collection) element);
                return value == null ? "" : value;
            }

            @Override
            public Color getForeground(Object element) {
                return title.equals("Problems") ? table.getControl().getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null;
            }
        });
    }
}
