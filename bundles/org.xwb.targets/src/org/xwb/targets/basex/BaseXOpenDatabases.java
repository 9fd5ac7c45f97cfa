package org.xwb.targets.basex;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.basex.core.Context;
import org.basex.core.MainOptions;
import org.basex.core.cmd.Close;
import org.basex.core.cmd.Flush;
import org.basex.core.cmd.Open;

/**
 * Keeps the databases that workload statements use open between statements and writes their
 * updates to disk every {@link #FLUSH_INTERVAL_MS} ms. BaseX closes a database when its last user
 * unpins it, so without a pin every statement would open it again (meta data, resource and path
 * indexes) and every update would write the whole database state back when it closed. Workload
 * sessions run with AUTOFLUSH off: an update is applied atomically in memory when its statement
 * ends (a committed write, visible to every later statement) and reaches the files with the next
 * flush, or when the database is closed (docs/xquery-target.md says what that means for a crash).
 *
 * <p>A flush is BaseX's FLUSH command on the pinning session: it takes the database's write lock,
 * so it never runs inside a statement. Creating, dropping, loading and indexing a database first
 * {@link #close closes} it here, as BaseX refuses to drop a database that another session holds.
 */
final class BaseXOpenDatabases {

    /** How long a committed update may stay in memory only (PostgreSQL's WAL writer: 200 ms, up to 3x). */
    static final long FLUSH_INTERVAL_MS = 500;

    private final Context main;
    private final Map<String, Context> pins = new LinkedHashMap<>();
    private final Set<String> unflushed = new HashSet<>();
    private final ScheduledExecutorService flusher;

    BaseXOpenDatabases(Context main) {
        this.main = main;
        this.flusher = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "XWB BaseX flush");
            thread.setDaemon(true);
            return thread;
        });
        flusher.scheduleWithFixedDelay(this::flushAll, FLUSH_INTERVAL_MS, FLUSH_INTERVAL_MS, TimeUnit.MILLISECONDS);
    }

    /** Keeps {@code names} open (those that exist); a statement has just read or written them. */
    void keepOpen(Iterable<String> names) {
        for (String name : names) {
            synchronized (this) {
                if (pins.containsKey(name) || !main.soptions.dbExists(name)) {
                    continue;
                }
            }
            Context pin = new Context(main);
            pin.options.set(MainOptions.AUTOFLUSH, false);
            try {
                new Open(name).execute(pin);
            } catch (IOException e) {
                continue; // dropped meanwhile: the next statement reports it
            }
            boolean kept;
            synchronized (this) {
                kept = pins.putIfAbsent(name, pin) == null;
            }
            if (!kept) {
                closeQuietly(pin);
            }
        }
    }

    /** {@code names} hold updates not yet flushed; a global write marks every open database. */
    synchronized void written(Iterable<String> names, boolean global) {
        if (global) {
            unflushed.addAll(pins.keySet());
        }
        names.forEach(unflushed::add);
    }

    /** Writes the updates of every database written since the last flush to its files. */
    void flushAll() {
        List<Map.Entry<String, Context>> due = new ArrayList<>();
        synchronized (this) {
            for (String name : unflushed) {
                Context pin = pins.get(name);
                if (pin != null) {
                    due.add(Map.entry(name, pin));
                }
            }
            unflushed.clear();
        }
        for (Map.Entry<String, Context> entry : due) {
            synchronized (entry.getValue()) {
                try {
                    new Flush().execute(entry.getValue());
                } catch (IOException e) {
                    written(List.of(entry.getKey()), false); // closed meanwhile (closing flushed it) or retried next time
                }
            }
        }
    }

    /** Flushes and closes {@code name} here, so an admin command may drop or rebuild it. */
    void close(String name) {
        Context pin;
        synchronized (this) {
            pin = pins.remove(name);
            unflushed.remove(name);
        }
        if (pin != null) {
            closeQuietly(pin);
        }
    }

    /** Stops flushing and closes every database, which writes what is not flushed yet. */
    void closeAll() {
        flusher.shutdown();
        try {
            flusher.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<String> names;
        synchronized (this) {
            names = List.copyOf(pins.keySet());
        }
        names.forEach(this::close);
    }

    private static void closeQuietly(Context pin) {
        synchronized (pin) {
            try {
                new Close().execute(pin);
            } catch (IOException e) {
                // a database that cannot be closed was closed with the engine
            }
        }
    }
}
