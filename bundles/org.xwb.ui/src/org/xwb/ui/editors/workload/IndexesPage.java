package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

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
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Transaction;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbPackage;
import org.xwb.model.validation.Problem;
import org.xwb.ui.WidgetIds;

/**
 * The XML indexes page: every index of the workload (add to a collection, remove), and for the
 * selected one its collection, name, path (completed from the collection's schema), key type,
 * length and the transactions it is for; the DDL it becomes in each dialect, live; its problems;
 * and Create or Drop on a target ({@link IndexActions}).
 */
final class IndexesPage implements EditorContext.Page {

    static final String TABLE_ID = "org.xwb.ui.workloadEditor.indexes";
    static final String ID = "org.xwb.ui.workloadEditor.index.";
    static final String USED_BY_ID = ID + "usedBy";
    static final String PROBLEMS_ID = ID + "problems";

    private static final XwbPackage MODEL = XwbPackage.eINSTANCE;

    private final EditorContext context;
    private final SashForm control;
    private final TableViewer table;
    private final ScrolledComposite scroller;
    private final Composite details;
    private final ScrolledComposite sideScroller;
    private final Composite side;
    private final ModelFields fields = new ModelFields(ID);
    private final Combo collectionChoice;
    private final Text path;
    private final IndexPathAssist assist;
    private final Table usedBy;
    private final Label indexProblems;
    private final IndexActions actions;
    private Map<XmlIndex, String> problems = Map.of();
    private List<String> indexProblemTexts = List.of();

