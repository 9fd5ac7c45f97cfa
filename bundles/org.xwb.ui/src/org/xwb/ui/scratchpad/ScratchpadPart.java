package org.xwb.ui.scratchpad;

import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.TextViewer;
import org.eclipse.jface.text.TextViewerUndoManager;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.Executable;
import org.xwb.ui.editors.UndoRedoTarget;
import org.xwb.ui.editors.xml.ActiveXmlDocument;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.xml.query.QueryEvaluator;
import org.xwb.xml.query.QueryEvaluator.Language;
import org.xwb.xml.query.QueryEvaluator.QueryException;
import org.xwb.xml.query.QueryEvaluator.Result;
import org.xwb.xml.validate.DocumentHead;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The XPath/XQuery scratchpad: an expression (XPath 3.1 or XQuery 3.1) evaluated by Saxon-HE
 * against the XML document last active in an editor (its text as shown, unsaved edits included),
 * with the document's prefixes in scope and its default namespace as the default element
 * namespace; results with their types, the count and the time; an error marked at its place in
 * the expression. Two buttons turn the XPath into what XWB's statements need and copy it: the
 * PostgreSQL xpath() call and the DB2 XMLEXISTS predicate with the XMLPATTERN of an index.
 */
public class ScratchpadPart implements Executable, UndoRedoTarget {

    public static final String EXPRESSION_ID = "org.xwb.ui.scratchpad.expression";
    public static final String LANGUAGE_ID = "org.xwb.ui.scratchpad.language";
    public static final String EVALUATE_ID = "org.xwb.ui.scratchpad.evaluate";
    public static final String POSTGRES_ID = "org.xwb.ui.scratchpad.postgres";
    public static final String DB2_ID = "org.xwb.ui.scratchpad.db2";
    public static final String STATUS_ID = "org.xwb.ui.scratchpad.status";
    public static final String RESULTS_ID = "org.xwb.ui.scratchpad.results";
    public static final String FORM_ID = "org.xwb.ui.scratchpad.form";
    private static final int LIMIT = 1000;
    private static final int UNDO_LEVELS = 100;
    /** Documents larger than this evaluate as a job that shows in the status line. */
    private static final int QUIET_LIMIT = 1 << 20;

    @Inject
    private ActiveXmlDocument active;
    @Inject
    private ProblemsLog problems;

    private final QueryEvaluator evaluator = new QueryEvaluator();
    private Combo language;
    private StyledText expression;
    private TextViewerUndoManager undo;
    private Label status;
    private Text form;
    private TableViewer results;
    private Clipboard clipboard;
    /** The last parsed document and what it was parsed from: evaluating again reuses it. */
    private Cached parsed;

    private record Cached(Path file, String text, QueryEvaluator.Parsed document) {
    }

