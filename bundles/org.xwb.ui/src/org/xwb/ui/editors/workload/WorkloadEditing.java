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
import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
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

    private final Path file;
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
        transaction.setId(uniqueId("transaction"));
        transaction.setName(transaction.getId());
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

    public void setFeature(org.eclipse.emf.ecore.EObject owner, org.eclipse.emf.ecore.EStructuralFeature feature,
            Object value) {
        execute(SetCommand.create(domain, owner, feature, value));
    }

    private void execute(Command command) {
        if (!command.canExecute()) {
            throw new IllegalStateException("Cannot apply the edit: " + command.getLabel());
        }
        stack.execute(command);
    }

    private String uniqueId(String base) {
        Set<String> ids = new HashSet<>();
        workload.getTransactions().forEach(t -> ids.add(t.getId()));
        if (!ids.contains(base)) {
            return base;
        }
        for (int i = 2;; i++) {
            if (!ids.contains(base + i)) {
                return base + i;
            }
        }
    }
}
