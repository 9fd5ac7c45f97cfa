package org.xwb.ui.editors.xml;

import java.util.List;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.jface.layout.TreeColumnLayout;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.EditorOpener;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.schema.ContentModel;
import org.xwb.xml.schema.SchemaModel;

import jakarta.annotation.PostConstruct;
import jakarta.inject.Inject;

/**
 * "Show schema of element": the content model of one global element as a tree of particles
 * (sequence, choice, all, elements, wildcards) with their cardinalities, and its attributes,
 * opened further as far as the reader wants (a recursive type is never expanded in advance).
 * Double-click goes to where a particle is declared.
 */
public class ContentModelPart {

    public static final String PART_ID = "org.xwb.ui.schema.part.contentModel";
    public static final String TREE_ID = "org.xwb.ui.contentModel.tree";
    public static final String TITLE_ID = "org.xwb.ui.contentModel.title";

    @Inject
    private EditorOpener editors;

    private Label title;
    private TreeViewer tree;
    private SchemaModel model;
    private String element;

    /** Brings the view to the front showing {@code element} of {@code model}. */
    static void show(EPartService parts, SchemaModel model, String element) {
        MPart part = parts.showPart(PART_ID, PartState.ACTIVATE);
        if (part != null && part.getObject() instanceof ContentModelPart view) {
            view.show(model, element);
        }
    }

    /** The schema was read again: the view shows the same element of the new model. */
    static void refresh(EPartService parts, SchemaModel model) {
        MPart part = parts.findPart(PART_ID);
        if (part != null && part.getObject() instanceof ContentModelPart view && view.model != null
                && view.model.file().equals(model.file())) {
            view.show(model, view.element);
        }
    }

    @PostConstruct
    void createControls(Composite parent) {
        GridLayout layout = new GridLayout(1, false);
        layout.marginHeight = 2; // the bottom stack is short: its height goes to the tree's rows
        layout.verticalSpacing = 2;
        parent.setLayout(layout);
        title = new Label(parent, SWT.NONE);
        title.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        title.setText("Choose Show Content Model on an element in a schema's outline.");
        WidgetIds.set(title, TITLE_ID);
        Composite holder = new Composite(parent, SWT.NONE);
        holder.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        TreeColumnLayout columns = new TreeColumnLayout();
        holder.setLayout(columns);
        tree = new TreeViewer(holder, SWT.SINGLE | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        tree.getTree().setHeaderVisible(true);
        WidgetIds.set(tree.getTree(), TREE_ID);
        tree.setContentProvider(new Content());
        column(columns, "Particle", 70, ContentModel.Node::label);
        column(columns, "Occurs", 15, ContentModel.Node::cardinality);
        column(columns, "Declared at", 15, node -> node.place() == null ? "" : node.place().toString());
        tree.addDoubleClickListener(event -> {
            if (tree.getStructuredSelection().getFirstElement() instanceof ContentModel.Node node && node.place() != null) {
                editors.open(Location.at(node.place().file(), node.place().line(), node.place().column()));
            }
        });
    }

    private void column(TreeColumnLayout layout, String name, int weight,
            java.util.function.Function<ContentModel.Node, String> text) {
        TreeViewerColumn column = new TreeViewerColumn(tree, SWT.NONE);
        column.getColumn().setText(name);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 60));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((ContentModel.Node) element);
            }
        });
    }

    void show(SchemaModel schema, String name) {
        model = schema;
        element = name;
        var content = schema.contentModel(name);
        if (content.isEmpty()) {
            title.setText("No global element " + name + " in " + schema.file().getFileName());
            tree.setInput(List.of());
            return;
        }
        title.setText("Content model of " + name + " (" + schema.file().getFileName() + ")");
        ContentModel.Node root = content.get().root();
        tree.setInput(List.of(root));
        tree.expandToLevel(3);
    }

    @Focus
    void setFocus() {
        tree.getControl().setFocus();
    }

    private static final class Content implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return ((List<?>) input).toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return ((ContentModel.Node) parent).children().toArray();
        }

        @Override
        public Object getParent(Object element) {
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return ((ContentModel.Node) element).hasChildren();
        }
    }
}
