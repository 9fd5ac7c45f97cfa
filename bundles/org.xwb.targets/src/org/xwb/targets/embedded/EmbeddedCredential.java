package org.xwb.targets.embedded;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Properties;
import org.xwb.core.workspace.PrivateFiles;

/**
 * A password of the embedded server, kept in a libpq password file that only the owner can read
 * (0600): the superuser's ({@link EmbeddedLayout#credentialFile()}) and the workload role's
 * ({@link EmbeddedLayout#workloadCredentialFile()}, see {@link WorkloadRole}). Every XWB process of
 * the workspace's owner reads it, and psql reads it through {@code PGPASSFILE}. The password is 256
 * random bits in base64url (no ':' or '\', which a password file would have to escape).
 * {@link #toString()} does not show it.
 */
public final class EmbeddedCredential {

    private static final String HOST = "127.0.0.1";

    private final Path file;
    private final String user;
    private final String password;

    private EmbeddedCredential(Path file, String user, String password) {
        this.file = file;
        this.user = user;
        this.password = password;
    }

    /** A new random password of the superuser for {@code file}, not written yet ({@link #save()}). */
    static EmbeddedCredential generate(Path file) {
        return generate(file, EmbeddedServer.USER);
    }

    /** A new random password of {@code user} for {@code file}, not written yet ({@link #save()}). */
    static EmbeddedCredential generate(Path file, String user) {
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        return new EmbeddedCredential(file, user, Base64.getUrlEncoder().withoutPadding().encodeToString(random));
    }

    /** Writes the password file, atomically and 0600. */
    void save() throws IOException {
        PrivateFiles.replace(file, fileText());
    }

    /**
     * Reads the password of {@code file}.
     *
     * @throws IOException when the file is missing, not a password file XWB wrote, or readable by others
     */
    public static EmbeddedCredential read(Path file) throws IOException {
        return read(file, EmbeddedServer.USER);
    }

    /**
     * Reads the password of {@code user} in {@code file}.
     *
     * @throws IOException when the file is missing, not a password file XWB wrote, or readable by others
     */
    public static EmbeddedCredential read(Path file, String user) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IOException("The password file of the embedded database " + file + " is missing");
        }
        if (!PrivateFiles.isPrivate(file)) {
            // refuse rather than fix: someone else may have read it already; libpq ignores such a file too
            throw new IOException("The password file " + file + " can be read by other users; XWB does not use it. "
                    + "Delete it: the next start of the embedded database sets a new password.");
        }
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String[] fields = line.split(":", -1);
            if (!line.startsWith("#") && fields.length == 5 && fields[3].equals(user) && !fields[4].isEmpty()) {
                return new EmbeddedCredential(file, user, fields[4]);
            }
        }
        throw new IOException("The password file of the embedded database " + file + " has no line for user "
                + user + "; delete it and the next start sets a new password");
    }

    public Path file() {
        return file;
    }

    /** The login this password belongs to. */
    public String user() {
        return user;
    }

    /** The password; give it to a JDBC driver, never to a message, a log or a command line. */
    public String password() {
        return password;
    }

    /** user, password and application name for pgjdbc. */
    public Properties connectionProperties() {
        Properties p = new Properties();
        p.setProperty("user", user);
        p.setProperty("password", password);
        p.setProperty("ApplicationName", "XWB");
        return p;
    }

    /** The verifier PostgreSQL stores for this password (a salted hash, not the password). */
    String verifier() {
        return ScramVerifier.of(password);
    }

    private String fileText() {
        return "# The password of the embedded PostgreSQL of this XWB workspace (user " + user
                + "), made by XWB.\n"
                + "# Only you can read this file. psql reads it as a password file: run `xwb targets --show-connection embedded`.\n"
                + HOST + ":*:*:" + user + ":" + password + "\n";
    }

    @Override
    public String toString() {
        return "password of " + user + " in " + file;
    }
}
