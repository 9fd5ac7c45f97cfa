package org.xwb.ui.editors.workload;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.AddCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.MoveCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.xwb.kit.design.DocumentGeneration;
import org.xwb.kit.design.DocumentKinds;
import org.xwb.kit.design.WorkloadPaths;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.ParameterMarker;
import org.xwb.model.RunSettings;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbPackage;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.WorkloadFiles;

/**
 * The edits a user makes to one workload file, as EMF commands on one command stack, so every
 * change can be undone and redone and "dirty" means "differs from the saved file". No SWT here:
 * the editor's widgets call these methods and listen to the stack.
 */
public final class WorkloadEditing {

    private static final XwbPackage MODEL = XwbPackage.eINSTANCE;

    private Path file;
    private final Workload workload;
    private final BasicCommandStack stack = new BasicCommandStack();
    private final EditingDomain domain;

    private WorkloadEditing(Path file, Workload workload) {
        this.file = file;
        this.workload = workload;
        ComposedAdapterFactory factory = new ComposedAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        domain = new AdapterFactoryEditingDomain(factory, stack, workload.eResource() == null ? null
                : workload.eResource().getResourceSet());
    }

    /** Opens a workload file for editing. */
    public static WorkloadEditing open(Path file) throws WorkloadFileException {
        return new WorkloadEditing(file, WorkloadFiles.load(file));
    }

    public Path file() {
        return file;
    }

    public Workload workload() {
        return workload;
    }

    public CommandStack commandStack() {
        return stack;
    }

    /** True when the workload differs from the file on disk. */
    public boolean isDirty() {
        return stack.isSaveNeeded();
    }

    /** Saves to the file (never leaving a damaged file behind) and marks the state as saved. */
    public void save() throws WorkloadFileException {
        WorkloadFiles.save(workload, file);
        stack.saveIsDone();
    }

    /**
     * Saves to another file, which this session edits from then on. Paths relative to the file's
     * folder (document folders, value lists) are rewritten for the new folder as one undo step,
     * undone again when the save fails (the new file is then not written).
     */
    public void saveAs(Path target) throws WorkloadFileException {
        List<Change> moves = new ArrayList<>();
        for (WorkloadPaths.Move move : WorkloadPaths.moves(workload, file.toAbsolutePath().getParent(),
                target.toAbsolutePath().getParent())) {
            moves.add(new Change(move.owner(), move.attribute(), move.after()));
        }
        Command before = stack.getUndoCommand();
        change("Paths relative to " + target.getParent(), moves);
        boolean moved = stack.getUndoCommand() != before;
        try {
            WorkloadFiles.save(workload, target);
        } catch (WorkloadFileException | RuntimeException e) {
            if (moved) {
                stack.undo();
            }
            throw e;
        }
        file = target;
        stack.saveIsDone();
    }

    public boolean canUndo() {
        return stack.canUndo();
    }

    public void undo() {
        stack.undo();
    }

    public boolean canRedo() {
        return stack.canRedo();
    }

    public void redo() {
        stack.redo();
    }

    public void rename(Transaction transaction, String name) {
        execute(SetCommand.create(domain, transaction, MODEL.getTransaction_Name(), name));
    }

    /** Sets every weight at once (one undo step); unchanged rows are left out of the command. */
    public void setWeights(double[] weights, String label) {
        List<Transaction> transactions = workload.getTransactions();
        CompoundCommand command = new CompoundCommand(label);
        for (int i = 0; i < weights.length && i < transactions.size(); i++) {
            if (transactions.get(i).getWeight() != weights[i]) {
                command.append(SetCommand.create(domain, transactions.get(i), MODEL.getTransaction_Weight(), weights[i]));
            }
        }
        if (!command.isEmpty()) {
            execute(command);
        }
    }

