package org.xwb.ui.statements;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

import org.xwb.core.results.Json;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.io.TextFiles;

/**
 * What the statement editor remembers per statement between sessions, in the workspace's
 * {@code .xwb/statement-memory.json}: the dialect chosen for a statement file, the target last
 * run on, how many times the values were drawn (drawing again from the seed gives the same values
 * back) and the values and types the user typed. Never a password: targets are profile names.
 */
final class StatementMemory {

    static final String FILE = "statement-memory.json";
    /** The memory of each workspace as last read or written; the file is written behind, off the UI thread. */
    private static final Map<Path, Map<String, Object>> LOADED = new ConcurrentHashMap<>();
    private static final Executor WRITER = Executors.newSingleThreadExecutor(
            runnable -> {
                Thread thread = new Thread(runnable, "xwb-statement-memory");
                thread.setDaemon(true);
                return thread;
            });

    /**
     * @param dialect the dialect chosen for a statement file (null: not chosen)
     * @param target  the target profile last chosen (null: the default)
     * @param draws   how many times "Draw again" was pressed
     * @param values  typed values by parameter position (1-based)
     * @param types   types chosen for a statement file's markers by position (1-based)
     */
    record Entry(String dialect, String target, int draws, Map<Integer, String> values, Map<Integer, String> types) {

        static final Entry EMPTY = new Entry(null, null, 0, Map.of(), Map.of());

        Entry {
            values = Map.copyOf(values);
            types = Map.copyOf(types);
        }

        Entry withDialect(String value) {
            return new Entry(value, target, draws, values, types);
        }

        Entry withTarget(String value) {
            return new Entry(dialect, value, draws, values, types);
        }

        /** Drawn again: the typed values give way to the new draw. */
        Entry drawnAgain() {
            return new Entry(dialect, target, draws + 1, Map.of(), types);
        }

        Entry withValue(int position, String value) {
            Map<Integer, String> changed = new TreeMap<>(values);
            changed.put(position, value);
            return new Entry(dialect, target, draws, changed, types);
        }

        Entry withType(int position, String type) {
            Map<Integer, String> changed = new TreeMap<>(types);
            changed.put(position, type);
            return new Entry(dialect, target, draws, values, changed);
        }
    }

    private final Path file;

    StatementMemory(Workspace workspace) {
        this.file = workspace.root().resolve(".xwb").resolve(FILE);
    }

    /** The key of a statement file, or of a workload's statement (transaction and dialect). */
    static String key(Workspace workspace, Path file, String transaction, String dialect) {
        Path absolute = file.toAbsolutePath().normalize();
        String path = absolute.startsWith(workspace.root()) ? workspace.root().relativize(absolute).toString() : absolute.toString();
        return transaction == null ? path : path + "#" + transaction + "@" + dialect;
    }

    Entry get(String key) {
        Map<String, Object> all = LOADED.computeIfAbsent(file, f -> read());
        synchronized (all) {
            Object entry = all.get(key);
            return entry instanceof Map<?, ?> map ? fromJson(map) : Entry.EMPTY;
        }
    }

    /**
     * Stores an entry; the file is written in the background (a safe save flushes to disk, which
     * the UI thread should not wait for). A memory that cannot be written is only a convenience
     * lost, so nothing is reported.
     */
    void put(String key, Entry entry) {
        Map<String, Object> all = LOADED.computeIfAbsent(file, f -> read());
        String json;
        synchronized (all) {
            all.put(key, toJson(entry));
            json = Json.write(all);
        }
        WRITER.execute(() -> {
            try {
                Files.createDirectories(file.getParent());
                TextFiles.replace(file, json);
            } catch (IOException e) {
                // the statement runs the same without it
            }
        });
    }

    private Map<String, Object> read() {
        Map<String, Object> all = new LinkedHashMap<>();
        try {
            if (Files.isRegularFile(file) && Json.parse(Files.readString(file, StandardCharsets.UTF_8)) instanceof Map<?, ?> map) {
                map.forEach((k, v) -> all.put(String.valueOf(k), v));
            }
        } catch (IOException | IllegalArgumentException e) {
            // a damaged memory is forgotten, not fatal
        }
        return all;
    }

    private static Map<String, Object> toJson(Entry entry) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("dialect", entry.dialect());
        json.put("target", entry.target());
        json.put("draws", entry.draws());
        json.put("values", numbered(entry.values()));
        json.put("types", numbered(entry.types()));
        return json;
    }

    private static Map<String, Object> numbered(Map<Integer, String> values) {
        Map<String, Object> json = new LinkedHashMap<>();
        new TreeMap<>(values).forEach((position, value) -> json.put(String.valueOf(position), value));
        return json;
    }

    private static Entry fromJson(Map<?, ?> json) {
        Object draws = json.get("draws");
        return new Entry(text(json.get("dialect")), text(json.get("target")),
                draws instanceof Number n ? n.intValue() : 0, positions(json.get("values")), positions(json.get("types")));
    }

    private static Map<Integer, String> positions(Object json) {
        Map<Integer, String> values = new TreeMap<>();
        if (json instanceof Map<?, ?> map) {
            map.forEach((k, v) -> {
                try {
                    if (v != null) {
                        values.put(Integer.parseInt(String.valueOf(k)), String.valueOf(v));
                    }
                } catch (NumberFormatException e) {
                    // not a position: skipped
                }
            });
        }
        return values;
    }

    private static String text(Object value) {
        return value == null ? null : String.valueOf(value);
    }
}
