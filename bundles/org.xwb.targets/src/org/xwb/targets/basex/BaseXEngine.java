package org.xwb.targets.basex;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.Map;

import org.basex.core.Context;
import org.basex.core.MainOptions;
import org.basex.core.StaticOptions;
import org.basex.core.users.Perm;
import org.basex.core.users.User;
import org.basex.util.Prop;
import org.xwb.core.workspace.Workspace;
import org.xwb.core.workspace.PrivateFiles;

/**
 * BaseX running inside XWB's process for one workspace: its databases in
 * {@code <workspace>/.xwb/basex/} (0700), one per collection. Opened by the first target of the
 * workspace and closed with the last ({@link #acquire} counts leases), so a run, a load and an
 * explain share the open databases and BaseX's locks. BaseX cannot share its files with another
 * process: a file lock says so at once, instead of databases written by two processes.
 *
 * <p>Workload statements run as a BaseX user with write permission only (reading and updating
 * databases; no files, no Java, no processes, no network); creating, loading and indexing run as
 * BaseX's admin. Documents are parsed with DTDs, external entities and XInclude off.
 */
public final class BaseXEngine {

    /** The engine's version, e.g. "13.0". */
    public static final String VERSION = Prop.VERSION;

    private static final Map<Path, BaseXEngine> OPEN = new HashMap<>();

    private final Path folder;
    private final Context main;
    private final BaseXOpenDatabases databases;
    private final FileChannel lockChannel;
    private final FileLock lock;
    private int leases;

    private BaseXEngine(Path folder, FileChannel lockChannel, FileLock lock) {
        this.folder = folder;
        this.lockChannel = lockChannel;
        this.lock = lock;
        StaticOptions statics = new StaticOptions(false);
        statics.set(StaticOptions.DBPATH, folder.toString());
        statics.set(StaticOptions.REPOPATH, folder.resolve(".repo").toString());
        statics.set(StaticOptions.LOG, "false");
        statics.set(StaticOptions.TIMEOUT, 0); // the run stops its statements itself
        statics.set(StaticOptions.PARALLEL, 64); // users beyond BaseX's default 8 would queue
        main = new Context(statics);
        secureParsing(main.options);
        databases = new BaseXOpenDatabases(main);
    }

    /** Where the databases of {@code workspace} live. */
    public static Path folder(Workspace workspace) {
        return workspace.root().resolve(".xwb").resolve("basex");
    }

    /**
     * The engine of the databases in {@code folder}, opened if this process has none open.
     *
     * @throws IOException when another process has the databases open, or the folder cannot be made
     */
    public static synchronized Lease acquire(Path folder) throws IOException {
        Path key = folder.toAbsolutePath().normalize();
        BaseXEngine engine = OPEN.get(key);
        if (engine == null) {
            PrivateFiles.folder(key.getParent());
            PrivateFiles.folder(key);
            FileChannel channel = FileChannel.open(PrivateFiles.file(key.resolve("engine.lock")), StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                throw new IOException("The BaseX databases in " + key + " are open in another process (another XWB "
                        + "on this workspace): BaseX cannot share its files between processes; close it first");
            }
            engine = new BaseXEngine(key, channel, lock);
            OPEN.put(key, engine);
        }
        engine.leases++;
        return engine.new Lease();
    }

    private static synchronized void release(BaseXEngine engine) {
        if (--engine.leases > 0) {
            return;
        }
        OPEN.remove(engine.folder);
        engine.databases.closeAll();
        engine.main.close();
        try {
            engine.lock.release();
            engine.lockChannel.close();
        } catch (IOException e) {
            // the lock goes with the channel or the process
        }
    }

    /** No DTD, no external entity, no XInclude in any document BaseX parses. */
    static void secureParsing(MainOptions options) {
        options.set(MainOptions.DTD, false);
        options.set(MainOptions.XINCLUDE, false);
        options.set(MainOptions.INTPARSE, false); // the JDK's parser, with its entity expansion limits
    }

    /** A use of the engine; closing the last one closes the databases. */
    public final class Lease implements AutoCloseable {

        private boolean closed;

        /** The databases' folder. */
        public Path folder() {
            return folder;
        }

        /** A session as BaseX's admin: creates, drops, loads and indexes databases. */
        Context adminSession() {
            return new Context(main);
        }

        /**
         * A session for workload statements: read and update databases, nothing else. Its updates
         * are flushed by {@link #databases()} (AUTOFLUSH off), not by each statement.
         */
        Context userSession() {
            Context session = new Context(main);
            session.user(new User("xwb").permission(Perm.WRITE));
            session.options.set(MainOptions.AUTOFLUSH, false);
            return session;
        }

        /** The databases workload statements keep open, and their flushes. */
        BaseXOpenDatabases databases() {
            return databases;
        }

        @Override
        public void close() {
            synchronized (BaseXEngine.class) {
                if (closed) {
                    return;
                }
                closed = true;
            }
            release(BaseXEngine.this);
        }
    }
}