    /** Appends a new transaction with weight 0 (so the mix keeps its sum) and a unique id. */
    public Transaction add() {
        Transaction transaction = XwbFactory.eINSTANCE.createTransaction();
        transaction.setId(uniqueId("transaction")); // no name: reports show the id, also after it is changed
        transaction.setWeight(0);
        execute(AddCommand.create(domain, workload, MODEL.getWorkload_Transactions(), transaction));
        return transaction;
    }

    /** Adds a copy right after the original, with weight 0 and a new id. */
    public Transaction duplicate(Transaction original) {
        Transaction copy = EcoreUtil.copy(original);
        copy.setId(uniqueId(original.getId() + "_copy"));
        copy.setName(original.getName() == null ? copy.getId() : original.getName() + " (copy)");
        copy.setWeight(0);
        int index = workload.getTransactions().indexOf(original) + 1;
        execute(AddCommand.create(domain, workload, MODEL.getWorkload_Transactions(), copy, index));
        return copy;
    }

    /** Deletes transactions and the references to them (e.g. an index's usedBy list). */
    public void delete(List<Transaction> transactions) {
        if (!transactions.isEmpty()) {
            execute(DeleteCommand.create(domain, new ArrayList<>(transactions)));
        }
    }

    /** Moves a transaction up (negative) or down (positive) in the list. */
    public void move(Transaction transaction, int delta) {
        List<Transaction> transactions = workload.getTransactions();
        int target = transactions.indexOf(transaction) + delta;
        if (target >= 0 && target < transactions.size()) {
            execute(MoveCommand.create(domain, workload, MODEL.getWorkload_Transactions(), transaction, target));
        }
    }

    /** Replaces the texts of a statement (one undo step). */
    public void setTexts(Statement statement, List<String> texts) {
        if (!statement.getTexts().equals(texts)) {
            execute(SetCommand.create(domain, statement, MODEL.getStatement_Texts(), texts));
        }
    }

    /** Adds a statement for a dialect to a transaction. */
    public Statement addStatement(Transaction transaction, String dialect) {
        Statement statement = XwbFactory.eINSTANCE.createStatement();
        statement.setDialect(dialect);
        statement.getTexts().add("");
        execute(AddCommand.create(domain, transaction, MODEL.getTransaction_Statements(), statement));
        return statement;
    }

    /** Appends a parameter marker (VARCHAR, no value source yet: the validator says so). */
    public ParameterMarker addParameter(Transaction transaction) {
        ParameterMarker marker = XwbFactory.eINSTANCE.createParameterMarker();
        execute(AddCommand.create(domain, transaction, MODEL.getTransaction_Parameters(), marker));
        return marker;
    }

    /** Removes a parameter marker (a {@code same} pointing at it is then reported by the validator). */
    public void removeParameter(ParameterMarker marker) {
        execute(DeleteCommand.create(domain, marker));
    }

    public void setSource(ParameterMarker marker, ValueSource source) {
        execute(SetCommand.create(domain, marker, MODEL.getParameterMarker_Source(), source));
    }

    public void setFeature(EObject owner, EStructuralFeature feature, Object value) {
        if (feature == MODEL.getCollection_Name() && owner instanceof org.xwb.model.Collection collection
                && collection.getName() != null && value instanceof String name && !name.equals(collection.getName())) {
            renameCollection(collection, name);
            return;
        }
        execute(SetCommand.create(domain, owner, feature, value));
    }

    /** A collection renamed with the statements that name it ({@code fn:collection}, {@code db:} functions): one undo step. */
    private void renameCollection(org.xwb.model.Collection collection, String name) {
        CompoundCommand command = new CompoundCommand("Rename collection " + collection.getName());
        org.xwb.model.tpox.CollectionMapping.mappedTexts(workload, java.util.Map.of(collection.getName(), name))
                .forEach((statement, texts) -> command.append(SetCommand.create(domain, statement,
                        MODEL.getStatement_Texts(), texts)));
        command.append(SetCommand.create(domain, collection, MODEL.getCollection_Name(), name));
        execute(command);
    }

