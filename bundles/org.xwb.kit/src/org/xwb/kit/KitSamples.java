package org.xwb.kit;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.xwb.core.workspace.Workspace;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;

/**
 * What a new workspace starts with, so every editor has something real to open: the kit's
 * workloads and value lists ({@link KitWorkloads#addSamples}), its schemas in
 * {@code schemas/tpox/}, its real documents in {@code documents/tpox/samples/}, and the mixed
 * workload's statements as files in {@code statements/tpox/} ({@code <transaction>.<dialect>.sql},
 * several statements of one transaction separated by a line holding only {@code %}, as TPoX
 * writes its templates). A file that exists is never replaced.
 */
public final class KitSamples {

    public static final String FOLDER = "tpox";
    /** Separates the statements of one transaction in a statement file (TPoX's template delimiter). */
    public static final String SEPARATOR = "\n%\n";

    private KitSamples() {
    }

    /** Adds what is missing; returns the files added, sorted. */
    public static List<Path> addTo(Workspace workspace, TpoxKit kit) throws IOException {
        List<Path> added = new ArrayList<>(KitWorkloads.addSamples(workspace, kit));
        copyTree(kit.schemas(), workspace.folder(Workspace.Folder.SCHEMAS).resolve(FOLDER), added);
        copyTree(kit.documents(), workspace.folder(Workspace.Folder.DOCUMENTS).resolve(FOLDER).resolve("samples"), added);
        Path statements = Files.createDirectories(workspace.folder(Workspace.Folder.STATEMENTS).resolve(FOLDER));
        Workload mixed = WorkloadFiles.load(KitWorkloads.shipped(kit, KitWorkloads.MIXED));
        for (Transaction transaction : mixed.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                Path file = statements.resolve(transaction.getId() + "." + statement.getDialect() + ".sql");
                write(file, String.join(SEPARATOR, statement.getTexts()) + "\n", added);
            }
        }
        added.sort(null);
        return added;
    }

    private static void copyTree(Path from, Path to, List<Path> added) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                try {
                    Files.copy(file, target);
                    added.add(target);
                } catch (FileAlreadyExistsException present) {
                    // the user's file stays
                }
            }
        }
    }

    private static void write(Path file, String text, List<Path> added) throws IOException {
        try {
            Files.writeString(file, text, java.nio.file.StandardOpenOption.CREATE_NEW);
            added.add(file);
        } catch (FileAlreadyExistsException present) {
            // the user's file stays
        }
    }
}
