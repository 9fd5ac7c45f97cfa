package org.xwb.kit.design;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.FileSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XwbPackage;

/**
 * The paths a workload file holds relative to its own folder (a collection's document directory,
 * a value list), and what they become when the file moves to another folder, so that a copy, an
 * import or a Save As elsewhere still finds the same files.
 */
public final class WorkloadPaths {

    /** One relative path of the workload: where it is held and its value after the move. */
    public record Move(EObject owner, EAttribute attribute, String before, String after) {
    }

    private WorkloadPaths() {
    }

    /** The changes moving the workload's file from {@code from} to {@code to} (folders) needs; none for absolute paths. */
    public static List<Move> moves(Workload workload, Path from, Path to) {
        List<Move> moves = new ArrayList<>();
        Path source = from.toAbsolutePath().normalize();
        Path target = to.toAbsolutePath().normalize();
        if (source.equals(target)) {
            return moves;
        }
        BiConsumer<EObject, EAttribute> visit = (owner, attribute) -> {
            String value = (String) owner.eGet(attribute);
            if (value == null || value.isBlank() || Path.of(value).isAbsolute()) {
                return;
            }
            String moved = target.relativize(source.resolve(value).normalize()).toString().replace('\\', '/');
            if (!moved.equals(value)) {
                moves.add(new Move(owner, attribute, value, moved.isEmpty() ? "." : moved));
            }
        };
        for (Collection collection : workload.getCollections()) {
            DocumentSource documents = collection.getDocuments();
            if (documents != null) {
                visit.accept(documents, XwbPackage.Literals.DOCUMENT_SOURCE__DIRECTORY);
            }
        }
        for (Transaction transaction : workload.getTransactions()) {
            for (ParameterMarker marker : transaction.getParameters()) {
                if (marker.getSource() instanceof FileSource file) {
                    visit.accept(file, XwbPackage.Literals.FILE_SOURCE__PATH);
                }
            }
        }
        return moves;
    }

    /** Applies the moves directly (for a workload nobody edits yet). */
    public static void rebase(Workload workload, Path from, Path to) {
        for (Move move : moves(workload, from, to)) {
            move.owner().eSet(move.attribute(), move.after());
        }
    }
}
