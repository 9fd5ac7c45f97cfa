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
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * The workspace navigator: the workspace's folders (workloads, schemas, documents, statements,
 * runs) and their files, read from disk on demand so large run folders cost nothing until opened.
 */
public class NavigatorPart {

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

    private TreeViewer viewer;

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
