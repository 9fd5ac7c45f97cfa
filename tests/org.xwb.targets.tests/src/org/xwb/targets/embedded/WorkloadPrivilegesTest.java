package org.xwb.targets.embedded;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.run.RunConfig;
import org.xwb.core.run.StatementBinding;
import org.xwb.core.run.WorkloadRun;
import org.xwb.core.statements.StatementFailure;
import org.xwb.core.statements.StatementRun;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.stats.TransactionSummary;
import org.xwb.core.target.Target;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.postgres.PostgresTarget;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.testing.SharedEmbeddedServer;
import org.xwb.targets.testing.Sql;
import org.xwb.targets.testing.TestPaths;
import org.xwb.testing.SampleWorkloads;

/**
 * A workload file from the internet runs on the embedded PostgreSQL as {@link WorkloadRole}, not
 * as the superuser: statements that would run a program, read or write the user's files or change
 * the server fail with a permission error (SQLSTATE 42501) in the run's summary and in a statement
 * run by hand, and nothing is written or changed (checked on the file system and, as the
 * superuser, in the catalogs and pg_settings).
 */
@ExtendWith(SharedEmbeddedServer.class)
class WorkloadPrivilegesTest {

    @TempDir
    Path dir;

    private Path touched;
    private Path secret;
    private Map<String, String> hostile;

    @BeforeEach
    void statements() throws Exception {
        touched = dir.resolve("touched-by-the-workload");
        secret = dir.resolve("secret.txt");
        Files.writeString(secret, "1\n");
        Sql.execute(SharedEmbeddedServer.target(), "DROP TABLE IF EXISTS hostile_copy", "CREATE TABLE hostile_copy (v int)");
        hostile = new LinkedHashMap<>();
        hostile.put("program", "COPY (SELECT 1) TO PROGRAM 'touch " + touched + "'");
        hostile.put("copy_from", "COPY hostile_copy FROM '" + secret + "'");
        hostile.put("copy_to", "COPY (SELECT 1) TO '" + dir.resolve("written-by-the-workload") + "'");
        hostile.put("read_file", "SELECT pg_read_file('" + secret + "')");
        hostile.put("lo_import", "SELECT lo_import('" + secret + "')");
        hostile.put("alter_system", "ALTER SYSTEM SET work_mem = '77MB'");
        hostile.put("extension", "CREATE EXTENSION pgcrypto");
        hostile.put("untrusted_extension", "CREATE EXTENSION file_fdw");
        hostile.put("set_role", "SET ROLE postgres");
    }

    private static EmbeddedLayout layout() {
        return TestPaths.layout(SharedEmbeddedServer.workspace().root());
    }

