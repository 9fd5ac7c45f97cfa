package org.xwb.ui;

import java.util.Map;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.core.env.ComponentVersions;
import org.xwb.targets.TargetKinds;

/**
 * About XWB: the versions of XWB, Java and every component a measurement depends on, with a
 * button that copies them for a bug report or a benchmark note.
 */
public class AboutDialog extends TitledDialog {

    public static final String TITLE = "About XWB";
    public static final String VERSIONS_TABLE_ID = "org.xwb.ui.about.versions";
    private static final int COPY_ID = IDialogConstants.CLIENT_ID + 1;

    private final Map<String, String> versions = ComponentVersions.report(TargetKinds.components());

    public AboutDialog(Shell parent) {
        super(parent, TITLE);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        area.setLayout(new GridLayout(1, false));
        Label title = new Label(area, SWT.NONE);
        title.setText("XWB - XML Workload Workbench " + versions.getOrDefault("XWB", ""));
        title.setFont(org.eclipse.jface.resource.JFaceResources.getBannerFont());
        Table table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION);
        WidgetIds.set(table, VERSIONS_TABLE_ID);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        new TableColumn(table, SWT.NONE).setText("Component");
        new TableColumn(table, SWT.NONE).setText("Version");
        versions.forEach((component, version) -> {
            TableItem item = new TableItem(table, SWT.NONE);
            item.setText(new String[] { component, version });
        });
        for (TableColumn column : table.getColumns()) {
            column.pack();
        }
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = table.getItemHeight() * (versions.size() + 1) + table.getHeaderHeight();
        table.setLayoutData(data);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, COPY_ID, "&Copy", false);
        createButton(parent, IDialogConstants.OK_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == COPY_ID) {
            StringBuilder text = new StringBuilder();
            versions.forEach((component, version) -> text.append(component).append(": ").append(version).append('\n'));
            Clipboard clipboard = new Clipboard(getShell().getDisplay());
            try {
                clipboard.setContents(new Object[] { text.toString() }, new Transfer[] { TextTransfer.getInstance() });
            } finally {
                clipboard.dispose();
            }
            return;
        }
        super.buttonPressed(buttonId);
    }

    /** The versions shown, for tests and for copying. */
    public Map<String, String> versions() {
        return versions;
    }
}