    /** Back to the model's default: the attribute is no longer written to the file. */
    public void unsetFeature(EObject owner, EStructuralFeature feature) {
        if (owner.eIsSet(feature)) {
            execute(SetCommand.create(domain, owner, feature, SetCommand.UNSET_VALUE));
        }
    }

    /** One value of a many-valued feature added (e.g. a collection, an index, a namespace binding). */
    public <T extends EObject> T addChild(EObject owner, EStructuralFeature feature, T child) {
        execute(AddCommand.create(domain, owner, feature, child));
        return child;
    }

    /** Removes an object and every reference to it (an index's usedBy, an ids source's collection). */
    public void remove(EObject object) {
        execute(DeleteCommand.create(domain, object));
    }

    /** One change of one feature; {@link SetCommand#UNSET_VALUE} as value unsets it. */
    public record Change(EObject owner, EStructuralFeature feature, Object value) {
    }

    /** Several changes as one undo step; changes to a value it already has are left out. */
    public void change(String label, List<Change> changes) {
        change(label, List.of(), changes);
    }

    /** The same, with collections that join the workload in that undo step (first). */
    public void change(String label, List<Collection> joining, List<Change> changes) {
        CompoundCommand command = new CompoundCommand(label);
        for (Collection collection : joining) {
            command.append(AddCommand.create(domain, workload, MODEL.getWorkload_Collections(), collection));
        }
        for (Change change : changes) {
            Object now = change.owner().eGet(change.feature());
            boolean same = change.value() == SetCommand.UNSET_VALUE ? !change.owner().eIsSet(change.feature())
                    : java.util.Objects.equals(now, change.value());
            if (!same) {
                command.append(SetCommand.create(domain, change.owner(), change.feature(), change.value()));
            }
        }
        if (!command.isEmpty()) {
            execute(command);
        }
    }

    /**
     * Sets (or with null unsets) a run setting; the workload's {@code <run>} element is made by
     * the same undo step when it has none yet.
     */
    public void setRunSetting(EStructuralFeature feature, Object value) {
        RunSettings settings = workload.getRunSettings();
        if (settings == null) {
            if (value == null) {
                return;
            }
            settings = XwbFactory.eINSTANCE.createRunSettings();
            CompoundCommand command = new CompoundCommand("Set " + feature.getName());
            command.append(SetCommand.create(domain, workload, MODEL.getWorkload_RunSettings(), settings));
            command.append(SetCommand.create(domain, settings, feature, value));
            execute(command);
        } else if (value == null) {
            unsetFeature(settings, feature);
        } else if (!java.util.Objects.equals(settings.eGet(feature), value)) {
            setFeature(settings, feature, value);
        }
    }

    /** Appends a collection with a unique name (collections and transactions share the id namespace). */
    public Collection addCollection() {
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName(uniqueName("collection"));
        return addChild(workload, MODEL.getWorkload_Collections(), collection);
    }

    /** Appends an XML index to a collection, with a name unique in the workload (index names are per database schema). */
    public XmlIndex addIndex(Collection collection) {
        Set<String> names = new HashSet<>();
        workload.getCollections().forEach(c -> c.getIndexes().forEach(i -> names.add(i.getName())));
        String base = (collection.getName() == null ? "index" : collection.getName()) + "_index";
        String name = base;
        for (int i = 2; names.contains(name); i++) {
            name = base + i;
        }
        XmlIndex index = XwbFactory.eINSTANCE.createXmlIndex();
        index.setName(name);
        return addChild(collection, MODEL.getCollection_Indexes(), index);
    }

