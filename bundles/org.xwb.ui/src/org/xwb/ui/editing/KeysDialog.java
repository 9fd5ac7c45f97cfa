package org.xwb.ui.editing;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.e4.ui.model.application.MApplication;
import org.eclipse.e4.ui.model.application.commands.MBindingTable;
import org.eclipse.e4.ui.model.application.commands.MKeyBinding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.jface.bindings.keys.ParseException;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.xwb.ui.TitledDialog;
import org.xwb.ui.WidgetIds;

/**
 * Help > Keys: XWB's key bindings as the application model declares them, one row per binding:
 * the command's name and the key in the platform's words (Ctrl+Enter), sorted by command.
 */
public class KeysDialog extends TitledDialog {

    public static final String TITLE = "Keys";
    public static final String TABLE_ID = "org.xwb.ui.keys.table";

    /** One binding as shown. */
    public record Row(String command, String key) {
    }

    private final List<Row> rows;

    public KeysDialog(Shell parent, MApplication application) {
        super(parent, TITLE);
        this.rows = rows(application);
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    /** XWB's bindings (commands with an org.xwb id), by command name then key. */
    public static List<Row> rows(MApplication application) {
        List<Row> rows = new ArrayList<>();
        for (MBindingTable table : application.getBindingTables()) {
            for (MKeyBinding binding : table.getBindings()) {
                if (binding.getCommand() == null || binding.getCommand().getElementId() == null
                        || !binding.getCommand().getElementId().startsWith("org.xwb.")) {
                    continue;
                }
                rows.add(new Row(binding.getCommand().getCommandName(), format(binding.getKeySequence())));
            }
        }
        rows.sort(Comparator.comparing(Row::command).thenComparing(Row::key));
        return List.copyOf(rows);
    }

    private static String format(String sequence) {
        try {
            return KeySequence.getInstance(sequence).format();
        } catch (ParseException e) {
            return sequence;
        }
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        Table table = new Table(area, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        WidgetIds.set(table, TABLE_ID);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = Math.min(rows.size(), 22) * table.getItemHeight() + table.getHeaderHeight() + 4;
        table.setLayoutData(data);
        TableColumn command = new TableColumn(table, SWT.NONE);
        command.setText("Command");
        TableColumn key = new TableColumn(table, SWT.NONE);
        key.setText("Key");
        for (Row row : rows) {
            new TableItem(table, SWT.NONE).setText(new String[] { row.command(), row.key() });
        }
        command.pack();
        key.pack();
        command.setWidth(Math.max(command.getWidth() + 16, 240));
        key.setWidth(Math.max(key.getWidth() + 16, 140));
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.OK_ID, "Close", true);
    }
}
