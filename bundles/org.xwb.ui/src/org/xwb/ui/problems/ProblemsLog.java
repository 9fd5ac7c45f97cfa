package org.xwb.ui.problems;

import java.nio.file.Path;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.xwb.model.io.FileProblem;

/**
 * The problems and log messages of this session, shown by the Problems part. Any thread may add
 * an entry; listeners are told on the adding thread and marshal to the UI thread themselves
 * (a null entry means "several entries changed").
 */
public final class ProblemsLog {

    public enum Severity {
        ERROR, WARNING, INFO
    }

    /**
     * Where a problem is, for the Location column ({@code text}) and for going there from Problems:
     * a file, with a 1-based line and column when known (0 when not), and for a workload the model
     * element the problem is about (an EMF fragment path relative to the workload, which the
     * workload editor selects). Messages about no file (the run dashboard, XWB) name their source.
     */
    public record Location(String text, Path file, int line, int column, String element) {

        public static final Location NONE = new Location("", null, 0, 0, null);

        /** A source that is not a file. */
        public static Location named(String name) {
            return new Location(name == null ? "" : name, null, 0, 0, null);
        }

        public static Location of(Path file) {
            return new Location(String.valueOf(file), file, 0, 0, null);
        }

        /** A place in a file, shown as {@code name:line:column}: a narrow column still shows the line. */
        public static Location at(Path file, int line, int column) {
            String text = file.getFileName() + (line > 0 ? ":" + line + (column > 0 ? ":" + column : "") : "");
            return new Location(text, file, Math.max(0, line), Math.max(0, column), null);
        }

        public static Location of(FileProblem problem) {
            return at(problem.file(), problem.line(), problem.column());
        }

        /** An element of a workload, shown as {@code file name: human path}. */
        public static Location inWorkload(Path file, String element, String path) {
            return new Location(file.getFileName() + ": " + path, file, 0, 0, element);
        }

        @Override
        public String toString() {
            return text;
        }
    }

    /** One entry: what happened, where, and when. */
    public record Entry(Severity severity, String message, Location location, LocalTime time) {
    }

    private final List<Entry> entries = new CopyOnWriteArrayList<>();
    /** Problems owned by a checker (e.g. one editor's validation), replaced as a whole on re-check. */
    private final java.util.Map<String, List<Entry>> owned = new java.util.concurrent.ConcurrentHashMap<>();
    private final List<Consumer<Entry>> listeners = new CopyOnWriteArrayList<>();

    public void add(Severity severity, String message, Location location) {
        Entry entry = entry(severity, message, location);
        entries.add(entry);
        listeners.forEach(listener -> listener.accept(entry));
    }

    public void error(String message, Location location) {
        add(Severity.ERROR, message, location);
    }

    public void warning(String message, Location location) {
        add(Severity.WARNING, message, location);
    }

    public void info(String message, Location location) {
        add(Severity.INFO, message, location);
    }

    /** About a file. */
    public void error(String message, Path file) {
        add(Severity.ERROR, message, Location.of(file));
    }

    public void warning(String message, Path file) {
        add(Severity.WARNING, message, Location.of(file));
    }

    public void info(String message, Path file) {
        add(Severity.INFO, message, Location.of(file));
    }

    /** About something that is not a file, named by {@code source}. */
    public void error(String message, String source) {
        add(Severity.ERROR, message, Location.named(source));
    }

    public void warning(String message, String source) {
        add(Severity.WARNING, message, Location.named(source));
    }

    public void info(String message, String source) {
        add(Severity.INFO, message, Location.named(source));
    }

    public List<Entry> entries() {
        List<Entry> all = new ArrayList<>();
        owned.values().forEach(all::addAll);
        all.addAll(entries);
        return all;
    }

    /**
     * Replaces the problems a checker reported before with its current findings, so fixing a
     * problem removes its line. {@code owner} identifies the checker, e.g. the file it checks.
     */
    public void replace(String owner, List<Entry> current) {
        if (current.isEmpty()) {
            owned.remove(owner);
        } else {
            owned.put(owner, List.copyOf(current));
        }
        listeners.forEach(listener -> listener.accept(null));
    }

    /** An entry stamped now, for {@link #replace}. */
    public static Entry entry(Severity severity, String message, Location location) {
        return new Entry(severity, message, location == null ? Location.NONE : location, LocalTime.now().withNano(0));
    }

    public void clear() {
        entries.clear();
        owned.clear();
    }

    public void addListener(Consumer<Entry> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Entry> listener) {
        listeners.remove(listener);
    }
}
