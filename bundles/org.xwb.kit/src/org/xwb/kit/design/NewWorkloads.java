package org.xwb.kit.design;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.FileProblem;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.tpox.TpoxWorkloadImporter;
import org.xwb.model.tpox.TransactionNote;
import org.xwb.xml.TpoxKit;

/**
 * The starting points of File > New > Workload: a blank workload, one of the TPoX kit's, a copy
 * of a workspace workload, or what the TPoX import makes of a TPoX 2.x workload file. Paths inside
 * (document folders, value lists) are rewritten for the new file's folder. Nothing is written:
 * the caller saves the workload where it chose.
 */
public final class NewWorkloads {

    /**
     * A workload to save, and what an import could not take (located in the TPoX files).
     *
     * @param workload null when nothing could be imported
     * @param notes    what the import made of each transaction (a plug-in lifted or not), as
     *                 {@code xwb import-tpox} prints them; empty for the other starts
     */
    public record Made(Workload workload, List<FileProblem> problems, List<TransactionNote> notes) {
    }

    private NewWorkloads() {
    }

    /** Named, with the dialects given and nothing else: the editor fills it. */
    public static Workload blank(String name, List<String> dialects) {
        Workload workload = XwbFactory.eINSTANCE.createWorkload();
        workload.setName(name);
        workload.getDialects().addAll(dialects);
        return workload;
    }

    /**
     * One of the kit's workloads ({@link KitWorkloads#QUERY_ONLY}, MIXED or INSERT_ONLY) as a start,
     * for a file in {@code folder}: its value lists and documents for inserts are the workspace's
     * (the kit's samples are added where missing, never replacing a file).
     */
    public static Workload fromKit(Workspace workspace, TpoxKit kit, String kitFile, String name, Path folder)
            throws IOException {
        KitWorkloads.addSamples(workspace, kit);
        Workload workload = WorkloadFiles.load(KitWorkloads.shipped(kit, kitFile));
        workload.setName(name);
        WorkloadPaths.rebase(workload, KitWorkloads.folder(workspace), folder);
        return workload;
    }

    /** A copy of a workload file for a file in {@code folder}. */
    public static Workload copyOf(Path file, String name, Path folder) throws WorkloadFileException {
        Workload workload = WorkloadFiles.load(file);
        workload.setName(name);
        WorkloadPaths.rebase(workload, file.toAbsolutePath().getParent(), folder);
        return workload;
    }

    /** What the TPoX import can take of a TPoX 2.x workload file, with its problems, for a file in {@code folder}. */
    public static Made fromTpox(Path tpoxFile, String dialect, String name, Path folder) {
        return fromTpox(tpoxFile, dialect, Map.of(), name, folder);
    }

    /**
     * The same with {@code fn:collection("NAME")} in the xquery statements mapped to the
     * workload's collections, as {@code xwb import-tpox --collection NAME=collection} does.
     */
    public static Made fromTpox(Path tpoxFile, String dialect, Map<String, String> collections, String name, Path folder) {
        return fromTpox(tpoxFile, dialect, collections, List.of(), name, folder);
    }

    /**
     * The same, a mapping allowed to name a collection of the database the workload will run on
     * ({@code offered}, see {@link #databaseCollections}), which then joins the workload.
     */
    public static Made fromTpox(Path tpoxFile, String dialect, Map<String, String> collections,
            List<org.xwb.model.Collection> offered, String name, Path folder) {
        return fromTpox(tpoxFile, dialect, collections, offered, false, name, folder);
    }

    /** The same, with {@code refitIds} as {@code xwb import-tpox --refit-ids}: ids drawn from the database's collections. */
    public static Made fromTpox(Path tpoxFile, String dialect, Map<String, String> collections,
            List<org.xwb.model.Collection> offered, boolean refitIds, String name, Path folder) {
        TpoxWorkloadImporter.Result imported = new TpoxWorkloadImporter(dialect).mapCollections(collections)
                .offering(offered).refitIds(refitIds).read(tpoxFile);
        Workload workload = imported.workload();
        if (workload != null) {
            workload.setName(name);
            WorkloadPaths.rebase(workload, tpoxFile.toAbsolutePath().getParent(), folder);
        }
        return new Made(workload, imported.problems(), imported.notes());
    }

    /** The kit database's collections (custacc, orders, security) for an import to map onto; none without a kit. */
    public static List<org.xwb.model.Collection> databaseCollections(org.xwb.core.workspace.Workspace workspace) {
        try {
            return org.xwb.kit.KitWorkloads.databaseCollections(workspace, org.xwb.xml.TpoxKit.installed());
        } catch (java.io.IOException | RuntimeException noKit) {
            return List.of();
        }
    }

    /** A file name for a new workload in {@code folder} that is not taken: {@code name.xwl}, {@code name-2.xwl}, ... */
    public static Path freeFile(Path folder, String name) {
        String base = name.strip().replaceAll("[\\\\/:*?\"<>|\\s]+", "-");
        Path file = folder.resolve(base + ".xwl");
        for (int i = 2; Files.exists(file); i++) {
            file = folder.resolve(base + "-" + i + ".xwl");
        }
        return file;
    }
}
