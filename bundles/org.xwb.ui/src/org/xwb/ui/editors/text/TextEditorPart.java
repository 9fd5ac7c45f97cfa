package org.xwb.ui.editors.text;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.di.Persist;
import org.eclipse.e4.ui.model.application.ui.MDirtyable;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.CursorLinePainter;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentExtension4;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.IFindReplaceTarget;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.IUndoManager;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.source.CompositeRuler;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.LineNumberRulerColumn;
import org.eclipse.jface.text.source.SourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.xwb.model.io.AtomicFileReplace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.Revealing;
import org.xwb.ui.editors.UndoRedoTarget;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * The base of XWB's text editors: a JFace source viewer on a workspace file with line numbers,
 * problem marks in the ruler and under the text, the colouring and completion of a
 * {@link TextLanguage}, undo and redo through the Edit menu with the part's dirty state following
 * them (undo back to the saved text is clean again), Find/Replace, and a safe save (the file is
 * replaced only by the complete new text, in its own encoding, or left untouched with the reason
 * in Problems). A file changed on disk is reloaded when the editor holds no unsaved edits, else
 * the editor says that Save overwrites it. Files over {@link TextFile#EDIT_LIMIT} open read-only
 * without colouring, a binary file is refused; a notice above the text says so.
 * <p>
 * A subclass gives the language and may add a side panel, context menu entries and checks
 * ({@link #opened}, {@link #textChanged}, {@link #saved}, {@link #reloaded}).
 */
public abstract class TextEditorPart implements UndoRedoTarget, Revealing, Searchable {

    public static final String TEXT_ID = "org.xwb.ui.textEditor.text";
    public static final String NOTICE_ID = "org.xwb.ui.textEditor.notice";
    public static final String STATUS_ID = "org.xwb.ui.textEditor.status";
    private static final int DISK_CHECK_MS = 2000;
    private static final RGB CURRENT_LINE = new RGB(0xE8, 0xF2, 0xFE);
    private static final RGB NOTICE = new RGB(0xFF, 0xF4, 0xCC);

    @Inject
    protected ProblemsLog problems;
    @Inject
    private MDirtyable dirtyable;
    @Inject
    private MPart part;

    private Path file;
    private TextLanguage language;
    private EditorAnnotations annotations;
    private SourceViewer viewer;
    private Document document;
    private Charset charset = StandardCharsets.UTF_8;
    private boolean bom;
    private boolean editable;
    private FileStamp onDisk;
    private FileStamp warnedAbout;
    private long savedStamp;
    private Label notice;
    private Color noticeColor;
    private Label status;
    private Label position;
    private CursorLinePainter currentLine;
    private final IDocumentListener changes = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
            // only the change itself matters
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            updateDirty();
            textChanged();
        }
    };

    /** The language of this editor's files. */
    protected abstract TextLanguage createLanguage();

    @PostConstruct
    void createControls(Composite parent) {
        file = EditorOpener.fileOf(part);
        language = createLanguage();
        annotations = new EditorAnnotations(parent.getDisplay());
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        layout.verticalSpacing = 0;
        parent.setLayout(layout);
        notice = new Label(parent, SWT.WRAP);
        noticeColor = new Color(parent.getDisplay(), NOTICE);
        notice.setBackground(noticeColor);
        WidgetIds.set(notice, NOTICE_ID);
        showNotice(null);
        SashForm body = new SashForm(parent, SWT.HORIZONTAL);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        Composite textArea = new Composite(body, SWT.NONE);
        textArea.setLayout(new FillLayout());
        CompositeRuler ruler = new CompositeRuler();
        ruler.addDecorator(0, annotations.rulerColumn());
        LineNumberRulerColumn lineNumbers = new LineNumberRulerColumn();
        lineNumbers.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        ruler.addDecorator(1, lineNumbers);
        viewer = new SourceViewer(textArea, ruler, null, false, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
        viewer.getTextWidget().setFont(JFaceResources.getTextFont());
        WidgetIds.set(viewer.getTextWidget(), TEXT_ID);
        annotations.install(viewer);
        if (createSidePanel(body)) {
            body.setWeights(74, 26);
        }
        Composite statusLine = new Composite(parent, SWT.NONE);
        statusLine.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout statusLayout = new GridLayout(2, false);
        statusLayout.marginHeight = 2;
        statusLine.setLayout(statusLayout);
        status = new Label(statusLine, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        WidgetIds.set(status, STATUS_ID);
        position = new Label(statusLine, SWT.NONE);
        position.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        viewer.getTextWidget().addCaretListener(event -> showPosition());
        viewer.getTextWidget().addListener(SWT.KeyDown, event -> {
            if (event.character == ' ' && (event.stateMask & SWT.MOD1) != 0 && canDo(ISourceViewer.CONTENTASSIST_PROPOSALS)) {
                viewer.doOperation(ISourceViewer.CONTENTASSIST_PROPOSALS);
                event.doit = false;
            }
        });
        createContextMenu();
        load();
        pollDisk(parent.getDisplay());
    }

    /** Adds a panel beside the text (an outline); false when there is none. */
    protected boolean createSidePanel(Composite parent) {
        return false;
    }

    /** Entries of the text's context menu beyond editing (e.g. Open Declaration). */
    protected void fillContextMenu(IMenuManager menu) {
        // none by default
    }

    /** The file was read (first open, or reloaded); the text is in the viewer. */
    protected void opened() {
        // nothing by default
    }

    /** The user changed the text (UI thread, once per change). */
    protected void textChanged() {
        // nothing by default
    }

    /** The text was written to the file. */
    protected void saved() {
        // nothing by default
    }

    /** The text was read again because the file changed on disk. */
    protected void reloaded() {
        opened();
    }

    private void load() {
        TextFile.Content content;
        try {
            content = TextFile.read(file, language);
        } catch (IOException e) {
            problems.error("Cannot read " + file + ": " + e.getMessage(), file);
            content = new TextFile.Content("", StandardCharsets.UTF_8, "Cannot read " + file + ": " + e.getMessage(), false,
                    FileStamp.of(file));
        }
        charset = content.charset();
        bom = TextFile.hasUtf8Bom(file);
        editable = content.editable();
        onDisk = content.stamp();
        boolean coloured = editable || !content.binary() && content.text().length() <= TextFile.EDIT_LIMIT;
        viewer.configure(new LanguageConfiguration(language, coloured));
        document = new Document(content.text());
        IDocumentPartitioner partitioner = coloured ? language.createPartitioner() : null;
        if (partitioner != null) {
            partitioner.connect(document);
            document.setDocumentPartitioner(partitioner);
        }
        viewer.setDocument(document, annotations.model());
        viewer.setEditable(editable);
        document.addDocumentListener(changes);
        savedStamp = stamp();
        if (content.binary()) {
            problems.warning(content.problem(), file);
        }
        showNotice(content.problem() == null ? null
                : content.problem() + (content.binary() || coloured ? "." : "; colouring is off."));
        showPosition();
        opened();
    }

    @Persist
    void save() {
        if (!editable) {
            return;
        }
        try {
            byte[] bytes = TextFile.encode(document.get(), charset, bom);
            AtomicFileReplace.replace(file, bytes);
        } catch (IOException e) {
            // the file on disk is untouched: say why and keep the editor dirty
            problems.error("Not saved, " + file.getFileName() + " is unchanged: " + e.getMessage(), file);
            return;
        }
        onDisk = FileStamp.of(file);
        warnedAbout = null;
        savedStamp = stamp();
        updateDirty();
        showNotice(null);
        saved();
    }

    /**
     * Another writer replaced the file: without unsaved edits the editor shows the new text (caret
     * and scroll position kept); with them it keeps the user's text and says that Save overwrites.
     */
    public void reloadIfChangedOnDisk() {
        if (viewer == null || viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed()) {
            return;
        }
        FileStamp now = FileStamp.of(file);
        if (now.equals(onDisk)) {
            return;
        }
        if (isDirty() || !now.exists()) {
            if (!now.equals(warnedAbout)) {
                warnedAbout = now;
                String what = now.exists() ? "changed on disk" : "was deleted on disk";
                problems.warning(file.getFileName() + " " + what + " since this editor read it; Save writes the editor's text",
                        file);
                showNotice(file.getFileName() + " " + what + ". Save writes the editor's text over it.");
            }
            return;
        }
        int caret = viewer.getTextWidget().getCaretOffset();
        int top = viewer.getTopIndex();
        TextFile.Content content;
        try {
            content = TextFile.read(file, language);
        } catch (IOException e) {
            return; // being written: the next check reads it
        }
        if (!content.editable() && !editable) {
            onDisk = content.stamp();
            return;
        }
        document.removeDocumentListener(changes);
        document.set(content.text());
        document.addDocumentListener(changes);
        charset = content.charset();
        editable = content.editable();
        viewer.setEditable(editable);
        onDisk = content.stamp();
        resetUndo();
        savedStamp = stamp();
        updateDirty();
        viewer.getTextWidget().setCaretOffset(Math.min(caret, document.getLength()));
        viewer.setTopIndex(top);
        showNotice(content.problem());
        problems.info("Reloaded " + file.getFileName() + ": it changed on disk", file);
        reloaded();
    }

    private void pollDisk(Display display) {
        display.timerExec(DISK_CHECK_MS, () -> {
            if (viewer != null && !(viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed())) {
                if (viewer.getTextWidget().isVisible()) {
                    reloadIfChangedOnDisk();
                }
                pollDisk(display);
            }
        });
    }

    private long stamp() {
        return ((IDocumentExtension4) document).getModificationStamp();
    }

    private void updateDirty() {
        dirtyable.setDirty(stamp() != savedStamp);
    }

    public boolean isDirty() {
        return document != null && stamp() != savedStamp;
    }

    private void resetUndo() {
        IUndoManager undo = undoManager();
        if (undo != null) {
            undo.reset();
        }
    }

    private IUndoManager undoManager() {
        return viewer.getUndoManager();
    }

    // ---- what subclasses use ------------------------------------------------------------------

    protected Path file() {
        return file;
    }

    protected SourceViewer viewer() {
        return viewer;
    }

    protected IDocument document() {
        return document;
    }

    protected Charset charset() {
        return charset;
    }

    protected boolean editable() {
        return editable;
    }

    /** The text's bytes as they would be saved (for checks of unsaved text); null when it cannot be. */
    protected byte[] bytes() {
        try {
            return TextFile.encode(document.get(), charset, false);
        } catch (TextFile.Unencodable e) {
            return null;
        }
    }

    protected EditorAnnotations annotations() {
        return annotations;
    }

    /** Replaces the problems one check marked in the text. */
    protected void markProblems(String source, java.util.List<TextProblem> found) {
        if (viewer != null && !(viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed())) {
            annotations.showProblems(source, document, found);
        }
    }

    /** The editor's status line, under the text (what was checked and how). */
    protected void setStatus(String text) {
        if (!status.isDisposed()) {
            status.setText(text == null ? "" : text);
            status.getParent().layout();
        }
    }

    /** A notice above the text (read-only, changed on disk, ...), or none. */
    protected void showNotice(String text) {
        if (notice.isDisposed()) {
            return;
        }
        boolean show = text != null && !text.isEmpty();
        notice.setText(show ? " " + text : "");
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.exclude = !show;
        notice.setLayoutData(data);
        notice.setVisible(show);
        notice.getParent().layout(true);
    }

    /** The notice shown now ("" for none), for tests. */
    public String notice() {
        return notice.isVisible() ? notice.getText().strip() : "";
    }

    /** The status line's text, for tests. */
    public String statusText() {
        return status.isDisposed() ? "" : status.getText();
    }

    /** The text widget, for tests. */
    public StyledText textWidget() {
        return viewer.getTextWidget();
    }

    /** The problems marked in the text now, for tests: "error@line: message". */
    public java.util.List<String> markedProblems() {
        return annotations.describe(document);
    }

    private void showPosition() {
        if (position.isDisposed() || document == null) {
            return;
        }
        StyledText text = viewer.getTextWidget();
        int caret = viewer.widgetOffset2ModelOffset(text.getCaretOffset());
        try {
            int line = document.getLineOfOffset(Math.max(0, caret));
            int column = caret - document.getLineOffset(line) + 1;
            position.setText((editable ? "" : "Read-only  |  ") + charset.name() + "  |  " + (line + 1) + ":" + column);
        } catch (BadLocationException e) {
            position.setText(charset.name());
        }
        position.getParent().layout();
    }

    private void createContextMenu() {
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(manager -> {
            manager.add(operation("Undo", ITextOperationTarget.UNDO));
            manager.add(operation("Redo", ITextOperationTarget.REDO));
            manager.add(new Separator());
            manager.add(operation("Cut", ITextOperationTarget.CUT));
            manager.add(operation("Copy", ITextOperationTarget.COPY));
            manager.add(operation("Paste", ITextOperationTarget.PASTE));
            manager.add(operation("Select All", ITextOperationTarget.SELECT_ALL));
            manager.add(new Separator());
            fillContextMenu(manager);
        });
        Control text = viewer.getTextWidget();
        text.setMenu(menu.createContextMenu(text));
    }

    private Action operation(String label, int operation) {
        Action action = new Action(label) {
            @Override
            public void run() {
                viewer.doOperation(operation);
            }
        };
        action.setEnabled(canDo(operation));
        return action;
    }

    private boolean canDo(int operation) {
        return viewer != null && viewer.canDoOperation(operation);
    }

    // ---- Edit menu ----------------------------------------------------------------------------

    @Override
    public boolean canUndo() {
        return canDo(ITextOperationTarget.UNDO);
    }

    @Override
    public void undo() {
        viewer.doOperation(ITextOperationTarget.UNDO);
    }

    @Override
    public boolean canRedo() {
        return canDo(ITextOperationTarget.REDO);
    }

    @Override
    public void redo() {
        viewer.doOperation(ITextOperationTarget.REDO);
    }

    @Override
    public IFindReplaceTarget findReplaceTarget() {
        return viewer.getFindReplaceTarget();
    }

    @Override
    public void beginCompoundChange() {
        if (undoManager() != null) {
            undoManager().beginCompoundChange();
        }
    }

    @Override
    public void endCompoundChange() {
        if (undoManager() != null) {
            undoManager().endCompoundChange();
        }
    }

    // ---- going to a place ---------------------------------------------------------------------

    /** Puts the caret at the location's line and column and shows it, with the line highlighted. */
    @Override
    public void reveal(Location location) {
        if (location.line() > 0) {
            select(location.line(), location.column(), 0);
        }
    }

    /** Selects {@code length} characters from a 1-based line and column, and shows them. */
    public void select(int line, int column, int length) {
        try {
            int index = Math.min(line, document.getNumberOfLines()) - 1;
            String delimiter = document.getLineDelimiter(index);
            int lineLength = document.getLineLength(index) - (delimiter == null ? 0 : delimiter.length());
            int offset = document.getLineOffset(index) + Math.min(Math.max(0, column - 1), lineLength);
            if (currentLine == null) {
                currentLine = new CursorLinePainter(viewer);
                currentLine.setHighlightColor(new Color(viewer.getTextWidget().getDisplay(), CURRENT_LINE));
                viewer.addPainter(currentLine);
            }
            viewer.setSelectedRange(offset, Math.min(length, document.getLength() - offset));
            viewer.revealRange(offset, length);
            viewer.getTextWidget().setFocus();
        } catch (BadLocationException e) {
            // the text is shorter than the place: it changed; the editor stays where it is
        }
    }

    @Focus
    void setFocus() {
        reloadIfChangedOnDisk();
        if (viewer != null && !(viewer.getTextWidget() == null || viewer.getTextWidget().isDisposed())) {
            viewer.getTextWidget().setFocus();
        }
    }

    @PreDestroy
    void dispose() {
        closed();
        if (language != null) {
            language.dispose();
        }
        if (annotations != null) {
            annotations.dispose();
        }
        if (noticeColor != null) {
            noticeColor.dispose();
        }
    }

    /** The editor closes: a subclass withdraws what it published (Problems rows). */
    protected void closed() {
        // nothing by default
    }
}
