package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Transaction;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.testing.CommandRun;
import org.xwb.testing.SampleWorkloads;
import org.xwb.testing.WorkspaceProperty;

/**
 * {@code xwb run} of a workload file whose statements would run a program, read the user's files
 * or change the server, on the embedded PostgreSQL: every transaction fails with a permission error
 * that the printed summary names, and nothing is written or changed on the file system, in
 * pg_settings or the catalogs (read as the superuser).
 */
class HostileWorkloadCommandTest {

    @TempDir
    Path dir;

    @Test
    void everyHostileStatementFailsWithAPermissionErrorNamedInTheSummaryAndNothingChanges() throws Exception {
        Path workspace = dir.resolve("ws");
        Path touched = dir.resolve("touched");
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "1\n");
        Map<String, String> hostile = new LinkedHashMap<>();
        hostile.put("program", "COPY (SELECT 1) TO PROGRAM 'touch " + touched + "'");
        hostile.put("copy_from", "COPY hostile_copy FROM '" + secret + "'");
        hostile.put("read_file", "SELECT pg_read_file('" + secret + "')");
        hostile.put("lo_import", "SELECT lo_import('" + secret + "')");
        hostile.put("alter_system", "ALTER SYSTEM SET work_mem = '77MB'");
        hostile.put("extension", "CREATE EXTENSION pgcrypto");
        hostile.put("set_role", "SET ROLE postgres");
        List<Transaction> transactions = new ArrayList<>();
        hostile.forEach((name, sql) -> transactions.add(SampleWorkloads.transaction(name, 1, "postgresql", sql)));
        Path file = dir.resolve("hostile.xwl");
        Files.write(file, WorkloadFiles.serialize(SampleWorkloads.workload("hostile", "postgresql",
                transactions.toArray(Transaction[]::new))));

        EmbeddedLayout layout = EmbeddedLayout.of(new Workspace(workspace));
        // run's --workspace names where runs go; the target's workspace is the environment's
        try (WorkspaceProperty property = WorkspaceProperty.set(workspace);
                EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout); Connection admin = lease.connectAsSuperuser();
                Statement s = admin.createStatement()) {
            // the table a workload's owner would have made
            try (Connection owner = new org.postgresql.Driver().connect(lease.jdbcUrl(),
                    lease.workloadCredential().connectionProperties()); Statement o = owner.createStatement()) {
                o.execute("CREATE TABLE hostile_copy (v int)");
            }
            byte[] autoConf = Files.readAllBytes(layout.data().resolve("postgresql.auto.conf"));
            String workMem = scalar(s, "SELECT setting || unit FROM pg_settings WHERE name = 'work_mem'");

            CommandRun run = CommandRun.of("run", file, "--users", "1", "--transactions", "300", "--rampup", "0s",
                    "--workspace", workspace);

            assertEquals(XwbCommand.RUN_ERRORS, run.exitCode(), run.out() + run.err());
            assertTrue(run.out().contains("user xwb_workload)"), "the run's login: " + run.out());
            for (String name : hostile.keySet()) {
                List<String> lines = run.out().lines().filter(l -> l.startsWith("  " + name + ": ")).toList();
                assertFalse(lines.isEmpty(), name + " has no error line: " + run.out());
                // one-statement transactions run as the server's own, so ALTER SYSTEM reaches its privilege check
                assertTrue(lines.stream().allMatch(l -> l.contains("permission denied")), String.join("\n", lines));
            }
            assertFalse(Files.exists(touched), "COPY TO PROGRAM ran a program");
            assertEquals("0", scalar(s, "SELECT count(*) FROM hostile_copy"));
            assertArrayEquals(autoConf, Files.readAllBytes(layout.data().resolve("postgresql.auto.conf")));
            assertEquals(workMem, scalar(s, "SELECT setting || unit FROM pg_settings WHERE name = 'work_mem'"));
            assertEquals("0", scalar(s, "SELECT count(*) FROM pg_file_settings WHERE name = 'work_mem'"));
            assertEquals("plpgsql", scalar(s, "SELECT string_agg(extname, ',') FROM pg_extension"));
            assertEquals("0", scalar(s, "SELECT count(*) FROM pg_largeobject_metadata"));
        }
    }

    private static String scalar(Statement s, String sql) throws Exception {
        try (ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? rs.getString(1) : null;
        }
    }
}