    @PostConstruct
    void createControls(Composite part) {
        clipboard = new Clipboard(part.getDisplay());
        part.setLayout(new FillLayout());
        // the expression and its commands on the left, the results on the right at the part's whole
        // height: the bottom stack is short, and under the expression the results got an invisible strip
        SashForm sides = new SashForm(part, SWT.HORIZONTAL);
        Composite parent = new Composite(sides, SWT.NONE);
        GridLayout leftSide = new GridLayout(1, false);
        leftSide.marginHeight = 2;
        parent.setLayout(leftSide);
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        RowLayout buttons = new RowLayout(); // the buttons wrap in a narrow pane instead of going out of sight
        buttons.center = true;
        buttons.marginLeft = buttons.marginTop = buttons.marginBottom = 0;
        bar.setLayout(buttons);
        language = new Combo(bar, SWT.READ_ONLY);
        for (Language each : Language.values()) {
            language.add(each.label());
        }
        language.select(0);
        WidgetIds.set(language, LANGUAGE_ID);
        button(bar, "Evaluate", "Evaluate against the active XML document (Ctrl+Enter)", EVALUATE_ID, this::evaluate);
        button(bar, "Copy as PostgreSQL xpath()", "xpath('...', doc, ARRAY[ARRAY[prefix, uri]]) to the clipboard",
                POSTGRES_ID, () -> copy(true));
        button(bar, "Copy as DB2 XMLEXISTS/XMLPATTERN",
                "XMLEXISTS('declare namespace ...; $d/...' PASSING doc AS \"d\") and the XMLPATTERN of an index, to the clipboard",
                DB2_ID, () -> copy(false));
        // the status (count and time, or where the expression is wrong) gets a line of its own
        status = new Label(parent, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(status, STATUS_ID);

        TextViewer expressionViewer = new TextViewer(parent, SWT.MULTI | SWT.BORDER | SWT.V_SCROLL | SWT.WRAP);
        expressionViewer.setDocument(new Document());
        undo = new TextViewerUndoManager(UNDO_LEVELS);
        undo.connect(expressionViewer);
        expression = expressionViewer.getTextWidget();
        expression.setFont(JFaceResources.getTextFont());
        GridData expressionData = new GridData(SWT.FILL, SWT.FILL, true, false);
        expressionData.heightHint = 2 * expression.getLineHeight() + 6;
        expression.setLayoutData(expressionData);
        expression.setText("/FIXML/Order/@ID");
        WidgetIds.set(expression, EXPRESSION_ID);
        expression.addModifyListener(event -> expression.setStyleRanges(new StyleRange[0]));

        form = new Text(parent, SWT.READ_ONLY | SWT.MULTI | SWT.WRAP | SWT.BORDER);
        form.setFont(JFaceResources.getTextFont());
        form.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        form.setMessage("The SQL/XML form copied last appears here");
        WidgetIds.set(form, FORM_ID);

        Composite holder = new Composite(sides, SWT.NONE);
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        results = new TableViewer(holder, SWT.FULL_SELECTION | SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        results.getTable().setHeaderVisible(true);
        results.getTable().setLinesVisible(true);
        WidgetIds.set(results.getTable(), RESULTS_ID);
        results.setContentProvider(ArrayContentProvider.getInstance());
        column(layout, "#", 5, row -> Integer.toString(row.index()));
        column(layout, "Type", 20, row -> row.item().type());
        column(layout, "Value", 75, row -> row.item().value().replace('\n', ' '));
        ((GridData) expression.getLayoutData()).grabExcessVerticalSpace = true; // the left side's spare height
        sides.setWeights(50, 50);
    }

    /** One result row. */
    private record Row(int index, QueryEvaluator.Item item) {
    }

    private void column(TableColumnLayout layout, String title, int weight, java.util.function.Function<Row, String> text) {
        TableViewerColumn column = new TableViewerColumn(results, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 30));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Row) element);
            }
        });
    }

    private static void button(Composite parent, String label, String tip, String id, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(label);
        button.setToolTipText(tip);
        WidgetIds.set(button, id);
        button.addListener(SWT.Selection, event -> action.run());
    }

    /** Evaluates the expression against the active document, off the UI thread. */
    @Override
    public boolean canExecute() {
        return expression != null && !expression.isDisposed();
    }

    /** Ctrl+Enter (Statement > Execute's key) evaluates. */
    @Override
    public void execute() {
        evaluate();
    }

    @Override
    public boolean canUndo() {
        return undo != null && undo.undoable();
    }

    @Override
    public void undo() {
        undo.undo();
    }

    @Override
    public boolean canRedo() {
        return undo != null && undo.redoable();
    }

    @Override
    public void redo() {
        undo.redo();
    }

    void evaluate() {
        XmlEditorPart editor = active.editor();
        if (editor == null) {
            status.setText("Open an XML document in an editor first: the scratchpad evaluates against it");
            return;
        }
        Path file = editor.file();
        String text = editor.text();
        byte[] bytes = editor.documentBytes();
        if (bytes == null) {
            status.setText(file.getFileName() + " cannot be read as XML in its encoding");
            return;
        }
        Language chosen = Language.values()[language.getSelectionIndex()];
        String query = expression.getText();
        Map<String, String> scope = scope(bytes);
        Display display = expression.getDisplay();
        status.setText("Evaluating against " + file.getFileName() + "...");
        Cached known = parsed;
        ReportingJob job = new ReportingJob("Evaluate " + chosen.label() + " against " + file.getFileName(), problems) {
            @Override
            protected void work(IProgressMonitor monitor) {
                Object outcome;
                try {
                    QueryEvaluator.Parsed document;
                    Cached now = known;
                    if (known != null && known.file().equals(file) && known.text().equals(text)) {
                        document = known.document();
                    } else {
                        document = evaluator.parse(bytes, file.toUri().toString());
                        now = new Cached(file, text, document);
                    }
                    Cached reuse = now;
                    synchronized (evaluator) {
                        outcome = evaluator.evaluate(chosen, query, document, scope, LIMIT);
                    }
                    display.asyncExec(() -> parsed = reuse);
                } catch (QueryException e) {
                    outcome = e;
                }
                Object shown = outcome;
                display.asyncExec(() -> show(file, query, shown));
            }
        };
        job.setSystem(bytes.length <= QUIET_LIMIT);
        job.schedule();
    }

    private void show(Path file, String query, Object outcome) {
        if (expression.isDisposed() || !query.equals(expression.getText())) {
            return;
        }
        if (outcome instanceof Result result) {
            List<Row> rows = new java.util.ArrayList<>();
            for (int i = 0; i < result.items().size(); i++) {
                rows.add(new Row(i + 1, result.items().get(i)));
            }
            results.setInput(rows);
            status.setText(String.format(Locale.ROOT, "%,d item%s in %.1f ms against %s%s", result.count(),
                    result.count() == 1 ? "" : "s", result.nanos() / 1e6, file.getFileName(),
                    result.count() > result.items().size() ? " (first " + result.items().size() + " shown)" : ""));
        } else if (outcome instanceof QueryException error) {
            results.setInput(List.of());
            status.setText((error.line() > 0 ? "line " + error.line() + ", column " + error.column() + ": " : "")
                    + error.getMessage());
            markError(error.line(), error.column());
        }
        status.getParent().layout();
    }

    /** Squiggles the expression where the error is and puts the caret there. */
    private void markError(int line, int column) {
        if (line <= 0 || line > expression.getLineCount()) {
            return;
        }
        int lineStart = expression.getOffsetAtLine(line - 1);
        int lineEnd = line < expression.getLineCount() ? expression.getOffsetAtLine(line) - 1 : expression.getCharCount();
        int offset = Math.max(lineStart, Math.min(lineStart + Math.max(0, column - 1), lineEnd));
        int start = Math.max(lineStart, Math.min(offset, lineEnd - 1));
        StyleRange range = new StyleRange();
        range.start = start;
        range.length = Math.max(1, Math.min(lineEnd, expression.getCharCount()) - start);
        range.underline = true;
        range.underlineStyle = SWT.UNDERLINE_SQUIGGLE;
        range.underlineColor = expression.getDisplay().getSystemColor(SWT.COLOR_RED);
        if (range.start + range.length <= expression.getCharCount()) {
            expression.setStyleRange(range);
        }
        expression.setCaretOffset(offset);
    }

    /** The document's prefixes, a prefix for its default namespace (the SQL/XML forms use it too), and the default. */
    private static Map<String, String> scope(byte[] bytes) {
        Map<String, String> prefixes = DocumentHead.read(new ByteArrayInputStream(bytes)).prefixes();
        return new StatementForms(prefixes).inScope(prefixes.get(""));
    }

    private void copy(boolean postgres) {
        XmlEditorPart editor = active.editor();
        Map<String, String> prefixes = editor == null || editor.documentBytes() == null ? Map.of()
                : DocumentHead.read(new ByteArrayInputStream(editor.documentBytes())).prefixes();
        StatementForms forms = new StatementForms(prefixes);
        String text = postgres ? forms.postgres(expression.getText()) : forms.db2(expression.getText());
        clipboard.setContents(new Object[] { text }, new Transfer[] { TextTransfer.getInstance() });
        form.setText(text);
        form.getParent().layout();
        status.setText((postgres ? "PostgreSQL" : "DB2") + " form copied to the clipboard"
                + (postgres ? " (PostgreSQL evaluates XPath 1.0)" : ""));
        status.getParent().layout();
    }

    @Focus
    void setFocus() {
        expression.setFocus();
    }

    @PreDestroy
    void dispose() {
        if (clipboard != null) {
            clipboard.dispose();
        }
    }
}
