package org.xwb.ui.editors.workload;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.xwb.kit.design.CollectionSchemas;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XwbFactory;
import org.xwb.model.XwbPackage;
import org.xwb.ui.WidgetIds;

/**
 * The fields of the collection selected on the Collections page: name, table, kind and id path;
 * the id range; the schema; the namespace prefixes; where the documents are. Each edit is one
 * undoable change. The document actions (generate, count, validate, load) are {@link CollectionActions}.
 */
final class CollectionForm {

    static final String ID = "org.xwb.ui.workloadEditor.collection.";
    private static final XwbPackage MODEL = XwbPackage.eINSTANCE;
    static final List<String> KINDS = List.of("", "custacc", "security", "order");

    private final EditorContext context;
    private final Supplier<Collection> selected;
    private final ModelFields fields = new ModelFields(ID);
    private final org.eclipse.swt.widgets.List namespaces;
    private final Combo kitSchema;

    /**
     * @param parent    where the collection's own fields go
     * @param documents where the fields of its documents go
     */
    CollectionForm(Composite parent, Composite documentsParent, EditorContext context, Supplier<Collection> selected) {
        this.context = context;
        this.selected = selected;
        Supplier<Boolean> any = () -> selected.get() != null;

        Group general = group(parent, "Collection", 2);
        fields.text(general, "Name:", "Unique in the workload; ids sources name the collection by it", "name",
                () -> value(MODEL.getCollection_Name()), text -> set(MODEL.getCollection_Name(), required(text, "a name")),
                () -> null, any);
        fields.text(general, "Table:", "The table holding the documents (id BIGINT, doc XML); the name when empty", "table",
                () -> value(MODEL.getCollection_Table()), text -> set(MODEL.getCollection_Table(), blankToNull(text)),
                () -> selected.get() == null ? null : selected.get().getName(), any);
        fields.choice(general, "Kind:", "TPoX document kind, for the generator", "kind", KINDS,
                () -> value(MODEL.getCollection_DocumentKind()), text -> set(MODEL.getCollection_DocumentKind(),
                        blankToNull(text)), any);
        fields.text(general, "Id path:", "Where a document's id is, with the collection's prefixes", "idPath",
                () -> value(MODEL.getCollection_IdPath()), text -> set(MODEL.getCollection_IdPath(), blankToNull(text)),
                () -> PathHints.idPath(selected.get()), any);

        Group ids = group(parent, "Id range (the ids an ids source draws)", 2);
        fields.text(ids, "First id:", "The lowest id of the collection", "firstId", () -> number(MODEL.getCollection_FirstId()),
                text -> set(MODEL.getCollection_FirstId(), whole(text)), () -> "0", any);
        fields.text(ids, "Last id:", "The highest id, inclusive", "lastId", () -> number(MODEL.getCollection_LastId()),
                text -> set(MODEL.getCollection_LastId(), whole(text)), () -> "0", any);

        Group schema = group(parent, "Schema (validation, index path completion and checks)", 3);
        fields.text(schema, "Schema:", "kit:<file> for a schema of the TPoX kit, else a file of the workspace", "schema",
                () -> value(MODEL.getCollection_Schema()), text -> set(MODEL.getCollection_Schema(), blankToNull(text)),
                () -> "kit:fixml-4-4/fixml-main-4-4.xsd or schemas/...", any);
        Button browse = button(schema, "Browse...", ID + "browseSchema", this::browseSchema);
        browse.setToolTipText("A schema file of the workspace");
        new Label(schema, SWT.NONE).setText("Kit schema:");
        kitSchema = new Combo(schema, SWT.READ_ONLY);
        List<String> kit = new ArrayList<>(CollectionSchemas.kitSchemas());
        kitSchema.setItems(kit.toArray(String[]::new));
        WidgetIds.set(kitSchema, ID + "kitSchema");
        kitSchema.addListener(SWT.Selection, event -> set(MODEL.getCollection_Schema(), kitSchema.getText()));
        new Label(schema, SWT.NONE);

        Group prefixes = group(parent, "Namespace prefixes (used by the id path, index paths and statements)", 4);
        namespaces = new org.eclipse.swt.widgets.List(prefixes, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        namespaces.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, false, 4, 1));
        ((GridData) namespaces.getLayoutData()).heightHint = 48;
        WidgetIds.set(namespaces, ID + "namespaces");
        org.eclipse.swt.widgets.Text prefix = labelledText(prefixes, "Prefix:", "prefix", 60);
        org.eclipse.swt.widgets.Text uri = labelledText(prefixes, "URI:", "uri", SWT.DEFAULT);
        ((GridData) uri.getLayoutData()).grabExcessHorizontalSpace = true;
        button(prefixes, "Add prefix", ID + "addPrefix", () -> addPrefix(prefix.getText().strip(), uri.getText().strip()));
        button(prefixes, "Remove prefix", ID + "removePrefix", this::removePrefix);

