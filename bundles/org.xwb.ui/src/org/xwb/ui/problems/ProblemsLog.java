package org.xwb.ui.problems;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The problems and log messages of this session, shown by the Problems part. Any thread may add
 * an entry; listeners are told on the adding thread and marshal to the UI thread themselves
 * (a null entry means "several entries changed").
 */
public final class ProblemsLog {

    public enum Severity {
        ERROR, WARNING, INFO
    }

    /** One entry: what happened, where (file, line and column when known), and when. */
    public record Entry(Severity severity, String message, String location, LocalTime time) {
    }

    private final List<Entry> entries = new CopyOnWriteArrayList<>();
    /** Problems owned by a checker (e.g. one editor's validation), replaced as a whole on re-check. */
    private final java.util.Map<String, List<Entry>> owned = new java.util.concurrent.ConcurrentHashMap<>();
    private final List<Consumer<Entry>> listeners = new CopyOnWriteArrayList<>();

    public void add(Severity severity, String message, String location) {
        Entry entry = new Entry(severity, message, location == null ? "" : location, LocalTime.now().withNano(0));
        entries.add(entry);
        listeners.forEach(listener -> listener.accept(entry));
    }

    public void error(String message, String location) {
        add(Severity.ERROR, message, location);
    }

    public void warning(String message, String location) {
        add(Severity.WARNING, message, location);
    }

    public void info(String message, String location) {
        add(Severity.INFO, message, location);
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
    public static Entry entry(Severity severity, String message, String location) {
        return new Entry(severity, message, location == null ? "" : location, LocalTime.now().withNano(0));
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
