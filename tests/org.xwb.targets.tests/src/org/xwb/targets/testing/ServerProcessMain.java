package org.xwb.targets.testing;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;

import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;

/**
 * A second XWB process for EmbeddedServerTest: starts the embedded server of a workspace,
 * commits a row, prints "READY <port>", then either waits to be killed ("wait") or exits
 * normally ("exit"), leaving the stop to the shutdown hook.
 *
 * <p>Arguments: workspace root, binaries cache, mode.
 */
public final class ServerProcessMain {

    private ServerProcessMain() {
    }

    public static void main(String[] args) throws Exception {
        EmbeddedLayout layout = new EmbeddedLayout(Path.of(args[0]).resolve(".xwb").resolve("embedded-postgres"),
                Path.of(args[1]));
        EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout);
        try (Connection c = new org.postgresql.Driver().connect(lease.jdbcUrl(), lease.workloadCredential().connectionProperties());
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS survivor (note text)");
            s.execute("INSERT INTO survivor VALUES ('committed by pid " + ProcessHandle.current().pid() + "')");
        }
        System.out.println("READY " + lease.port());
        System.out.flush();
        if (args[2].equals("exit")) {
            System.exit(0); // the shutdown hook stops the server
        }
        Thread.sleep(Long.MAX_VALUE);
    }
}
