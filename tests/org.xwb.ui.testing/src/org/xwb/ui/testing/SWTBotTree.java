package org.xwb.ui.testing;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

public class SWTBotTree extends AbstractSWTBot<Tree> {

    public SWTBotTree(Tree tree) {
        super(tree);
    }

    /** An item of the tree's context menu, for the tree's current selection. */
    public SWTBotMenu contextMenu(String... path) {
        return new SWTBot().contextMenu(widget, path);
    }

    /** The texts of the top-level items. */
    public List<String> items() {
        return UIThread.syncExec(() -> texts(widget.getItems()));
    }

    /**
     * Expands the nodes along {@code path} (JFace viewers create children on the Expand event)
     * and returns the last one.
     */
    public SWTBotTreeItem expandNode(String... path) {
        TreeItem item = null;
        for (int depth = 0; depth < path.length; depth++) {
            String name = path[depth];
            TreeItem parent = item;
            SWTBot bot = new SWTBot();
            item = bot.waitFor("tree node " + String.join(" > ", java.util.Arrays.copyOf(path, depth + 1)), () -> {
                TreeItem[] children = parent == null ? widget.getItems() : parent.getItems();
                for (TreeItem child : children) {
                    if (name.equals(child.getText())) {
                        return child;
                    }
                }
                return null;
            });
            new SWTBotTreeItem(item).expand();
        }
        return new SWTBotTreeItem(item);
    }

    /** Selects the node at {@code path}, expanding its parents. */
    public SWTBotTreeItem select(String... path) {
        SWTBotTreeItem item = path.length == 1 ? node(path[0]) : expandNode(path);
        return item.select();
    }

    public SWTBotTreeItem node(String name) {
        TreeItem item = new SWTBot().waitFor("tree node " + name, () -> {
            for (TreeItem child : widget.getItems()) {
                if (name.equals(child.getText())) {
                    return child;
                }
            }
            return null;
        });
        return new SWTBotTreeItem(item);
    }

    static List<String> texts(TreeItem[] items) {
        List<String> texts = new ArrayList<>();
        for (TreeItem item : items) {
            texts.add(item.getText());
        }
        return texts;
    }

    /** One node of the tree. */
    public static class SWTBotTreeItem extends AbstractSWTBot<TreeItem> {

        public SWTBotTreeItem(TreeItem item) {
            super(item);
        }

        public String getText() {
            return UIThread.syncExec(() -> widget.getText());
        }

        public SWTBotTreeItem expand() {
            Event event = new Event();
            event.item = widget;
            Tree tree = UIThread.syncExec(widget::getParent);
            new SWTBotTree(tree).fire(SWT.Expand, event);
            UIThread.syncRun(() -> widget.setExpanded(true));
            return this;
        }

        public List<String> children() {
            return UIThread.syncExec(() -> texts(widget.getItems()));
        }

        public SWTBotTreeItem select() {
            Tree tree = UIThread.syncExec(widget::getParent);
            UIThread.syncRun(() -> tree.setSelection(widget));
            Event event = new Event();
            event.item = widget;
            new SWTBotTree(tree).fire(SWT.Selection, event);
            return this;
        }

        /** As a real double-click: the tree takes the focus (its part becomes active), selects, opens. */
        public SWTBotTreeItem doubleClick() {
            Tree tree = UIThread.syncExec(widget::getParent);
            new SWTBotTree(tree).setFocus();
            select();
            Event event = new Event();
            event.item = widget;
            new SWTBotTree(tree).fire(SWT.DefaultSelection, event);
            return this;
        }
    }

    void fire(int type, Event event) {
        notify(type, event);
    }
}
