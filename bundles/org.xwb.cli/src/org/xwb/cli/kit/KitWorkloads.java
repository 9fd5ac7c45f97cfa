package org.xwb.cli.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
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
     * Installs every kit workload, with the given id ranges per collection name and the first
     * {@code securities} symbols. Returns file name to installed path. An existing installed
     * workload is replaced (safely: a failed save leaves the old one).
     */
    public static Map<String, Path> install(Workspace workspace, TpoxKit kit, Map<String, IdRange> ranges,
            int securities) throws IOException {
        Path target = Files.createDirectories(folder(workspace));
        Path input = Files.createDirectories(target.resolveSibling("input"));
        for (String list : VALUE_LISTS) {
            Files.copy(kit.input().resolve(list), input.resolve(list), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        writeSymbols(kit, input.resolve(SYMBOLS), securities);
        Map<String, Path> installed = new LinkedHashMap<>();
        try (DirectoryStream<Path> workloads = Files.newDirectoryStream(kit.root().resolve("workloads"), "*.xwl")) {
            for (Path source : workloads) {
                Workload workload = WorkloadFiles.load(source);
                for (Collection collection : workload.getCollections()) {
                    IdRange range = ranges.get(collection.getName());
                    if (range != null) {
                        collection.setFirstId(range.first());
                        collection.setLastId(range.last());
                    }
                }
                Path file = target.resolve(source.getFileName());
                WorkloadFiles.save(workload, file);
                installed.put(source.getFileName().toString(), file);
            }
        }
        return installed;
    }

    /** The first {@code count} symbols of the kit's list: the securities the generator made. */
    private static void writeSymbols(TpoxKit kit, Path file, int count) throws IOException {
        List<String> symbols = Files.readAllLines(kit.input().resolve(SYMBOLS), StandardCharsets.ISO_8859_1).stream()
                .map(String::strip).filter(line -> !line.isEmpty()).limit(count).toList();
        Files.writeString(file, String.join("\n", symbols) + "\n", StandardCharsets.ISO_8859_1);
    }
}
