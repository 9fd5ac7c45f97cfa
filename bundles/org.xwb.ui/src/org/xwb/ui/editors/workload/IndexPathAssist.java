package org.xwb.ui.editors.workload;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.eclipse.jface.bindings.keys.KeyStroke;
import org.eclipse.jface.fieldassist.ContentProposal;
import org.eclipse.jface.fieldassist.ContentProposalAdapter;
import org.eclipse.jface.fieldassist.IContentProposal;
import org.eclipse.jface.fieldassist.TextContentAdapter;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.xwb.kit.design.CollectionSchemas;
import org.xwb.model.Collection;
import org.xwb.ui.WidgetIds;
import org.xwb.xml.paths.PathCompletion;
import org.xwb.xml.paths.SchemaPaths;
import org.xwb.xml.paths.SchemaReadException;

/**
 * Completion of an index path from its collection's schema: the element and attribute names the
 * schema allows after the step being typed, listed beside the field as the caret moves (a double
 * click or Enter puts one in), and in a pop-up on Ctrl+Space or after {@code /} and {@code @}.
 */
final class IndexPathAssist {

    static final String LIST_ID = "org.xwb.ui.workloadEditor.index.names";

    private final Text path;
    private final Supplier<Collection> collection;
    private final CollectionSchemas schemas;
    private final org.eclipse.swt.widgets.List names;
    private final Label source;
    private List<PathCompletion.Proposal> shown = List.of();

    IndexPathAssist(Composite parent, Text path, Supplier<Collection> collection, CollectionSchemas schemas) {
        this.path = path;
        this.collection = collection;
        this.schemas = schemas;
        source = new Label(parent, SWT.NONE);
        source.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        new Label(parent, SWT.NONE);
        names = new org.eclipse.swt.widgets.List(parent, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        GridData data = new GridData(SWT.FILL, SWT.FILL, true, false);
        data.heightHint = 90;
        names.setLayoutData(data);
        names.setToolTipText("Names the schema allows here: double-click or Enter puts one in the path");
        WidgetIds.set(names, LIST_ID);
        names.addListener(SWT.DefaultSelection, event -> insertSelected());
        path.addListener(SWT.Modify, event -> update());
        path.addListener(SWT.KeyUp, event -> update());
        path.addListener(SWT.MouseUp, event -> update());
        ContentProposalAdapter popup = new ContentProposalAdapter(path, new TextContentAdapter(),
                (contents, position) -> proposals(contents.substring(0, position)).stream()
                        .map(p -> (IContentProposal) new ContentProposal(p.step(), p.label(), null)).toArray(IContentProposal[]::new),
                KeyStroke.getInstance(SWT.CTRL, ' '), new char[] { '/', '@' });
        popup.setProposalAcceptanceStyle(ContentProposalAdapter.PROPOSAL_IGNORE);
        popup.addContentProposalListener(proposal -> insert(proposal.getContent()));
    }

    /** The names offered for the text before the caret (the list beside the field shows them). */
    void update() {
        if (path.isDisposed()) {
            return;
        }
        String typed = path.isEnabled() ? path.getText().substring(0, path.getCaretPosition()) : "";
        shown = proposals(typed);
        String[] items = shown.stream().map(PathCompletion.Proposal::label).toArray(String[]::new);
        if (!java.util.Arrays.equals(items, names.getItems())) {
            names.setItems(items);
        }
    }

    private List<PathCompletion.Proposal> proposals(String typed) {
        Collection current = collection.get();
        if (current == null) {
            source.setText("");
            return List.of();
        }
        try {
            Optional<SchemaPaths> schema = schemas.paths(current);
            if (schema.isEmpty()) {
                source.setText("No completion: collection " + current.getName() + " names no schema");
                return List.of();
            }
            Map<String, String> prefixes = CollectionSchemas.prefixes(current);
            source.setText("Names from " + current.getSchema() + " (prefixes " + String.join(", ", prefixes.keySet()) + ")");
            return PathCompletion.proposals(schema.get(), typed.isEmpty() ? "/" : typed, prefixes);
        } catch (SchemaReadException e) {
            source.setText("No completion: " + e.getMessage());
            return List.of();
        }
    }

    private void insertSelected() {
        int index = names.getSelectionIndex();
        if (index >= 0 && index < shown.size()) {
            insert(shown.get(index).step());
        }
    }

    /** Replaces the step being typed (after the last / before the caret) with {@code step}. */
    private void insert(String step) {
        String text = path.getText();
        int caret = path.getCaretPosition();
        int start = text.lastIndexOf('/', Math.max(0, caret - 1)) + 1;
        if (start == 0) {
            text = "/" + text;
            caret++;
            start = 1;
        }
        String updated = text.substring(0, start) + step + text.substring(caret);
        path.setText(updated);
        path.setSelection(start + step.length());
        path.setFocus();
        update();
    }
}
