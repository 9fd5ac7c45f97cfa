package org.xwb.targets.embedded;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import io.zonky.test.db.postgres.util.LinuxUtils;
import org.xwb.core.workspace.PrivateFiles;

/**
 * Makes the data directory accept only the workspace owner's password, before the server listens.
 * zonky's initdb always writes "trust" into pg_hba.conf, and earlier XWB versions kept it. Run
 * between initdb and the server's start (zonky's data directory customizer), while no server runs
 * on the directory:
 * <ul>
 * <li>the superuser's password is set in single-user mode ({@code postgres --single}, fed the
 * SCRAM verifier on its standard input: nothing on a command line, no server listening), when
 * pg_hba.conf still trusts or the password file is missing (a new one is then written);</li>
 * <li>pg_hba.conf is replaced by one that asks scram-sha-256 of every connection.</li>
 * </ul>
 * A data directory without "trust" and with its password file is left alone, also pg_hba.conf
 * lines its owner added.
 */
final class PasswordSetup {

    static final String HBA = """
            # Written by XWB: every connection needs the password in the owner-only password file
            # (.xwb/embedded-postgres/superuser.pgpass of the workspace; see `xwb targets --show-connection embedded`).
            # TYPE  DATABASE     USER  ADDRESS       METHOD
            local   all          all                 scram-sha-256
            host    all          all   127.0.0.1/32  scram-sha-256
            host    all          all   ::1/128       scram-sha-256
            local   replication  all                 scram-sha-256
            host    replication  all   127.0.0.1/32  scram-sha-256
            host    replication  all   ::1/128       scram-sha-256
            """;

    private final EmbeddedLayout layout;
    private final EmbeddedCredential credential;
    private final boolean newPassword;
    private final boolean newDataDirectory;
    private String note;

    /**
     * @param newDataDirectory true when initdb is about to create the data directory: securing it
     *                         then is part of creating it, not worth a note
     */
    PasswordSetup(EmbeddedLayout layout, boolean newDataDirectory) throws IOException {
        this.layout = layout;
        this.newDataDirectory = newDataDirectory;
        this.newPassword = !Files.exists(layout.credentialFile());
        this.credential = newPassword ? EmbeddedCredential.generate(layout.credentialFile())
                : EmbeddedCredential.read(layout.credentialFile());
    }

    /** The password the server accepts once {@link #apply} ran. */
    EmbeddedCredential credential() {
        return credential;
    }

    /** What was changed in an existing data directory, for the start report; null when nothing was. */
    String note() {
        return note;
    }

    /** Secures {@code data} if it needs it. No server may run on it. */
    void apply(Path data) throws IOException {
        Path hba = data.resolve("pg_hba.conf");
        boolean trusts = trusts(Files.readAllLines(hba, StandardCharsets.UTF_8));
        if (!trusts && !newPassword) {
            return;
        }
        setPassword(data);
        if (newPassword) {
            credential.save(); // only now: a password file always holds the password the database has
        }
        if (trusts) {
            PrivateFiles.replace(hba, HBA);
        }
        if (!newDataDirectory) {
            note = trusts
                    ? "the database accepted any local connection (trust); it now requires the password in "
                            + credential.file() + " (data kept)"
                    : "set a new superuser password, kept in " + credential.file() + " (the file was missing)";
        }
        // zonky ran initdb with -A trust: the log says what replaced it
        appendToLog("XWB " + Instant.now() + ": " + (note != null ? note
                : "pg_hba.conf replaced: every connection needs the password in " + credential.file()));
    }

    /** True when a line of pg_hba.conf lets a connection in without a password. */
    static boolean trusts(List<String> hbaLines) {
        for (String line : hbaLines) {
            int hash = line.indexOf('#');
            String rule = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (!rule.isEmpty() && List.of(rule.split("\\s+")).contains("trust")) {
                return true;
            }
        }
        return false;
    }

    private void setPassword(Path data) throws IOException {
        List<String> command = new ArrayList<>();
        if (LinuxUtils.isUnshareAvailable()) {
            command.addAll(List.of("unshare", "-U")); // as root, the way zonky runs initdb and pg_ctl
        }
        command.add(BundledBinaries.unpackedIn(layout.binaries()).resolve("bin").resolve("postgres").toString());
        // a failed statement is not echoed to the output (it holds the verifier)
        command.addAll(List.of("--single", "-D", data.toString(), "-c", "log_min_error_statement=panic", "postgres"));
        String verifier = credential.verifier();
        Process postgres = new ProcessBuilder(command).redirectErrorStream(true).start();
        CompletableFuture<byte[]> output = CompletableFuture.supplyAsync(() -> {
            try {
                return postgres.getInputStream().readAllBytes();
            } catch (IOException e) {
                return new byte[0];
            }
        });
        try (OutputStream in = postgres.getOutputStream()) {
            in.write(("ALTER ROLE " + EmbeddedServer.USER + " PASSWORD '" + verifier + "'\n").getBytes(StandardCharsets.US_ASCII));
        }
        try {
            if (!postgres.waitFor(120, TimeUnit.SECONDS)) {
                postgres.destroyForcibly();
                throw new IOException("Setting the embedded database's password (postgres --single on " + data
                        + ") did not end within 120 s");
            }
            String said = new String(output.get(10, TimeUnit.SECONDS), StandardCharsets.UTF_8).replace(verifier, "***");
            List<String> problems = said.lines().filter(l -> l.matches(".*\\b(ERROR|FATAL|PANIC):.*")).toList();
            if (postgres.exitValue() != 0 || !problems.isEmpty()) {
                throw new IOException("Setting the embedded database's password (postgres --single on " + data
                        + ") failed, exit " + postgres.exitValue() + ": " + String.join(" / ", problems.isEmpty()
                                ? said.lines().toList() : problems));
            }
        } catch (InterruptedException e) {
            postgres.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("Interrupted while setting the embedded database's password", e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IOException("Cannot read the output of postgres --single: " + e.getMessage(), e);
        }
    }

    private void appendToLog(String line) throws IOException {
        PrivateFiles.file(layout.logFile());
        Files.writeString(layout.logFile(), line + "\n", StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);
    }
}
