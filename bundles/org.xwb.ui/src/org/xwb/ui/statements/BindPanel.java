package org.xwb.ui.statements;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.EditingSupport;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.xwb.core.values.TransactionDraws;
import org.xwb.core.values.ValueSourceException;
import org.xwb.kit.InsertDocuments;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.workload.ParameterPane;
import org.xwb.xml.TpoxKit;

/**
 * The statement's markers and the values they are bound to. For a workload's statement the values
 * are drawn by the transaction's value sources from the workload's seed (what a run binds),
 * "Draw again" draws the next ones, and a typed value replaces a drawn one; for a statement file
 * the user types values and may choose each marker's type (untyped text lets PostgreSQL infer it).
 * What was drawn and typed is remembered per statement ({@link StatementMemory}).
 */
public final class BindPanel {

    public static final String TABLE_ID = "org.xwb.ui.statementEditor.bind";
    public static final String DRAW_AGAIN_ID = "org.xwb.ui.statementEditor.drawAgain";
    static final String UNTYPED = "untyped";

    /** One marker's row. */
    private static final class Row {
        final int position;
        ParameterType type;
        String source;
        Object value;
        boolean typed;

        Row(int position, ParameterType type, String source, Object value) {
            this.position = position;
            this.type = type;
            this.source = source;
            this.value = value;
        }
    }

    private final Composite control;
    private final TableViewer table;
    private final Button drawAgain;
    private final Label note;
    private final List<Row> rows = new ArrayList<>();
    private Transaction transaction;
    private List<String> shownMarkers = List.of();
    private Path workloadFolder;
    private long seed;
    private StatementMemory.Entry memory = StatementMemory.Entry.EMPTY;
    private Consumer<StatementMemory.Entry> remember = entry -> {
    };