        Group documents = group(documentsParent, "Documents (the folder relative to the workload file)", 4);
        org.eclipse.swt.widgets.Text folder = fields.text(documents, "Folder:", "The folder of the document files",
                "directory", () -> documentValue(MODEL.getDocumentSource_Directory()),
                text -> setDocument(MODEL.getDocumentSource_Directory(), blankToNull(text)), () -> null, any);
        ((GridData) folder.getLayoutData()).horizontalSpan = 2;
        button(documents, "Browse...", ID + "browseFolder", this::browseFolder);
        documentField(documents, "File prefix:", "TPoX batch files: <prefix><n><postfix>; empty reads every file of the folder",
                "filePrefix", MODEL.getDocumentSource_FilePrefix(), "batch");
        documentField(documents, "File postfix:", "TPoX batch files' name ending", "filePostfix",
                MODEL.getDocumentSource_FilePostfix(), ".xml");
        documentField(documents, "First file id:", "First batch file number", "firstFileId",
                MODEL.getDocumentSource_FirstFileId(), "0");
        documentField(documents, "Last file id:", "Last batch file number", "lastFileId", MODEL.getDocumentSource_LastFileId(),
                "0");
        documentField(documents, "Documents per file:", "1: one document per file", "docsPerFile",
                MODEL.getDocumentSource_DocsPerFile(), "1");
        new Label(documents, SWT.NONE);
        new Label(documents, SWT.NONE);
    }

    /** The Documents group's composite, for the actions to go under. */
    static Group group(Composite parent, String title, int columns) {
        Group group = new Group(parent, SWT.NONE);
        group.setText(title);
        group.setLayout(new GridLayout(columns, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        return group;
    }

    /** A push button with the widget id {@code id} (a full id). */
    static Button button(Composite parent, String text, String id, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        WidgetIds.set(button, id);
        button.addListener(SWT.Selection, event -> action.run());
        return button;
    }

    void refresh() {
        fields.refresh();
        Collection collection = selected.get();
        kitSchema.setEnabled(collection != null);
        int kit = collection == null ? -1 : kitSchema.indexOf(String.valueOf(collection.getSchema()));
        if (kit >= 0) {
            kitSchema.select(kit);
        } else {
            kitSchema.deselectAll();
        }
        List<String> bound = new ArrayList<>();
        if (collection != null) {
            collection.getNamespaces().forEach(b -> bound.add(b.getPrefix() + " = " + b.getUri()));
        }
        if (!List.of(namespaces.getItems()).equals(bound)) {
            namespaces.setItems(bound.toArray(String[]::new));
        }
    }

    // ---- fields ------------------------------------------------------------------------------------

    private org.eclipse.swt.widgets.Text labelledText(Composite parent, String label, String id, int width) {
        new Label(parent, SWT.NONE).setText(label);
        org.eclipse.swt.widgets.Text text = new org.eclipse.swt.widgets.Text(parent, SWT.BORDER);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, false, false);
        data.widthHint = width;
        text.setLayoutData(data);
        WidgetIds.set(text, ID + id);
        return text;
    }

    private void documentField(Composite parent, String label, String tip, String id, EAttribute attribute, String hint) {
        fields.text(parent, label, tip, id, () -> documentValue(attribute), text -> setDocument(attribute,
                text.isBlank() ? null : EcoreUtil.createFromString(attribute.getEAttributeType(), text)), () -> hint,
                () -> selected.get() != null);
    }

    private String value(EAttribute attribute) {
        Collection collection = selected.get();
        Object value = collection == null ? null : collection.eGet(attribute);
        return value == null ? "" : value.toString();
    }

    private String number(EAttribute attribute) {
        Collection collection = selected.get();
        return collection == null || !collection.eIsSet(attribute) ? "" : String.valueOf(collection.eGet(attribute));
    }

    private String documentValue(EAttribute attribute) {
        Collection collection = selected.get();
        DocumentSource documents = collection == null ? null : collection.getDocuments();
        return documents == null || !documents.eIsSet(attribute) ? "" : String.valueOf(documents.eGet(attribute));
    }

    private void set(EAttribute attribute, Object value) {
        Collection collection = selected.get();
        if (collection == null) {
            return;
        }
        if (value == null) {
            context.editing().unsetFeature(collection, attribute);
        } else {
            context.editing().setFeature(collection, attribute, value);
        }
    }

    /** A document source attribute; the source is made by the same undo step when the collection has none. */
    private void setDocument(EAttribute attribute, Object value) {
        Collection collection = selected.get();
        if (collection == null) {
            return;
        }
        DocumentSource documents = collection.getDocuments();
        if (documents == null) {
            if (value == null) {
                return;
            }
            DocumentSource created = XwbFactory.eINSTANCE.createDocumentSource();
            created.eSet(attribute, value);
            context.editing().setFeature(collection, MODEL.getCollection_Documents(), created);
        } else if (value == null && attribute == MODEL.getDocumentSource_Directory() && onlyDirectory(documents)) {
            context.editing().unsetFeature(collection, MODEL.getCollection_Documents()); // no folder, no documents
        } else if (value == null) {
            context.editing().unsetFeature(documents, attribute);
        } else {
            context.editing().setFeature(documents, attribute, value);
        }
    }

    private static boolean onlyDirectory(EObject documents) {
        return documents.eClass().getEAllAttributes().stream()
                .allMatch(a -> a == MODEL.getDocumentSource_Directory() || !documents.eIsSet(a));
    }

    private void addPrefix(String prefix, String uri) {
        Collection collection = selected.get();
        if (collection == null || prefix.isEmpty() || uri.isEmpty()) {
            context.problems().info("A prefix needs a name and a namespace URI", context.editing().file());
            return;
        }
        NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
        binding.setPrefix(prefix);
        binding.setUri(uri);
        context.editing().addChild(collection, MODEL.getCollection_Namespaces(), binding);
    }

    private void removePrefix() {
        Collection collection = selected.get();
        int index = namespaces.getSelectionIndex();
        if (collection != null && index >= 0 && index < collection.getNamespaces().size()) {
            context.editing().remove(collection.getNamespaces().get(index));
        }
    }

    private void browseSchema() {
        FileDialog dialog = new FileDialog(context.shell(), SWT.OPEN);
        dialog.setText("Schema of the collection's documents");
        dialog.setFilterExtensions(new String[] { "*.xsd", "*" });
        dialog.setFilterPath(context.workspace().folder(org.xwb.core.workspace.Workspace.Folder.SCHEMAS).toString());
        String chosen = dialog.open();
        if (chosen != null) {
            set(MODEL.getCollection_Schema(), context.schemas().name(Path.of(chosen)));
        }
    }

    private void browseFolder() {
        DirectoryDialog dialog = new DirectoryDialog(context.shell());
        dialog.setText("Folder of the collection's documents");
        dialog.setFilterPath(context.workspace().folder(org.xwb.core.workspace.Workspace.Folder.DOCUMENTS).toString());
        String chosen = dialog.open();
        if (chosen != null) {
            setDocument(MODEL.getDocumentSource_Directory(), relative(Path.of(chosen)));
        }
    }

    /** A folder as the workload file names it: relative to the workload's folder. */
    String relative(Path folder) {
        return context.workloadFolder().relativize(folder.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }

    static String required(String text, String what) {
        if (text.isBlank()) {
            throw new ModelFields.Refused("Needs " + what);
        }
        return text;
    }

    static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    static Long whole(String text) {
        if (text.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(text.replace("_", "").replace(",", ""));
        } catch (NumberFormatException e) {
            throw new ModelFields.Refused("Not a whole number: " + text);
        }
    }
}
