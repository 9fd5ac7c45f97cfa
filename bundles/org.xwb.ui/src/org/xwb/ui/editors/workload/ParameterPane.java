package org.xwb.ui.editors.workload;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.model.Collection;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.ValueSource;
import org.xwb.model.XwbPackage;
import org.xwb.ui.WidgetIds;

/**
 * The parameter markers of the selected transaction and, for the selected marker, where its
 * values come from: the kind of source and its settings, with ten sample values drawn with the
 * workload's seed so the user sees what the driver will bind.
 */
public final class ParameterPane {

    public static final String TABLE_ID = "org.xwb.ui.workloadEditor.parameters";
    public static final String KIND_ID = "org.xwb.ui.workloadEditor.sourceKind";
    public static final String PREVIEW_ID = "org.xwb.ui.workloadEditor.preview";
    public static final String NAME_ID = "org.xwb.ui.workloadEditor.markerName";
    public static final String TYPE_ID = "org.xwb.ui.workloadEditor.markerType";

    /** Draws sample values for a marker; supplied by the driver's value generators. */
    public interface Preview {
        List<String> sample(Transaction transaction, int markerIndex, int count) throws Exception;
    }

    /** Source kinds the user picks from, in TPoX's terms first. */
    static final Map<String, EClass> KINDS = new LinkedHashMap<>();
    static {
        XwbPackage p = XwbPackage.eINSTANCE;
        KINDS.put("ids: random id of a collection", p.getIdsSource());
        KINDS.put("files: next document of a collection", p.getFilesSource());
        KINDS.put("file: line of a value list", p.getFileSource());
        KINDS.put("uniform integer", p.getUniformIntSource());
        KINDS.put("uniform decimal", p.getUniformDecimalSource());
        KINDS.put("uniform date", p.getUniformDateSource());
        KINDS.put("uniform time", p.getUniformTimeSource());
        KINDS.put("uniform timestamp", p.getUniformTimestampSource());
        KINDS.put("normal", p.getNormalSource());
        KINDS.put("zipfian", p.getZipfianSource());
        KINDS.put("exponential", p.getExponentialSource());
        KINDS.put("constant", p.getConstantSource());
        KINDS.put("sequence", p.getSequenceSource());
        KINDS.put("same as an earlier marker", p.getSameSource());
    }

    private final WorkloadEditing editing;
    private final Preview preview;
    private final SashForm control;
    private final TableViewer markers;
    private final Composite form;
    private final Combo kind;
    private final Text name;
    private final Combo type;
    private final Composite fields;
    private final Text sample;
    private Transaction transaction;
    /** The value source whose fields are shown: they are not rebuilt under the user's fingers. */
    private ValueSource shownSource;

