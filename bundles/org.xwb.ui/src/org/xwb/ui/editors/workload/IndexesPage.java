package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
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
    private final RowsAndDetails<XmlIndex> rows;
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
        // the indexes on the left at the page's full height (a workload has dozens); on the right, the
        // selected one's fields above its DDL and target commands
        rows = new RowsAndDetails<>(parent, XmlIndex.class, TABLE_ID, 2, true);
        rows.column("Collection", 10, i -> ((Collection) i.eContainer()).getName());
        rows.column("Name", 12, XmlIndex::getName);
        rows.column("Path", 22, XmlIndex::getPath);
        rows.column("Key", 8, i -> i.getKeyType().getLiteral() + (i.getLength() > 0 ? "(" + i.getLength() + ")" : ""));
        rows.column("Used by", 12, i -> String.join(" ", i.getUsedBy().stream().map(Transaction::getId).toList()));
        rows.column("Problems", 22, i -> problems.getOrDefault(i, ""));
        CollectionForm.button(rows.top, "Add index", ID + "addIndex", this::add).setToolTipText(
                "An XML index on the collection chosen on the right (the first one when none is chosen)");
        CollectionForm.button(rows.top, "Remove index", ID + "removeIndex", () -> {
            XmlIndex index = selected();
            if (index != null) {
                context.editing().remove(index);
            }
        });
        Composite details = rows.details;
        Composite side = rows.side;
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
                        MODEL.getXmlIndex_Path(), CollectionForm.required(text, "a path")), () -> PathHints.indexPath(collection()),
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
        rows.finish(50, 40, this::showSelected); // the DDL in whole lines below the fields
    }

    @Override
    public Control control() {
        return rows.control;
    }

    @Override
    public void refresh(List<Problem> found) {
        Map<XmlIndex, String> byRow = new HashMap<>();
        Map<XmlIndex, List<String>> all = new HashMap<>();
        for (Problem problem : found) {
            for (EObject object = problem.object(); object != null; object = object.eContainer()) {
                if (object instanceof XmlIndex index) {
                    String text = problem.severity().label() + ": " + problem.message();
                    byRow.putIfAbsent(index, text);
                    all.computeIfAbsent(index, i -> new ArrayList<>()).add(text);
                    break;
                }
            }
        }
        problems = byRow;
        XmlIndex before = selected();
        List<XmlIndex> indexes = new ArrayList<>();
        context.editing().workload().getCollections().forEach(c -> indexes.addAll(c.getIndexes()));
        rows.table.setInput(indexes);
        if (before != null && indexes.contains(before)) {
            rows.table.setSelection(new StructuredSelection(before));
        } else if (!indexes.isEmpty()) {
            rows.table.getTable().select(0);
        }
        indexProblemTexts = selected() == null ? List.of() : all.getOrDefault(selected(), List.of());
        showSelected();
    }

    /** Shows an index's fields (from Problems, or after Add). */
    void select(XmlIndex index) {
        rows.select(index);
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
        rows.fit();
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
        return rows.selected();
    }

    private Collection collection() {
        XmlIndex index = selected();
        return index == null ? null : (Collection) index.eContainer();
    }

    private static String nonNull(String text) {
        return text == null ? "" : text;
    }
}
