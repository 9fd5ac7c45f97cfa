package org.xwb.ui.problems;

import java.nio.file.Path;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.xwb.model.io.FileProblem;

/**
 * The problems and messages of this session, shown by the Problems part, newest first. Any thread
 * may add an entry; listeners are told on the adding thread and marshal to the UI thread themselves
 * (a null entry means "several entries changed"). What only confirms an action ("Saved ...") is
 * not a problem: it goes to the status line ({@link #status}) and not into Problems.
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
    private final List<Runnable> statusListeners = new CopyOnWriteArrayList<>();
    private volatile String status = "";

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

    /** Every entry, newest first (entries of the same second: the one added last first). */
    public List<Entry> entries() {
        List<Entry> all = new ArrayList<>(entries);
        java.util.Collections.reverse(all);
        owned.values().forEach(all::addAll);
        all.sort(java.util.Comparator.comparing(Entry::time).reversed()); // stable: ties keep the order above
        return all;
    }

    /** A confirmation for the status line, e.g. "Saved custacc.xsd", stamped with the time. */
    public void status(String message) {
        status = message + "  (" + LocalTime.now().withNano(0) + ")";
        statusListeners.forEach(Runnable::run);
    }

    /** The last {@link #status} message with its time, or "". */
    public String status() {
        return status;
    }

    public void addStatusListener(Runnable listener) {
        statusListeners.add(listener);
    }

    public void removeStatusListener(Runnable listener) {
        statusListeners.remove(listener);
    }

    /**
     * Replaces the problems a checker reported before with its current findings, so fixing a
     * problem removes its line. {@code owner} identifies the checker, e.g. the file it checks.
     */
    public void replace(String owner, List<Entry> current) {
        if (current.isEmpty()) {
            owned.remove(owner);
        } else {
            // a problem found again keeps the time it was first found: Problems stays in time order
            List<Entry> before = owned.getOrDefault(owner, List.of());
            owned.put(owner, current.stream().map(entry -> before.stream().filter(old -> sameProblem(old, entry))
                    .findFirst().orElse(entry)).toList());
        }
        listeners.forEach(listener -> listener.accept(null));
    }

    private static boolean sameProblem(Entry a, Entry b) {
        return a.severity() == b.severity() && a.message().equals(b.message()) && a.location().equals(b.location());
    }

    /** The last time stamp given: each entry gets a later one, so newest first is the order they came in. */
    private static final java.util.concurrent.atomic.AtomicReference<LocalTime> lastStamp = new java.util.concurrent.atomic.AtomicReference<>(
            LocalTime.MIN);

    /** An entry stamped now (to the millisecond, later than any before), for {@link #replace}. */
    public static Entry entry(Severity severity, String message, Location location) {
        LocalTime now = LocalTime.now().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
        LocalTime stamp = lastStamp.updateAndGet(last -> now.isAfter(last) ? now : last.plusNanos(1_000_000));
        return new Entry(severity, message, location == null ? Location.NONE : location, stamp);
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
