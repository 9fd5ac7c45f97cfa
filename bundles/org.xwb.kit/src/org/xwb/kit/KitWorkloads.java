package org.xwb.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;

/**
 * Puts the kit's TPoX workloads into a workspace, fitted to the database that was loaded: each
 * collection's id range is the loaded range (so {@code ids} draws ids that exist), and the symbol
 * list holds the loaded securities' symbols only (so a symbol lookup finds its security).
 * Layout: {@code workloads/tpox/*.xwl}, their value lists in {@code workloads/input/}, their
 * documents for inserts in {@code documents/tpox/}.
 * <p>
 * A workload already in {@code workloads/tpox/} is the user's: fitting it changes its id ranges
 * only, so weights and statements edited in the workbench survive a fresh database. Only a missing
 * workload is taken from the kit.
 */
public final class KitWorkloads {

    public static final String FOLDER = "tpox";
    public static final String MIXED = "tpox-mixed.xwl";
    public static final String QUERY_ONLY = "tpox-query-only.xwl";
    public static final String INSERT_ONLY = "tpox-insert-only.xwl";
    /** The kit's value lists the workloads read, besides the symbols. */
    private static final List<String> VALUE_LISTS = List.of("security_sectors.txt");
    static final String SYMBOLS = "security_symbols.txt";

    private KitWorkloads() {
    }

    /** Where the installed workloads go. */
    public static Path folder(Workspace workspace) {
        return workspace.folder(Workspace.Folder.WORKLOADS).resolve(FOLDER);
    }

    /** Where the documents for inserts go; the kit workloads name these folders. */
    public static Path insertDocuments(Workspace workspace, String collection) {
        return workspace.folder(Workspace.Folder.DOCUMENTS).resolve(FOLDER).resolve(collection + "-new");
    }

    /**
     * The workloads {@link #install} will fit, by file name: the workspace's copy where there is
     * one, else the kit's. Call it before building a database so that a workspace workload that
     * cannot be read stops the preparation at once, naming the file, line and column.
     */
    public static Map<String, Workload> load(Workspace workspace, TpoxKit kit) throws IOException {
        Map<String, Workload> workloads = new LinkedHashMap<>();
        for (Path source : shipped(kit)) {
            Path installed = folder(workspace).resolve(source.getFileName());
            workloads.put(source.getFileName().toString(),
                    WorkloadFiles.load(Files.isRegularFile(installed) ? installed : source));
        }
        return workloads;
    }

    /**
     * Installs every kit workload (see {@link #load}), with the given id ranges per collection name
     * and the first {@code securities} symbols. Returns file name to installed path.
     */
    public static Map<String, Path> install(Workspace workspace, TpoxKit kit, Map<String, IdRange> ranges,
            int securities) throws IOException {
        return install(workspace, kit, load(workspace, kit), ranges, securities);
    }

    /**
     * Fits the given workloads (from {@link #load}) to the id ranges and the first
     * {@code securities} symbols and saves them in the workspace (safely: a failed save leaves the
     * file as it was). Returns file name to installed path.
     */
    public static Map<String, Path> install(Workspace workspace, TpoxKit kit, Map<String, Workload> workloads,
            Map<String, IdRange> ranges, int securities) throws IOException {
        Path target = Files.createDirectories(folder(workspace));
        Path input = Files.createDirectories(target.resolveSibling("input"));
        for (String list : VALUE_LISTS) {
            Files.copy(kit.input().resolve(list), input.resolve(list), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        writeSymbols(kit, input.resolve(SYMBOLS), securities);
        Map<String, Path> installed = new LinkedHashMap<>();
        for (Map.Entry<String, Workload> entry : workloads.entrySet()) {
            Workload workload = entry.getValue();
            for (Collection collection : workload.getCollections()) {
                IdRange range = ranges.get(collection.getName());
                if (range != null) {
                    collection.setFirstId(range.first());
                    collection.setLastId(range.last());
                }
            }
            Path file = target.resolve(entry.getKey());
            WorkloadFiles.save(workload, file);
            installed.put(entry.getKey(), file);
        }
        return installed;
    }

    /**
     * Copies the kit's workloads and their value lists into the workspace where they are missing,
     * as shipped (id ranges of the kit's default database until a run builds one and refits them).
     * Never replaces a file. Returns the files added, empty when all were there.
     */
    public static List<Path> addSamples(Workspace workspace, TpoxKit kit) throws IOException {
        Path target = Files.createDirectories(folder(workspace));
        Path input = Files.createDirectories(target.resolveSibling("input"));
        List<Path> added = new ArrayList<>();
        List<String> lists = new ArrayList<>(VALUE_LISTS);
        lists.add(SYMBOLS);
        for (String list : lists) {
            copyIfMissing(kit.input().resolve(list), input.resolve(list), added);
        }
        for (Path source : shipped(kit)) {
            copyIfMissing(source, target.resolve(source.getFileName()), added);
        }
        added.sort(null);
        return added;
    }

    /**
     * The collections of the kit's database (custacc, orders, security) with the workspace's id
     * ranges (those of its installed query-only workload, fitted to the database last built; else
     * the kit's defaults): what an imported workload's collection names are mapped to.
     */
    public static List<Collection> databaseCollections(Workspace workspace, TpoxKit kit) throws IOException {
        Path installed = folder(workspace).resolve(QUERY_ONLY);
        Workload queries = WorkloadFiles.load(Files.isRegularFile(installed) ? installed : shipped(kit, QUERY_ONLY));
        return List.copyOf(queries.getCollections());
    }

    /** True for a file named like one of the kit's workloads (wherever it lies). */
    public static boolean isKitWorkload(Path file) {
        String name = file.getFileName().toString();
        return name.equals(MIXED) || name.equals(QUERY_ONLY) || name.equals(INSERT_ONLY);
    }

    /** The file names of the kit's workloads, sorted. */
    public static List<String> names(TpoxKit kit) throws IOException {
        return shipped(kit).stream().map(file -> file.getFileName().toString()).toList();
    }

    /** The kit's workload file called {@code name} (whether it exists or not). */
    public static Path shipped(TpoxKit kit, String name) {
        return kit.root().resolve("workloads").resolve(name);
    }

    /** The kit's workload files, by name. */
    private static List<Path> shipped(TpoxKit kit) throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> shipped = Files.newDirectoryStream(kit.root().resolve("workloads"), "*.xwl")) {
            shipped.forEach(files::add);
        }
        files.sort(null);
        return files;
    }

    private static void copyIfMissing(Path source, Path file, List<Path> added) throws IOException {
        try {
            Files.copy(source, file); // fails rather than replace
            added.add(file);
        } catch (FileAlreadyExistsException present) {
            // the user's copy stays
        }
    }

    /** The first {@code count} symbols of the kit's list: the securities the generator made. */
    private static void writeSymbols(TpoxKit kit, Path file, int count) throws IOException {
        List<String> symbols = Files.readAllLines(kit.input().resolve(SYMBOLS), StandardCharsets.ISO_8859_1).stream()
                .map(String::strip).filter(line -> !line.isEmpty()).limit(count).toList();
        Files.writeString(file, String.join("\n", symbols) + "\n", StandardCharsets.ISO_8859_1);
    }
}
