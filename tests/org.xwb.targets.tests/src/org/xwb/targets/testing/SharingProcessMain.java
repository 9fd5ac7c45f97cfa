package org.xwb.targets.testing;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;

import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;

/**
 * An XWB process that shares a workspace's embedded server with others, driven line by line on
 * stdin: it takes a lease and prints "READY <port> <how it started>", then answers "query" with
 * "ROWS <n>" (a row it inserts each time, counted), "leave" with "LEFT" (the lease closed, the JVM
 * goes on) and "exit" by exiting normally (shutdown hooks run).
 *
 * <p>Arguments: workspace root, binaries cache.
 */
public final class SharingProcessMain {

    private SharingProcessMain() {
    }

    public static void main(String[] args) throws Exception {
        EmbeddedLayout layout = new EmbeddedLayout(Path.of(args[0]).resolve(".xwb").resolve("embedded-postgres"),
                Path.of(args[1]));
        EmbeddedServer.Lease lease;
        try {
            lease = EmbeddedServer.acquire(layout);
        } catch (Exception e) {
            System.out.println("FAILED " + e);
            System.out.flush();
            System.exit(3);
            return;
        }
        say("READY " + lease.port() + " " + lease.startReport());
        BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String command = commands.readLine(); command != null; command = commands.readLine()) {
            switch (command.strip()) {
            case "query" -> {
                try (Connection c = new org.postgresql.Driver().connect(lease.jdbcUrl(),
                        lease.workloadCredential().connectionProperties()); Statement s = c.createStatement()) {
                    s.execute("CREATE TABLE IF NOT EXISTS shared_notes (pid bigint)");
                    s.execute("INSERT INTO shared_notes VALUES (" + ProcessHandle.current().pid() + ")");
                    try (ResultSet rs = s.executeQuery("SELECT count(*) FROM shared_notes")) {
                        rs.next();
                        say("ROWS " + rs.getLong(1));
                    }
                } catch (Exception e) {
                    say("QUERY FAILED " + e);
                }
            }
            case "leave" -> {
                lease.close();
                say("LEFT");
            }
            case "exit" -> System.exit(0);
            default -> say("UNKNOWN " + command);
            }
        }
    }

    private static void say(String line) {
        System.out.println(line);
        System.out.flush();
    }
}
