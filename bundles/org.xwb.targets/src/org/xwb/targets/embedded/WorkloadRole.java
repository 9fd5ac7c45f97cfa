package org.xwb.targets.embedded;

import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.xwb.targets.postgres.PostgresTarget;

/**
 * The role every workload, statement, explain, load and JMeter plan logs in as on the embedded
 * server: it owns the workload's tables and nothing more. A workload file comes from anywhere, and
 * as the superuser its statements could run programs ({@code COPY ... TO PROGRAM}), read and write
 * the user's files ({@code pg_read_file}, {@code COPY ... FROM '<file>'}, {@code lo_import}) or
 * change the server ({@code ALTER SYSTEM}, {@code CREATE EXTENSION}). The role is no superuser, may
 * not create roles or databases, is a member of no role (so not of pg_read_server_files,
 * pg_write_server_files or pg_execute_server_program), and has CONNECT and TEMPORARY on the
 * database and USAGE and CREATE on its schema public only; without CREATE on the database it
 * cannot install even a trusted extension.
 *
 * <p>{@link #ensure} runs as the superuser whenever XWB starts the server (and when a process
 * attaches to a server of an earlier version): it creates the role, or takes from an existing one
 * whatever was added, sets its password (the one of its owner-only password file, a new random one
 * when the file is missing) and gives it the tables, views, sequences and functions of schema public
 * that others own, so a workspace of an earlier version, whose tables the superuser owns, is migrated on
 * first use. The superuser is otherwise only used to create the database and the role.
 */
public final class WorkloadRole {

    /** The login of workloads on the embedded server, one per workspace (every workspace has its own server). */
    public static final String NAME = "xwb_workload";

    private WorkloadRole() {
    }

    /** What {@link #ensure} did, for the start report. */
    public record Setup(EmbeddedCredential credential, List<String> migrated) {
    }

    /**
     * Creates or corrects the role on the server's database and returns its password.
     *
     * @param superuser a connection to {@link EmbeddedServer#DATABASE} as the superuser
     */
    static Setup ensure(EmbeddedLayout layout, Connection superuser) throws IOException, SQLException {
        boolean newPassword = !Files.exists(layout.workloadCredentialFile());
        EmbeddedCredential credential = newPassword
                ? EmbeddedCredential.generate(layout.workloadCredentialFile(), NAME)
                : EmbeddedCredential.read(layout.workloadCredentialFile(), NAME);
        boolean autoCommit = superuser.getAutoCommit();
        superuser.setAutoCommit(false);
        try (Statement s = superuser.createStatement()) {
            // a failed statement is not written to server.log with its text (it holds the verifier)
            s.execute("SET LOCAL log_min_error_statement = panic");
            s.execute("SET LOCAL log_statement = none");
            String attributes = " LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS INHERIT"
                    + " CONNECTION LIMIT -1 PASSWORD '" + credential.verifier() + "'";
            s.execute((exists(superuser) ? "ALTER ROLE " : "CREATE ROLE ") + NAME + attributes);
            for (String granted : memberships(superuser)) {
                s.execute("REVOKE " + quoted(superuser, granted) + " FROM " + NAME);
            }
            s.execute("ALTER ROLE " + NAME + " RESET ALL");
            s.execute("REVOKE ALL ON DATABASE " + EmbeddedServer.DATABASE + " FROM " + NAME);
            s.execute("GRANT CONNECT, TEMPORARY ON DATABASE " + EmbeddedServer.DATABASE + " TO " + NAME);
            s.execute("GRANT USAGE, CREATE ON SCHEMA public TO " + NAME);
            List<String> migrated = giveRelations(superuser, s);
            // the planner's cost of xpath(), which only the owner of pg_catalog's functions may set
            PostgresTarget.declareXpathCost(s);
            superuser.commit();
            if (newPassword) {
                credential.save(); // only now: the file always holds the password the role has
            }
            return new Setup(credential, migrated);
        } catch (SQLException | IOException | RuntimeException e) {
            superuser.rollback();
            throw e;
        } finally {
            superuser.setAutoCommit(autoCommit);
        }
    }

    private static boolean exists(Connection c) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM pg_roles WHERE rolname = ?")) {
            p.setString(1, NAME);
            try (ResultSet rs = p.executeQuery()) {
                return rs.next();
            }
        }
    }

    /** The roles the role is a member of: none once {@link #ensure} ran. */
    static List<String> memberships(Connection c) throws SQLException {
        List<String> roles = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT r.rolname FROM pg_auth_members m"
                + " JOIN pg_roles r ON r.oid = m.roleid JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = ?"
                + " ORDER BY 1")) {
            p.setString(1, NAME);
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    roles.add(rs.getString(1));
                }
            }
        }
        return roles;
    }

    /**
     * Gives the role the relations of schema public others own. Tables first: their indexes and
     * the sequences of their identity and serial columns follow them.
     */
    private static List<String> giveRelations(Connection c, Statement s) throws SQLException {
        List<String> given = new ArrayList<>();
        for (String kinds : List.of("'r','p'", "'v','m'", "'S'")) {
            List<String[]> relations = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT c.relkind, quote_ident(c.relname), c.relname"
                    + " FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace"
                    + " WHERE n.nspname = 'public' AND c.relkind IN (" + kinds + ")"
                    + " AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = ?) ORDER BY c.relname")) {
                p.setString(1, NAME);
                try (ResultSet rs = p.executeQuery()) {
                    while (rs.next()) {
                        relations.add(new String[] { rs.getString(1), rs.getString(2), rs.getString(3) });
                    }
                }
            }
            for (String[] r : relations) {
                String what = switch (r[0]) {
                    case "v" -> "VIEW";
                    case "m" -> "MATERIALIZED VIEW";
                    case "S" -> "SEQUENCE";
                    default -> "TABLE";
                };
                s.execute("ALTER " + what + " public." + r[1] + " OWNER TO " + NAME);
                given.add(r[2]);
            }
        }
        given.addAll(giveRoutines(c, s));
        return given;
    }

    /**
     * Gives the role the functions and procedures of schema public others own: an earlier version
     * created the index key conversions (xs:date, xs:dateTime) as the superuser, and the workload's
     * DDL replaces them with {@code CREATE OR REPLACE FUNCTION}, which only the owner may do.
     */
    private static List<String> giveRoutines(Connection c, Statement s) throws SQLException {
        List<String[]> routines = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT p.prokind, quote_ident(p.proname)"
                + " || '(' || pg_get_function_identity_arguments(p.oid) || ')', p.proname"
                + " FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace"
                + " WHERE n.nspname = 'public' AND p.prokind IN ('f','p')"
                + " AND p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = ?) ORDER BY 2")) {
            p.setString(1, NAME);
            try (ResultSet rs = p.executeQuery()) {
                while (rs.next()) {
                    routines.add(new String[] { rs.getString(1), rs.getString(2), rs.getString(3) });
                }
            }
        }
        List<String> given = new ArrayList<>();
        for (String[] r : routines) {
            s.execute("ALTER " + ("p".equals(r[0]) ? "PROCEDURE" : "FUNCTION") + " public." + r[1] + " OWNER TO " + NAME);
            given.add(r[2]);
        }
        return given;
    }

    private static String quoted(Connection c, String identifier) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT quote_ident(?)")) {
            p.setString(1, identifier);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getString(1);
            }
        }
    }
}