    /**
     * Makes each collection's XML indexes exactly the given ones in one undo step (the index
     * advisor's "Apply to workload"): indexes not given are removed with their usedBy, given ones
     * the collection lacks are added; a collection not named keeps its indexes.
     */
    public void replaceIndexes(String label, java.util.Map<Collection, List<XmlIndex>> wanted) {
        CompoundCommand command = new CompoundCommand(label);
        for (java.util.Map.Entry<Collection, List<XmlIndex>> entry : wanted.entrySet()) {
            Collection collection = entry.getKey();
            List<XmlIndex> gone = collection.getIndexes().stream().filter(i -> !entry.getValue().contains(i)).toList();
            if (!gone.isEmpty()) {
                command.append(DeleteCommand.create(domain, new ArrayList<>(gone)));
            }
            List<XmlIndex> added = entry.getValue().stream().filter(i -> !collection.getIndexes().contains(i)).toList();
            if (!added.isEmpty()) {
                command.append(AddCommand.create(domain, collection, MODEL.getCollection_Indexes(), added));
            }
        }
        if (!command.isEmpty()) {
            execute(command);
        }
    }

    /** Moves an index to another collection in one undo step. */
    public void moveIndex(XmlIndex index, Collection to) {
        if (index.eContainer() == to) {
            return;
        }
        CompoundCommand command = new CompoundCommand("Move index " + index.getName());
        command.append(org.eclipse.emf.edit.command.RemoveCommand.create(domain, index));
        command.append(AddCommand.create(domain, to, MODEL.getCollection_Indexes(), index));
        execute(command);
    }

    /**
     * Points a collection at documents just generated for it, in one undo step: their kind, id path,
     * namespace and the kit's schema for them, the folder (relative to the workload file) and their ids.
     */
    public void generated(Collection collection, DocumentGeneration.Generated generated, String directory) {
        DocumentKinds kind = generated.kind();
        CompoundCommand command = new CompoundCommand("Generate " + generated.documents() + " " + kind.literal()
                + " documents for " + collection.getName());
        command.append(SetCommand.create(domain, collection, MODEL.getCollection_DocumentKind(), kind.literal()));
        command.append(SetCommand.create(domain, collection, MODEL.getCollection_IdPath(), kind.idPath()));
        if (collection.getSchema() == null || collection.getSchema().isBlank()) {
            command.append(SetCommand.create(domain, collection, MODEL.getCollection_Schema(), kind.schema()));
        }
        boolean bound = collection.getNamespaces().stream().anyMatch(b -> kind.prefix().equals(b.getPrefix())
                && kind.namespace().equals(b.getUri()));
        if (!bound) {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix(kind.prefix());
            binding.setUri(kind.namespace());
            command.append(AddCommand.create(domain, collection, MODEL.getCollection_Namespaces(), binding));
        }
        DocumentSource documents = XwbFactory.eINSTANCE.createDocumentSource();
        documents.setDirectory(directory);
        if (generated.batches() > 0) {
            documents.setFilePrefix(org.xwb.xml.generate.BatchFileWriter.FILE_PREFIX);
            documents.setFilePostfix(org.xwb.xml.generate.BatchFileWriter.FILE_POSTFIX);
            documents.setFirstFileId(1);
            documents.setLastFileId(generated.batches());
            documents.setDocsPerFile(generated.batchSize());
        }
        command.append(SetCommand.create(domain, collection, MODEL.getCollection_Documents(), documents));
        command.append(SetCommand.create(domain, collection, MODEL.getCollection_FirstId(), generated.ids().first()));
        command.append(SetCommand.create(domain, collection, MODEL.getCollection_LastId(), generated.ids().last()));
        execute(command);
    }

    /** A new transaction id or collection name, "base", "base2", ... unused by either. */
    String uniqueName(String base) {
        Set<String> taken = new HashSet<>();
        workload.getTransactions().forEach(t -> taken.add(t.getId()));
        workload.getCollections().forEach(c -> taken.add(c.getName()));
        if (!taken.contains(base)) {
            return base;
        }
        for (int i = 2;; i++) {
            if (!taken.contains(base + i)) {
                return base + i;
            }
        }
    }

    private void execute(Command command) {
        if (!command.canExecute()) {
            throw new IllegalStateException("Cannot apply the edit: " + command.getLabel());
        }
        stack.execute(command);
    }

    private String uniqueId(String base) {
        return uniqueName(base);
    }
}
