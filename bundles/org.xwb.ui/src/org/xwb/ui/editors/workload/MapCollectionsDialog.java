package org.xwb.ui.editors.workload;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.design.NewWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Workload;
import org.xwb.model.XwbPackage;
import org.xwb.model.tpox.CollectionMapping;
import org.xwb.ui.TitledAreaDialog;

/**
 * The Collections page's Map Collection Names: every {@code fn:collection("NAME")} the xquery
 * statements use, with the workload's collection it should name, changed in every statement as
 * one undo step (the same rewrite as {@code xwb import-tpox --collection}). The workload keeps
 * no mapping of its own, only the texts, so this works on any name, also one mapped before.
 */
final class MapCollectionsDialog extends TitledAreaDialog {

    static final String TITLE = "Map Collection Names";
    private static final String HEADING = "The collections the xquery statements name";
    private static final String MESSAGE = "A name of the system the queries were written for becomes a collection "
            + "of this workload in every statement (one undo step).";
    static final String ID = "org.xwb.ui.workloadEditor.mapCollections.";

    private final Workload workload;
    /** The kit database's collections (custacc, orders, security), offered beside the workload's own. */
    private final List<Collection> offered;
    private CollectionMappingRows rows;
    private Map<String, String> mapping = Map.of();

    MapCollectionsDialog(Shell shell, Workload workload, List<Collection> offered) {
        super(shell, TITLE, HEADING, MESSAGE);
        this.workload = workload;
        this.offered = List.copyOf(offered);
    }

    /** Opens the dialog and applies what was chosen to the editor's workload. */
    static void open(Shell shell, WorkloadEditing editing) {
        MapCollectionsDialog dialog = new MapCollectionsDialog(shell, editing.workload(),
                NewWorkloads.databaseCollections(Workspace.fromEnvironment()));
        if (dialog.open() != OK) {
            return;
        }
        // a collection of the database the statements now name joins the workload, as on import
        List<Collection> joining = new ArrayList<>();
        for (String to : new java.util.LinkedHashSet<>(dialog.mapping.values())) {
            boolean own = editing.workload().getCollections().stream().anyMatch(c -> c.getName().equals(to));
            dialog.offered.stream().filter(c -> !own && c.getName().equals(to)).findFirst().ifPresent(c -> {
                Collection copy = EcoreUtil.copy(c);
                copy.getIndexes().forEach(index -> index.getUsedBy().clear()); // transactions of the kit's workloads
                joining.add(copy);
            });
        }
        List<WorkloadEditing.Change> changes = new ArrayList<>();
        for (Map.Entry<Statement, List<String>> changed : CollectionMapping.mappedTexts(editing.workload(), dialog.mapping)
                .entrySet()) {
            changes.add(new WorkloadEditing.Change(changed.getKey(), XwbPackage.eINSTANCE.getStatement_Texts(),
                    changed.getValue()));
        }
        editing.change("Map collection names", joining, changes);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        rows = new CollectionMappingRows(area, ID);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
        data.horizontalIndent = 10;
        rows.control().setLayoutData(data);
        List<String> collections = new ArrayList<>(workload.getCollections().stream().map(Collection::getName).toList());
        offered.stream().map(Collection::getName).filter(name -> !collections.contains(name)).forEach(collections::add);
        Map<String, String> initial = new LinkedHashMap<>();
        CollectionMapping.used(workload).forEach(name -> initial.put(name, name)); // a collection's own name stays
        initial.putAll(CollectionMapping.suggested(workload, offered));
        rows.show(List.copyOf(CollectionMapping.used(workload)), collections, initial,
                "fn:collection names used -> the workload's collection or the kit database's:",
                "No xquery statement of this workload names a collection with fn:collection.");
        return area;
    }

    @Override
    protected void okPressed() {
        mapping = rows.mapping();
        super.okPressed();
    }
}
