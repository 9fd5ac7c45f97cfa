package org.xwb.ui.handlers;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.CheckboxTableViewer;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.xwb.ui.WidgetIds;

/**
 * Asked before the workbench closes with unsaved changes, as the Eclipse IDE's "Save Resources":
 * every dirty part is listed, checked; Save saves the checked ones, Don't Save closes without
 * saving, Cancel (or Escape) keeps the workbench open with every edit.
 */
public final class UnsavedChangesDialog extends MessageDialog {

    public static final String TITLE = "Save Changes";
    public static final String SAVE = "Save";
    public static final String DONT_SAVE = "Don't Save";
    public static final String CANCEL = IDialogConstants.CANCEL_LABEL;
    public static final String TABLE_ID = "org.xwb.ui.unsavedChanges.parts";

    /** What the user chose. */
    public enum Answer {
        SAVE, DONT_SAVE, CANCEL
    }

    private final List<MPart> dirty;
    private final List<MPart> checked = new ArrayList<>();
    private CheckboxTableViewer viewer;

    UnsavedChangesDialog(Shell parent, List<MPart> dirty) {
        super(parent, TITLE, null, message(dirty), QUESTION, 0, SAVE, DONT_SAVE, CANCEL);
        this.dirty = List.copyOf(dirty);
        checked.addAll(dirty);
    }

    private static String message(List<MPart> dirty) {
        return dirty.size() == 1 ? "'" + label(dirty.get(0)) + "' has unsaved changes. Save them before closing XWB?"
                : dirty.size() + " editors have unsaved changes. Save the checked ones before closing XWB?";
    }

    static String label(MPart part) {
        String label = part.getLocalizedLabel() == null ? part.getElementId() : part.getLocalizedLabel();
        return label.startsWith("*") ? label.substring(1) : label;
    }

    @Override
    protected Control createCustomArea(Composite parent) {
        viewer = CheckboxTableViewer.newCheckList(parent, SWT.BORDER | SWT.FULL_SELECTION);
        WidgetIds.set(viewer.getTable(), TABLE_ID);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        viewer.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                MPart part = (MPart) element;
                String tip = part.getLocalizedTooltip();
                return label(part) + (tip == null || tip.isBlank() ? "" : "   " + tip);
            }
        });
        viewer.setInput(dirty);
        viewer.setAllChecked(true);
        viewer.addCheckStateListener(event -> {
            checked.clear();
            for (Object element : viewer.getCheckedElements()) {
                checked.add((MPart) element);
            }
        });
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.heightHint = Math.min(8, dirty.size() + 1) * viewer.getTable().getItemHeight();
        data.widthHint = 420;
        viewer.getTable().setLayoutData(data);
        return viewer.getControl();
    }

    /** Opens the dialog; the parts to save are {@link #toSave()} after {@link Answer#SAVE}. */
    Answer ask() {
        return switch (open()) {
            case 0 -> Answer.SAVE;
            case 1 -> Answer.DONT_SAVE;
            default -> Answer.CANCEL; // Cancel, Escape or the dialog's close button
        };
    }

    List<MPart> toSave() {
        return List.copyOf(checked);
    }
}