    public ParameterPane(Composite parent, WorkloadEditing editing, Preview preview) {
        this.editing = editing;
        this.preview = preview;
        control = new SashForm(parent, SWT.HORIZONTAL);
        Composite left = new Composite(control, SWT.NONE);
        left.setLayout(new GridLayout(2, false));
        Composite tableHolder = new Composite(left, SWT.NONE);
        tableHolder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        TableColumnLayout layout = new TableColumnLayout();
        tableHolder.setLayout(layout);
        org.eclipse.swt.widgets.Button add = new org.eclipse.swt.widgets.Button(left, SWT.PUSH);
        add.setText("Add marker");
        add.setToolTipText("Add a parameter marker for a new ? or |n in the statements");
        WidgetIds.set(add, "org.xwb.ui.workloadEditor.addParameter");
        add.addListener(SWT.Selection, event -> {
            if (transaction != null) {
                editing.addParameter(transaction);
            }
        });
        org.eclipse.swt.widgets.Button remove = new org.eclipse.swt.widgets.Button(left, SWT.PUSH);
        remove.setText("Remove marker");
        WidgetIds.set(remove, "org.xwb.ui.workloadEditor.removeParameter");
        remove.addListener(SWT.Selection, event -> {
            ParameterMarker marker = selectedMarker();
            if (marker != null) {
                editing.removeParameter(marker);
            }
        });
        markers = new TableViewer(tableHolder, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        WidgetIds.set(markers.getTable(), TABLE_ID);
        markers.getTable().setHeaderVisible(true);
        markers.getTable().setLinesVisible(true);
        markers.setContentProvider(ArrayContentProvider.getInstance());
        column(layout, "#", 4, m -> String.valueOf(indexOf(m) + 1));
        column(layout, "Name", 10, m -> m.getName() == null ? "" : m.getName());
        column(layout, "Type", 10, m -> m.getType().getLiteral());
        column(layout, "Source", 30, ParameterPane::describe);

        form = new Composite(control, SWT.NONE);
        form.setLayout(new GridLayout(2, false));
        Composite markerRow = new Composite(form, SWT.NONE); // label and type in one row: the source's fields need the height
        markerRow.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        GridLayout markerLayout = new GridLayout(4, false);
        markerLayout.marginWidth = 0;
        markerLayout.marginHeight = 0;
        markerRow.setLayout(markerLayout);
        new Label(markerRow, SWT.NONE).setText("Label:");
        name = new Text(markerRow, SWT.BORDER);
        name.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        name.setToolTipText("An optional label of the marker");
        WidgetIds.set(name, NAME_ID);
        Runnable commitName = () -> {
            ParameterMarker marker = selectedMarker();
            String text = name.getText().strip();
            if (marker != null && !text.equals(marker.getName() == null ? "" : marker.getName())) {
                editing.setFeature(marker, XwbPackage.Literals.PARAMETER_MARKER__NAME, text.isEmpty() ? null : text);
            }
        };
        name.addListener(SWT.DefaultSelection, event -> commitName.run());
        name.addListener(SWT.FocusOut, event -> commitName.run());
        new Label(markerRow, SWT.NONE).setText("Bound as:");
        type = new Combo(markerRow, SWT.READ_ONLY);
        type.setItems(ParameterType.VALUES.stream().map(ParameterType::getLiteral).toArray(String[]::new));
        type.setToolTipText("The JDBC type the value is bound as");
        WidgetIds.set(type, TYPE_ID);
        type.addListener(SWT.Selection, event -> {
            ParameterMarker marker = selectedMarker();
            ParameterType chosen = ParameterType.get(type.getText());
            if (marker != null && chosen != null && marker.getType() != chosen) {
                editing.setFeature(marker, XwbPackage.Literals.PARAMETER_MARKER__TYPE, chosen);
            }
        });
        new Label(form, SWT.NONE).setText("Values from:");
        kind = new Combo(form, SWT.READ_ONLY);
        kind.setItems(KINDS.keySet().toArray(String[]::new));
        kind.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(kind, KIND_ID);
        fields = new Composite(form, SWT.NONE);
        fields.setLayout(new GridLayout(2, false));
        fields.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        new Label(form, SWT.NONE).setText("Ten sample values (workload seed):");
        new Label(form, SWT.NONE);
        sample = new Text(form, SWT.MULTI | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL | SWT.WRAP);
        sample.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        WidgetIds.set(sample, PREVIEW_ID);
        control.setWeights(45, 55);

        markers.addSelectionChangedListener(event -> showSource(selectedMarker()));
        kind.addListener(SWT.Selection, event -> {
            ParameterMarker marker = selectedMarker();
            EClass chosen = KINDS.get(kind.getText());
            if (marker != null && chosen != null && (marker.getSource() == null || marker.getSource().eClass() != chosen)) {
                editing.setSource(marker, (ValueSource) EcoreUtil.create(chosen));
            }
        });
    }

    public Control control() {
        return control;
    }

    public void show(Transaction selected) {
        ParameterMarker before = selectedMarker();
        transaction = selected;
        markers.setInput(selected == null ? List.of() : selected.getParameters());
        if (selected != null && before != null && selected.getParameters().contains(before)) {
            markers.setSelection(new org.eclipse.jface.viewers.StructuredSelection(before));
        } else if (selected != null && !selected.getParameters().isEmpty()) {
            markers.getTable().select(0);
        }
        showSource(selectedMarker());
    }

    /** Selects a parameter of the shown transaction and shows its source. */
    public void select(ParameterMarker marker) {
        if (transaction != null && transaction.getParameters().contains(marker)) {
            markers.setSelection(new org.eclipse.jface.viewers.StructuredSelection(marker), true); // shows its source
        }
    }

    private ParameterMarker selectedMarker() {
        if (transaction == null || markers.getTable().getSelectionIndex() < 0) {
            return null;
        }
        int index = markers.getTable().getSelectionIndex();
        return index < transaction.getParameters().size() ? transaction.getParameters().get(index) : null;
    }

    private void showSource(ParameterMarker marker) {
        ValueSource source = marker == null ? null : marker.getSource();
        if (source != null && source == shownSource && typingIn(fields)) {
            // a change elsewhere (e.g. a statement's idle commit) while the user types in a field of
            // this source: rebuilding would dispose the field and lose what was typed
            return;
        }
        shownSource = source;
        for (Control child : fields.getChildren()) {
            child.dispose();
        }
        name.setEnabled(marker != null);
        type.setEnabled(marker != null);
        String markerName = marker == null || marker.getName() == null ? "" : marker.getName();
        if (!name.isFocusControl() && !name.getText().equals(markerName)) {
            name.setText(markerName);
        }
        if (marker != null) {
            type.setText(marker.getType().getLiteral());
        }
        kind.setEnabled(marker != null);
        kind.deselectAll();
        if (source != null) {
            KINDS.forEach((label, eClass) -> {
                if (eClass == source.eClass()) {
                    kind.setText(label);
                }
            });
            for (EStructuralFeature feature : source.eClass().getEAllStructuralFeatures()) {
                field(source, feature);
            }
        }
        fields.layout(true);
        form.layout(true);
        sample.setText(samples(marker));
    }

    private static boolean typingIn(Composite parent) {
        Control focus = parent.getDisplay().getFocusControl();
        for (Control c = focus; c != null; c = c.getParent()) {
            if (c == parent) {
                return true;
            }
        }
        return false;
    }

    private void field(ValueSource source, EStructuralFeature feature) {
        new Label(fields, SWT.NONE).setText(feature.getName() + ":");
        if (feature instanceof EReference reference && reference.getEReferenceType() == XwbPackage.eINSTANCE.getCollection()) {
            Combo combo = new Combo(fields, SWT.READ_ONLY);
            List<Collection> collections = editing.workload().getCollections();
            combo.setItems(collections.stream().map(Collection::getName).toArray(String[]::new));
            Object current = source.eGet(feature);
            if (current instanceof Collection collection) {
                combo.setText(collection.getName());
            }
            combo.addListener(SWT.Selection, event -> editing.setFeature(source, feature,
                    collections.get(combo.getSelectionIndex())));
            WidgetIds.set(combo, "org.xwb.ui.workloadEditor.source." + feature.getName());
            return;
        }
        Text text = new Text(fields, SWT.BORDER);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(text, "org.xwb.ui.workloadEditor.source." + feature.getName());
        EAttribute attribute = (EAttribute) feature;
        Object value = source.eGet(attribute);
        text.setText(value == null ? "" : EcoreUtil.convertToString(attribute.getEAttributeType(), value));
        Runnable commit = () -> {
            try {
                Object parsed = EcoreUtil.createFromString(attribute.getEAttributeType(), text.getText().strip());
                if (!java.util.Objects.equals(parsed, source.eGet(attribute))) {
                    editing.setFeature(source, attribute, parsed);
                }
                text.setToolTipText(null);
            } catch (RuntimeException bad) {
                text.setToolTipText("Not a valid " + attribute.getEAttributeType().getName() + ": " + text.getText());
            }
        };
        text.addListener(SWT.DefaultSelection, event -> commit.run());
        text.addListener(SWT.FocusOut, event -> commit.run());
    }

    private String samples(ParameterMarker marker) {
        if (marker == null || marker.getSource() == null) {
            return marker == null ? "" : "This marker has no value source yet.";
        }
        try {
            return String.join("\n", preview.sample(transaction, transaction.getParameters().indexOf(marker), 10));
        } catch (Exception e) {
            return "Cannot draw values: " + e.getMessage();
        }
    }

    private int indexOf(ParameterMarker marker) {
        return transaction == null ? -1 : transaction.getParameters().indexOf(marker);
    }

    public static String describe(ParameterMarker marker) {
        ValueSource source = marker.getSource();
        if (source == null) {
            return "(no source)";
        }
        StringBuilder text = new StringBuilder(source.eClass().getName().replace("Source", ""));
        for (EStructuralFeature feature : source.eClass().getEAllStructuralFeatures()) {
            Object value = source.eGet(feature);
            if (value instanceof Collection collection) {
                value = collection.getName();
            }
            text.append(' ').append(feature.getName()).append('=').append(value);
        }
        return text.toString();
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<ParameterMarker, String> text) {
        TableViewerColumn column = new TableViewerColumn(markers, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 30));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((ParameterMarker) element);
            }
        });
    }
}