    BindPanel(Composite parent) {
        control = new Composite(parent, SWT.NONE);
        control.setLayout(new GridLayout(2, false));
        Label title = new Label(control, SWT.NONE);
        title.setText("Parameters");
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        drawAgain = new Button(control, SWT.PUSH);
        drawAgain.setText("Draw again");
        drawAgain.setToolTipText("Draw the next values from the transaction's value sources");
        WidgetIds.set(drawAgain, DRAW_AGAIN_ID);
        drawAgain.addListener(SWT.Selection, event -> drawAgain());
        table = new TableViewer(control, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.getTable().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        WidgetIds.set(table.getTable(), TABLE_ID);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column("#", 28, row -> String.valueOf(row.position), null);
        column("Type", 80, row -> row.type == null ? UNTYPED : row.type.getLiteral(), new TypeEditing());
        column("Source", 150, row -> row.source, null);
        column("Value", 220, row -> TransactionDraws.describe(row.value), new ValueEditing());
        note = new Label(control, SWT.WRAP);
        note.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
    }

    Control control() {
        return control;
    }

    /** The markers of a workload's statement, with values drawn from the transaction's sources. */
    void showWorkload(Transaction shown, int needed, Path folder, long workloadSeed, StatementMemory.Entry entry,
            Consumer<StatementMemory.Entry> onChange) {
        transaction = shown;
        shownMarkers = markersOf(shown);
        workloadFolder = folder;
        seed = workloadSeed;
        memory = entry;
        remember = onChange;
        rows.clear();
        List<ParameterMarker> markers = shown.getParameters();
        for (int i = 0; i < Math.max(needed, markers.size()); i++) {
            ParameterMarker marker = i < markers.size() ? markers.get(i) : null;
            rows.add(new Row(i + 1, marker == null ? null : marker.getType() == null ? ParameterType.VARCHAR : marker.getType(),
                    marker == null ? "(no parameter: add one in the workload editor)" : ParameterPane.describe(marker), null));
        }
        draw();
        drawAgain.setEnabled(!markers.isEmpty());
        refresh();
    }

    /** True when the panel shows this transaction's markers as they are now, {@code needed} of them at least. */
    boolean showsSame(Transaction shown, int needed) {
        return shown == transaction && shownMarkers.equals(markersOf(shown)) && rows.size() == Math.max(needed,
                shown.getParameters().size());
    }

    /** What a marker's row depends on: the marker, its type and its source as text. */
    private static List<String> markersOf(Transaction shown) {
        return shown.getParameters().stream().map(m -> System.identityHashCode(m) + " " + m.getType() + " "
                + ParameterPane.describe(m)).toList();
    }

    /** The markers of a statement file: typed values, each marker's type as chosen. */
    void showFile(int needed, StatementMemory.Entry entry, Consumer<StatementMemory.Entry> onChange) {
        transaction = null;
        memory = entry;
        remember = onChange;
        List<Row> previous = new ArrayList<>(rows);
        rows.clear();
        for (int i = 0; i < needed; i++) {
            int position = i + 1;
            String type = entry.types().get(position);
            Row row = new Row(position, type == null || type.equals(UNTYPED) ? null : ParameterType.get(type), "typed",
                    entry.values().get(position));
            if (row.value == null && i < previous.size()) {
                row.value = previous.get(i).value;
            }
            row.typed = true;
            rows.add(row);
        }
        drawAgain.setEnabled(false);
        note.setText(needed == 0 ? "No markers." : "Untyped text lets the server infer each marker's type.");
        refresh();
    }

    /** The values to bind, by parameter position. */
    Object[] values() {
        return rows.stream().map(row -> row.value).toArray();
    }

    /** The type of each parameter; null where the text goes untyped. */
    ParameterType[] types() {
        return rows.stream().map(row -> row.type).toArray(ParameterType[]::new);
    }

    int size() {
        return rows.size();
    }

    /** Draws the remembered number of times from the seed, so the values are those shown last time. */
    private void draw() {
        note.setText("");
        if (transaction == null || transaction.getParameters().isEmpty()) {
            return;
        }
        try (TransactionDraws draws = TransactionDraws.open(transaction, Integer.MAX_VALUE, workloadFolder, seed,
                InsertDocuments.previewOpener(TpoxKit.installed()))) {
            Object[] drawn = draws.next();
            for (int i = 0; i < memory.draws(); i++) {
                drawn = draws.next();
            }
            for (Row row : rows) {
                String typed = memory.values().get(row.position);
                row.typed = typed != null;
                row.value = typed != null ? typed : row.position - 1 < drawn.length ? drawn[row.position - 1] : null;
            }
            note.setText("Drawn with seed " + seed + (memory.draws() == 0 ? "" : ", draw " + (memory.draws() + 1))
                    + (memory.values().isEmpty() ? "" : "; typed values replace drawn ones"));
        } catch (ValueSourceException | java.io.UncheckedIOException e) {
            note.setText("Cannot draw values: " + e.getMessage());
        }
    }

    private void drawAgain() {
        memory = memory.drawnAgain();
        remember.accept(memory);
        draw();
        refresh();
    }

    private void refresh() {
        table.setInput(rows);
        control.layout(true, true);
    }

    private void column(String title, int width, java.util.function.Function<Row, String> text, EditingSupport editing) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Row) element);
            }
        });
        if (editing != null) {
            column.setEditingSupport(editing);
        }
    }

    /** A typed value replaces the drawn one (a run would bind it converted to the marker's type). */
    private final class ValueEditing extends EditingSupport {
        private final TextCellEditor editor = new TextCellEditor(table.getTable());

        ValueEditing() {
            super(table);
        }

        @Override
        protected CellEditor getCellEditor(Object element) {
            return editor;
        }

        @Override
        protected boolean canEdit(Object element) {
            return true;
        }

        @Override
        protected Object getValue(Object element) {
            Object value = ((Row) element).value;
            return value == null ? "" : TransactionDraws.describe(value);
        }

        @Override
        protected void setValue(Object element, Object value) {
            Row row = (Row) element;
            String text = String.valueOf(value);
            if (text.equals(getValue(element))) {
                return;
            }
            row.value = text;
            row.typed = true;
            memory = memory.withValue(row.position, text);
            remember.accept(memory);
            table.update(row, null);
        }
    }

    /** A statement file's marker type; a workload's markers have theirs in the workload. */
    private final class TypeEditing extends EditingSupport {
        private final String[] names;
        private final ComboBoxCellEditor editor;

        TypeEditing() {
            super(table);
            List<String> all = new ArrayList<>();
            all.add(UNTYPED);
            ParameterType.VALUES.forEach(type -> all.add(type.getLiteral()));
            names = all.toArray(String[]::new);
            editor = new ComboBoxCellEditor(table.getTable(), names, SWT.READ_ONLY);
        }

        @Override
        protected CellEditor getCellEditor(Object element) {
            return editor;
        }

        @Override
        protected boolean canEdit(Object element) {
            return transaction == null;
        }

        @Override
        protected Object getValue(Object element) {
            Row row = (Row) element;
            String name = row.type == null ? UNTYPED : row.type.getLiteral();
            return java.util.Arrays.asList(names).indexOf(name);
        }

        @Override
        protected void setValue(Object element, Object value) {
            int index = (Integer) value;
            if (index < 0) {
                return;
            }
            Row row = (Row) element;
            String name = names[index];
            row.type = name.equals(UNTYPED) ? null : ParameterType.get(name.toUpperCase(Locale.ROOT));
            memory = memory.withType(row.position, name);
            remember.accept(memory);
            table.update(row, null);
        }
    }
}