    @Test
    void theRoleIsNoSuperuserInNoRoleAndMayCreateNeitherRolesNorDatabases() throws Exception {
        Target target = SharedEmbeddedServer.target();
        assertEquals(WorkloadRole.NAME, Sql.scalar(target, "SELECT current_user"));
        assertEquals("f f f f", Sql.scalar(target, "SELECT concat_ws(' ', rolsuper, rolcreaterole, rolcreatedb,"
                + " rolbypassrls) FROM pg_roles WHERE rolname = current_user"));
        assertEquals("f", Sql.scalar(target, "SELECT has_database_privilege(current_database(), 'CREATE')"));
        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout()); Connection admin = lease.connectAsSuperuser()) {
            assertEquals(List.of(), WorkloadRole.memberships(admin));
        }
        assertTrue(((PostgresTarget) target).privilegeWarning().isEmpty());
    }

    @Test
    void eachHostileStatementOfARunFailsWithAPermissionErrorInTheSummaryAndChangesNothing() throws Exception {
        Snapshot before = snapshot();
        List<Transaction> transactions = new ArrayList<>();
        hostile.forEach((name, sql) -> transactions.add(SampleWorkloads.transaction(name, 1, "postgresql", sql)));
        Workload workload = SampleWorkloads.workload("hostile", "postgresql", transactions.toArray(Transaction[]::new));
        WorkloadRun run = WorkloadRun.builder(workload, SharedEmbeddedServer.target())
                .config(RunConfig.from(null).users(1).transactionsPerUser(300).thinkTimeMillis(0).intervalSeconds(0.5)
                        .build())
                .runsDirectory(dir.resolve("runs")).start();
        RunSummary summary = run.await();

        assertEquals(0, summary.total().affectedRows(), "no row read or written: " + summary.total());
        for (String name : hostile.keySet()) {
            TransactionSummary tx = summary.transactions().stream().filter(t -> t.id().equals(name)).findFirst()
                    .orElseThrow();
            assertTrue(tx.errors().failed() > 0, name + " ran: " + tx);
            String messages = String.join(" | ", tx.errors().messages());
            // a one-statement transaction runs as the server's own transaction, so ALTER SYSTEM gets
            // as far as its privilege check (inside a transaction block it would be 25001 first)
            assertTrue(messages.contains("permission denied") || messages.contains("must be superuser"),
                    name + ": " + messages);
            assertFalse(messages.contains("transaction block"), name + ": " + messages);
        }
        assertNothingChanged(before);
    }

    @Test
    void theSameStatementsRunByHandOnTheTargetTheStatementEditorOpensFailWithSqlstate42501() throws Exception {
        Snapshot before = snapshot();
        try (Target editors = TargetKinds.open(ProfileStore.defaultEmbedded(), SharedEmbeddedServer.workspace());
                StatementRun run = new StatementRun(editors)) {
            for (Map.Entry<String, String> statement : hostile.entrySet()) {
                StatementFailure failure = assertThrows(StatementFailure.class, () -> run.execute(
                        StatementBinding.bind(List.of(statement.getValue()), new org.xwb.model.ParameterType[0],
                                new Object[0]), new StatementRun.Options(100, true)), statement.getKey());
                assertEquals("42501", failure.sqlState(), statement.getKey() + ": " + failure.serverMessage());
            }
            assertEquals(WorkloadRole.NAME, Sql.scalar(editors, "SELECT current_user"));
        }
        assertNothingChanged(before);
    }

    @Test
    void alterSystemByHandWithoutCommitIsRefusedAsATransactionBlockAndTheConnectionStaysUsable() throws Exception {
        Snapshot before = snapshot();
        try (Target editors = TargetKinds.open(ProfileStore.defaultEmbedded(), SharedEmbeddedServer.workspace());
                StatementRun run = new StatementRun(editors)) {
            // exploring rolls back, and ALTER SYSTEM cannot be rolled back: it is not sent on its own
            StatementFailure failure = assertThrows(StatementFailure.class, () -> run.execute(StatementBinding.bind(
                    List.of(hostile.get("alter_system")), new org.xwb.model.ParameterType[0], new Object[0]),
                    new StatementRun.Options(100, false)));
            assertEquals("25001", failure.sqlState(), failure.serverMessage());
            // with commit asked for, it runs on its own and the server refuses the privilege
            StatementFailure committed = assertThrows(StatementFailure.class, () -> run.execute(StatementBinding.bind(
                    List.of(hostile.get("alter_system")), new org.xwb.model.ParameterType[0], new Object[0]),
                    new StatementRun.Options(100, true)));
            assertEquals("42501", committed.sqlState(), committed.serverMessage());
            assertTrue(committed.serverMessage().contains("permission denied to set parameter \"work_mem\""),
                    committed.serverMessage());
            // the connection is back in explicit transactions: a rolled-back write leaves nothing
            run.execute(StatementBinding.bind(List.of("INSERT INTO hostile_copy VALUES (1)"),
                    new org.xwb.model.ParameterType[0], new Object[0]), new StatementRun.Options(100, false));
        }
        assertNothingChanged(before);
    }

    @Test
    void alterSystemOutsideATransactionIsAPermissionErrorToo() throws Exception {
        Snapshot before = snapshot();
        try (Connection c = SharedEmbeddedServer.target().connect(); Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            SQLException refused = assertThrows(SQLException.class, () -> s.execute(hostile.get("alter_system")));
            assertEquals("42501", refused.getSQLState(), refused.getMessage());
            assertTrue(refused.getMessage().contains("permission denied to set parameter \"work_mem\""), refused.getMessage());
        }
        assertNothingChanged(before);
    }

    /** What a hostile statement would have changed, read as the superuser. */
    private record Snapshot(byte[] autoConf, String workMem, String extensions, long largeObjects, String roles) {
    }

    private Snapshot snapshot() throws Exception {
        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout()); Connection admin = lease.connectAsSuperuser()) {
            return new Snapshot(Files.readAllBytes(layout().data().resolve("postgresql.auto.conf")),
                    scalar(admin, "SELECT setting || unit FROM pg_settings WHERE name = 'work_mem'"),
                    scalar(admin, "SELECT string_agg(extname, ',' ORDER BY extname) FROM pg_extension"),
                    Long.parseLong(scalar(admin, "SELECT count(*) FROM pg_largeobject_metadata")),
                    scalar(admin, "SELECT string_agg(rolname || ':' || rolsuper, ',' ORDER BY rolname) FROM pg_roles"));
        }
    }

    private void assertNothingChanged(Snapshot before) throws Exception {
        assertFalse(Files.exists(touched), "COPY TO PROGRAM ran a program");
        assertFalse(Files.exists(dir.resolve("written-by-the-workload")), "COPY TO wrote a file");
        assertEquals("0", Sql.scalar(SharedEmbeddedServer.target(), "SELECT count(*) FROM hostile_copy"));
        Snapshot after = snapshot();
        assertArrayEquals(before.autoConf(), after.autoConf(), "postgresql.auto.conf");
        assertEquals(before.workMem(), after.workMem(), "work_mem in pg_settings");
        assertEquals("plpgsql", after.extensions());
        assertEquals(before.largeObjects(), after.largeObjects(), "large objects");
        assertEquals(before.roles(), after.roles(), "roles");
        try (EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout()); Connection admin = lease.connectAsSuperuser()) {
            assertEquals("0", scalar(admin, "SELECT count(*) FROM pg_file_settings WHERE name = 'work_mem'"),
                    "no work_mem waiting in a configuration file");
        }
    }

    private static String scalar(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }
}
