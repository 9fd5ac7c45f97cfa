package org.xwb.ui.handlers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Text;
import org.xwb.kit.design.NewWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.FileProblem;
import org.xwb.model.tpox.CollectionMapping;
import org.xwb.model.tpox.TransactionNote;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.editors.workload.CollectionMappingRows;

/**
 * New Workload's look into a TPoX 2.x file before it is imported: the collection names its
 * queries use ({@code fn:collection("NAME")}) with a choice of the workload's collection for each
 * (first guess {@link CollectionMapping#suggested}; "keep" leaves the name as it is, as
 * {@code xwb import-tpox} without {@code --collection} does), and per transaction what the import
 * makes of it, the lines {@code import-tpox} prints.
 */
final class TpoxImportPreview {

    private final Group group;
    private final CollectionMappingRows mappings;
    private final Text notes;
    private final List<Collection> offered;

    /** @param offered the database's collections (the kit's), offered beside the workload's own */
    TpoxImportPreview(Composite parent, String idPrefix, List<Collection> offered) {
        this.offered = List.copyOf(offered);
        group = new Group(parent, SWT.NONE);
        group.setText("What the import makes of the TPoX file");
        group.setLayout(new GridLayout(1, false));
        mappings = new CollectionMappingRows(group, idPrefix);
        mappings.control().setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        // wrapped: a note is a sentence, and one read by scrolling sideways was cut at the box's edge
        notes = new Text(group, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.BORDER | SWT.V_SCROLL);
        GridData size = new GridData(SWT.FILL, SWT.FILL, true, true);
        size.heightHint = notes.getLineHeight() * 8;
        size.widthHint = 560;
        notes.setLayoutData(size);
        WidgetIds.set(notes, idPrefix + "importNotes");
        show(null, null);
    }

    Control control() {
        return group;
    }

    /** Reads {@code file} as the import would (nothing is written) and shows what it finds. */
    void show(Path file, String dialect) {
        Map<String, String> chosen = mappings.mapping(); // a name chosen before keeps its choice after a re-read
        mappings.clear();
        if (file == null || !Files.isRegularFile(file)) {
            mappings.sentence("Choose a TPoX workload file: the collection names its queries use and what becomes of "
                    + "each transaction show here.");
            notes.setText("");
        } else {
            NewWorkloads.Made made = NewWorkloads.fromTpox(file, dialect, Map.of(), "preview", file.toAbsolutePath().getParent());
            showMappings(made.workload(), chosen);
            notes.setText(String.join("\n", lines(made)));
        }
        group.getParent().layout(true, true);
    }

    /** fn:collection names -> the workload's collection chosen; names kept as they are are not in it. */
    Map<String, String> mapping() {
        return mappings.mapping();
    }

    private void showMappings(Workload workload, Map<String, String> chosen) {
        if (workload == null) {
            mappings.sentence("The file is no TPoX workload the import can read: see below.");
            return;
        }
        Map<String, String> initial = new LinkedHashMap<>(CollectionMapping.suggested(workload, offered));
        initial.putAll(chosen);
        List<String> choices = new ArrayList<>(workload.getCollections().stream().map(Collection::getName).toList());
        offered.stream().map(Collection::getName).filter(name -> !choices.contains(name)).forEach(choices::add);
        mappings.show(List.copyOf(CollectionMapping.unknown(workload)), choices, initial,
                "The queries name collections of the system they were written for; choose the workload's or the kit "
                        + "database's collection for each:",
                "The statements name no collections other than the workload's: nothing to map.");
    }

    /** The notes import-tpox prints, then what could not be read, at its line. */
    private static List<String> lines(NewWorkloads.Made made) {
        List<String> lines = new ArrayList<>();
        for (TransactionNote note : made.notes()) {
            lines.add(note.toString());
        }
        long notLifted = made.notes().stream().filter(note -> !note.lifted()).count();
        if (notLifted > 0) {
            lines.add(notLifted + " plug-in transaction" + (notLifted == 1 ? " is" : "s are")
                    + " imported without a statement: the workload editor shows what each needs.");
        }
        for (FileProblem problem : made.problems()) {
            lines.add("not imported: " + problem.file().getFileName() + ":" + problem.line() + ": " + problem.message());
        }
        if (lines.isEmpty()) {
            lines.add("No transactions found.");
        }
        return lines;
    }
}