    IndexesPage(Composite parent, EditorContext context) {
        this.context = context;
        // the indexes across the top; below, the selected one's fields beside its DDL and target commands
        control = new SashForm(parent, SWT.VERTICAL);
        Composite top = new Composite(control, SWT.NONE);
        top.setLayout(new GridLayout(2, false));
        Composite holder = new Composite(top, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        table = new TableViewer(holder, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        WidgetIds.set(table.getTable(), TABLE_ID);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column(layout, "Collection", 10, i -> ((Collection) i.eContainer()).getName());
        column(layout, "Name", 12, XmlIndex::getName);
        column(layout, "Path", 22, XmlIndex::getPath);
        column(layout, "Key", 8, i -> i.getKeyType().getLiteral() + (i.getLength() > 0 ? "(" + i.getLength() + ")" : ""));
        column(layout, "Used by", 12, i -> String.join(" ", i.getUsedBy().stream().map(Transaction::getId).toList()));
        column(layout, "Problems", 22, i -> problems.getOrDefault(i, ""));
        CollectionForm.button(top, "Add index", ID + "addIndex", this::add).setToolTipText(
                "An XML index on the collection chosen on the right (the first one when none is chosen)");
        CollectionForm.button(top, "Remove index", ID + "removeIndex", () -> {
            XmlIndex index = selected();
            if (index != null) {
                context.editing().remove(index);
            }
        });

        SashForm bottom = new SashForm(control, SWT.HORIZONTAL);
        scroller = new ScrolledComposite(bottom, SWT.V_SCROLL | SWT.H_SCROLL);
        details = new Composite(scroller, SWT.NONE);
        details.setLayout(new GridLayout(1, false));
        sideScroller = new ScrolledComposite(bottom, SWT.V_SCROLL | SWT.H_SCROLL);
        side = new Composite(sideScroller, SWT.NONE);
        side.setLayout(new GridLayout(1, false));
        Supplier<Boolean> any = () -> selected() != null;
        Group index = CollectionForm.group(details, "XML index", 2);
        new Label(index, SWT.NONE).setText("Collection:");
        collectionChoice = new Combo(index, SWT.READ_ONLY);
        collectionChoice.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(collectionChoice, ID + "collection");
        collectionChoice.addListener(SWT.Selection, event -> moveTo(collectionChoice.getSelectionIndex()));
        fields.text(index, "Name:", "Unique in the database schema", "name", () -> selected() == null ? ""
                : selected().getName(), text -> context.editing().setFeature(selected(), MODEL.getXmlIndex_Name(),
                        CollectionForm.required(text, "a name")), () -> null, any);
        path = fields.text(index, "Path:", "The indexed node, with the collection's prefixes (DB2: the XMLPATTERN)", "path",
                () -> selected() == null ? "" : nonNull(selected().getPath()), text -> context.editing().setFeature(selected(),
                        MODEL.getXmlIndex_Path(), CollectionForm.required(text, "a path")), () -> "/o:FIXML/o:Order/@ID",
                any);
        assist = new IndexPathAssist(index, path, this::collection, context.schemas());
        List<String> keyTypes = IndexKeyType.VALUES.stream().map(IndexKeyType::getLiteral).toList();
        fields.choice(index, "Key type:", "The SQL type of the index key", "keyType", keyTypes,
                () -> selected() == null ? "" : selected().getKeyType().getLiteral(),
                text -> context.editing().setFeature(selected(), MODEL.getXmlIndex_KeyType(), IndexKeyType.get(text)), any);
        fields.text(index, "Length:", "Length of a VARCHAR key; empty lets the target choose (DB2: 255)", "length",
                () -> selected() == null || selected().getLength() == 0 ? "" : String.valueOf(selected().getLength()),
                text -> {
                    Long length = CollectionForm.whole(text);
                    if (length == null) {
                        context.editing().unsetFeature(selected(), MODEL.getXmlIndex_Length());
                    } else {
                        context.editing().setFeature(selected(), MODEL.getXmlIndex_Length(), length.intValue());
                    }
                }, () -> "target's choice", () -> selected() != null && selected().getKeyType() == IndexKeyType.VARCHAR);
        Label usedByLabel = new Label(index, SWT.NONE);
        usedByLabel.setText("Used by:");
        usedByLabel.setLayoutData(new GridData(SWT.LEFT, SWT.TOP, false, false));
        usedBy = new Table(index, SWT.CHECK | SWT.BORDER | SWT.V_SCROLL);
        GridData usedByData = new GridData(SWT.FILL, SWT.FILL, true, false);
        usedByData.heightHint = 70;
        usedBy.setLayoutData(usedByData);
        usedBy.setToolTipText("The transactions whose statements this index serves (DB2: checked statically)");
        WidgetIds.set(usedBy, USED_BY_ID);
        usedBy.addListener(SWT.Selection, event -> {
            if (event.detail == SWT.CHECK) {
                commitUsedBy();
            }
        });
        indexProblems = new Label(side, SWT.WRAP);
        indexProblems.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        indexProblems.setForeground(indexProblems.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        WidgetIds.set(indexProblems, PROBLEMS_ID);
        actions = new IndexActions(side, context, this::selected);
        FittedScrolling.install(scroller, details);
        FittedScrolling.install(sideScroller, side);
        bottom.setWeights(50, 50);
        control.setWeights(30, 70);
        table.addSelectionChangedListener(event -> showSelected());
    }

    @Override
    public Control control() {
        return control;
    }

    @Override
    public void refresh(List<Problem> found) {
        Map<XmlIndex, String> rows = new HashMap<>();
        Map<XmlIndex, List<String>> all = new HashMap<>();
        for (Problem problem : found) {
            for (EObject object = problem.object(); object != null; object = object.eContainer()) {
                if (object instanceof XmlIndex index) {
                    String text = problem.severity().label() + ": " + problem.message();
                    rows.putIfAbsent(index, text);
                    all.computeIfAbsent(index, i -> new ArrayList<>()).add(text);
                    break;
                }
            }
        }
        problems = rows;
        XmlIndex before = selected();
        List<XmlIndex> indexes = new ArrayList<>();
        context.editing().workload().getCollections().forEach(c -> indexes.addAll(c.getIndexes()));
        table.setInput(indexes);
        if (before != null && indexes.contains(before)) {
            table.setSelection(new StructuredSelection(before));
        } else if (!indexes.isEmpty()) {
            table.getTable().select(0);
        }
        indexProblemTexts = selected() == null ? List.of() : all.getOrDefault(selected(), List.of());
        showSelected();
    }

    /** Shows an index's fields (from Problems, or after Add). */
    void select(XmlIndex index) {
        table.setSelection(new StructuredSelection(index), true);
        showSelected();
    }

    private void showSelected() {
        XmlIndex index = selected();
        List<Collection> collections = context.editing().workload().getCollections();
        String[] names = collections.stream().map(Collection::getName).toArray(String[]::new);
        if (!java.util.Arrays.equals(names, collectionChoice.getItems())) {
            collectionChoice.setItems(names);
        }
        if (index != null) {
            collectionChoice.select(collections.indexOf(index.eContainer()));
        }
        collectionChoice.setEnabled(!collections.isEmpty());
        fields.refresh();
        showUsedBy(index);
        String text = index == null ? "" : String.join("\n", indexProblemTexts);
        if (!indexProblems.getText().equals(text)) {
            indexProblems.setText(text);
        }
        actions.refresh();
        assist.update();
        FittedScrolling.fit(scroller);
        FittedScrolling.fit(sideScroller);
    }

    private void showUsedBy(XmlIndex index) {
        List<Transaction> transactions = context.editing().workload().getTransactions();
        if (usedBy.getItemCount() != transactions.size()) {
            usedBy.removeAll();
            transactions.forEach(t -> new TableItem(usedBy, SWT.NONE));
        }
        for (int i = 0; i < transactions.size(); i++) {
            TableItem item = usedBy.getItem(i);
            item.setText(WorkloadLabels.label(transactions.get(i)));
            item.setChecked(index != null && index.getUsedBy().contains(transactions.get(i)));
        }
        usedBy.setEnabled(index != null);
    }

    private void commitUsedBy() {
        XmlIndex index = selected();
        if (index == null) {
            return;
        }
        List<Transaction> transactions = context.editing().workload().getTransactions();
        List<Transaction> checked = new ArrayList<>();
        for (int i = 0; i < usedBy.getItemCount() && i < transactions.size(); i++) {
            if (usedBy.getItem(i).getChecked()) {
                checked.add(transactions.get(i));
            }
        }
        if (!checked.equals(index.getUsedBy())) {
            context.editing().setFeature(index, MODEL.getXmlIndex_UsedBy(), checked);
        }
    }

    private void add() {
        List<Collection> collections = context.editing().workload().getCollections();
        if (collections.isEmpty()) {
            context.problems().info("Add a collection first (Collections page): an XML index belongs to one",
                    context.editing().file());
            return;
        }
        int chosen = collectionChoice.getSelectionIndex();
        Collection collection = chosen >= 0 && chosen < collections.size() ? collections.get(chosen) : collections.get(0);
        select(context.editing().addIndex(collection));
    }

    private void moveTo(int collection) {
        XmlIndex index = selected();
        List<Collection> collections = context.editing().workload().getCollections();
        if (index != null && collection >= 0 && collection < collections.size()) {
            context.editing().moveIndex(index, collections.get(collection));
        }
    }

    XmlIndex selected() {
        Object first = table.getStructuredSelection().getFirstElement();
        return first instanceof XmlIndex index && index.eContainer() != null ? index : null;
    }

    private Collection collection() {
        XmlIndex index = selected();
        return index == null ? null : (Collection) index.eContainer();
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<XmlIndex, String> text) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 40));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                String value = text.apply((XmlIndex) element);
                return value == null ? "" : value;
            }

            @Override
            public Color getForeground(Object element) {
                return title.equals("Problems") ? table.getControl().getDisplay().getSystemColor(SWT.COLOR_DARK_RED) : null;
            }
        });
    }
}
