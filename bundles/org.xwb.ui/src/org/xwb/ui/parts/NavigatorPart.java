package org.xwb.ui.parts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.services.EMenuService;
import org.eclipse.e4.ui.workbench.modeling.ESelectionService;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DragSourceAdapter;
import org.eclipse.swt.dnd.DragSourceEvent;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.editors.UndoRedoTarget;
import org.xwb.ui.navigator.FileOperations;
import org.xwb.ui.navigator.NavigatorDrop;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The workspace navigator: the workspace's folders (workloads, schemas, documents, statements,
 * runs) and their files, read from disk on demand so large run folders cost nothing until opened.
 */
public class NavigatorPart implements UndoRedoTarget {

    public static final String TREE_ID = "org.xwb.ui.navigator.tree";
    /** The context menu (Application.e4xmi); commands find the selected files as a List of Path. */
    public static final String POPUP_MENU_ID = "org.xwb.ui.popupmenu.navigator";

    @Inject
    private Workspace workspace;
    @Inject
    private ProblemsLog problems;
    @Inject
    private EditorOpener editors;
    @Inject
    private ESelectionService selection;
    @Inject
    private FileOperations files;

    private TreeViewer viewer;
    private NavigatorDrop drop;

    @PostConstruct
    void createControls(Composite parent, EMenuService menus) {
        viewer = new TreeViewer(parent, SWT.MULTI | SWT.V_SCROLL | SWT.H_SCROLL);
        WidgetIds.set(viewer.getTree(), TREE_ID);
        viewer.setContentProvider(new FolderContentProvider());
        viewer.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Path) element).getFileName().toString();
            }
        });
        viewer.setInput(workspace);
        viewer.addSelectionChangedListener(event -> selection.setSelection(
                viewer.getStructuredSelection().toList().stream().filter(Path.class::isInstance).toList()));
        menus.registerContextMenu(viewer.getControl(), POPUP_MENU_ID);
        drop = new NavigatorDrop(files, problems, workspace.root(), this::refresh);
        viewer.addDragSupport(DND.DROP_MOVE | DND.DROP_COPY, new Transfer[] { NavigatorDrop.transfer() },
                new DragSourceAdapter() {
                    @Override
                    public void dragSetData(DragSourceEvent event) {
                        event.data = viewer.getStructuredSelection().toList().stream().filter(Path.class::isInstance)
                                .map(Object::toString).toArray(String[]::new);
                    }
                });
        viewer.addDropSupport(DND.DROP_MOVE | DND.DROP_COPY | DND.DROP_DEFAULT,
                new Transfer[] { NavigatorDrop.transfer() }, drop);
        viewer.addDoubleClickListener(event -> {
            Object selected = viewer.getStructuredSelection().getFirstElement();
            if (selected instanceof Path path) {
                if (Files.isDirectory(path)) {
                    viewer.setExpandedState(path, !viewer.getExpandedState(path));
                } else {
                    editors.open(path);
                }
            }
        });
    }

    /** Files dropped on the navigator (the tree's drop support calls it; tests may too). */
    public NavigatorDrop drop() {
        return drop;
    }

    /** Selects a file or folder, expanding its parents, and shows it. */
    public void reveal(Path path) {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            refresh();
            viewer.setSelection(new StructuredSelection(path), true);
        }
    }

    @Override
    public boolean canUndo() {
        return files.canUndo();
    }

    /** Undoes the last rename, delete, paste or move of the navigator. */
    @Override
    public void undo() {
        try {
            List<Path> restored = files.undo();
            problems.status("Undone: restored " + String.join(", ", restored.stream().map(p -> workspace.root().relativize(p)
                    .toString()).toList()));
        } catch (IOException e) {
            problems.error("Cannot undo: " + e.getMessage(), workspace.root());
        }
        refresh();
    }

    @Override
    public boolean canRedo() {
        return files.canRedo();
    }

    @Override
    public void redo() {
        try {
            files.redo();
        } catch (IOException e) {
            problems.error("Cannot redo: " + e.getMessage(), workspace.root());
        }
        refresh();
    }

    /** A run ended: its folder under runs/ shows without F5. */
    @Inject
    @org.eclipse.e4.core.di.annotations.Optional
    void runFinished(@org.eclipse.e4.ui.di.UIEventTopic(org.xwb.ui.run.RunEvents.FINISHED) Path folder) {
        refresh();
    }

    /** Re-reads the workspace from disk, keeping expanded folders expanded. */
    public void refresh() {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            Object[] expanded = viewer.getExpandedElements();
            viewer.refresh();
            viewer.setExpandedElements(expanded);
        }
    }

    @Focus
    void setFocus() {
        viewer.getControl().setFocus();
    }

    private final class FolderContentProvider implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return ((Workspace) input).folders().toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return list((Path) parent).toArray();
        }

        @Override
        public Object getParent(Object element) {
            Path parent = ((Path) element).getParent();
            return parent == null || parent.equals(workspace.root()) ? null : parent;
        }

        @Override
        public boolean hasChildren(Object element) {
            Path path = (Path) element;
            if (!Files.isDirectory(path)) {
                return false;
            }
            try (Stream<Path> children = Files.list(path)) {
                return children.findAny().isPresent();
            } catch (IOException e) {
                return false;
            }
        }

        private List<Path> list(Path folder) {
            if (!Files.isDirectory(folder)) {
                return List.of();
            }
            try (Stream<Path> children = Files.list(folder)) {
                return children.filter(path -> !path.getFileName().toString().startsWith("."))
                        .sorted(Comparator.comparing((Path path) -> !Files.isDirectory(path))
                                .thenComparing(path -> path.getFileName().toString().toLowerCase()))
                        .toList();
            } catch (IOException e) {
                problems.error("Cannot list " + folder + ": " + e.getMessage(), folder);
                return List.of();
            }
        }
    }
}
