package org.xwb.ui.problems;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The problems and log messages of this session, shown by the Problems part. Any thread may add
 * an entry; listeners are told on the adding thread and marshal to the UI thread themselves.
 */
public final class ProblemsLog {

    public enum Severity {
        ERROR, WARNING, INFO
    }

    /** One entry: what happened, where (file, line and column when known), and when. */
    public record Entry(Severity severity, String message, String location, LocalTime time) {
    }

    private final List<Entry> entries = new CopyOnWriteArrayList<>();
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
        return new ArrayList<>(entries);
    }

    public void clear() {
        entries.clear();
    }

    public void addListener(Consumer<Entry> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<Entry> listener) {
        listeners.remove(listener);
    }
}
