package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.xwb.core.results.Json;
import org.xwb.core.workspace.Workspace;
import org.xwb.jmeter.engine.DriverJar;
import org.xwb.jmeter.engine.JmeterEngine;
import org.xwb.jmeter.engine.JmeterHome;
import org.xwb.jmeter.engine.JmeterProcess;
import org.xwb.jmeter.export.PlanNames;
import org.xwb.jmeter.results.JtlImport;
import org.xwb.targets.embedded.EmbeddedCredential;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.WorkloadRole;
import org.xwb.testing.CommandRun;
import org.xwb.testing.WorkspaceProperty;

/**
 * JMeter's distributed mode on this machine: two JMeter servers on 127.0.0.1 (RMI registries on two
 * ports, each with the password in its own private properties), {@code xwb jmeter --remote}
 * as their controller; the results of both are merged into one run, the engines told apart by
 * their thread names, and each engine inserts its own part of the documents (no duplicate key).
 */
class JmeterDistributedTest {

    private static final Pattern RESULTS = Pattern.compile("(?m)^Results: (.+)$");
    private Path workspace;
    private WorkspaceProperty property;
    private final List<JmeterProcess> servers = new ArrayList<>();

    @BeforeEach
    void useATemporaryWorkspace() throws Exception {
        property = WorkspaceProperty.temporary("xwb-jmeter-remote-test");
        workspace = property.root();
    }

    @AfterEach
    void stop() {
        servers.forEach(JmeterProcess::close);
        property.close();
    }

    @Test
    @SuppressWarnings("unchecked")
    void twoServersOnThisMachineRunThePlanAndTheirResultsAreMerged() throws Exception {
        CommandRun demo = CommandRun.of("demo", "--customers", "150", "--users", "2", "--duration", "2s", "--rampup", "1s");
        assertEquals(0, demo.exitCode(), demo.out() + demo.err());
        Path plan = workspace.resolve("jmeter/mixed.jmx");
        CommandRun export = CommandRun.of("export-jmeter", workspace.resolve("workloads/tpox/tpox-mixed.xwl"), "-o", plan,
                "--users", "2", "--duration", "5s", "--rampup", "1s", "--engines", "2", "--rate", "100"); // paced: the insert documents last
        assertEquals(0, export.exitCode(), export.out() + export.err());

        // the plan logs in as the workload role, never as the superuser
        String password = EmbeddedCredential.read(EmbeddedLayout.of(new Workspace(workspace)).workloadCredentialFile(),
                WorkloadRole.NAME).password();
        JmeterEngine engine = new JmeterEngine(JmeterHome.installed(), JmeterEngine.privateFolder(new Workspace(workspace)));
        List<String> remote = new ArrayList<>();
        for (int port : freePorts(2)) {
            // a server reads the plan's CSV files relative to its working folder: the plan's, as on a real engine
            servers.add(engine.server("127.0.0.1", port, Map.of(PlanNames.PASSWORD, password),
                    DriverJar.of(new org.postgresql.Driver()), plan.resolveSibling("server-" + port + ".log"),
                    line -> { }, 180_000));
            remote.add("127.0.0.1:" + port);
        }

        CommandRun run = CommandRun.of("jmeter", plan, "--remote", String.join(",", remote));
        assertEquals(0, run.exitCode(), run.out() + run.err());
        Matcher results = RESULTS.matcher(run.out());
        assertTrue(results.find(), run.out());
        Path folder = Path.of(results.group(1).strip());
        Map<String, Object> summary = (Map<String, Object>) Json.parse(Files.readString(folder.resolve("summary.json")));
        assertEquals(0L, ((Number) summary.get("transactions_failed")).longValue(), run.out());
        assertTrue(((Number) summary.get("transactions_counted")).longValue() > 0, run.out());
        assertEquals(4L, ((Number) summary.get("users")).longValue(), "2 threads on each of 2 engines\n" + run.out());
        Map<String, Object> generator = (Map<String, Object>) summary.get(JtlImport.LOAD_GENERATOR);
        assertEquals(remote, generator.get("engines"));
        List<String> threads = (List<String>) generator.get("threads");
        for (String engineName : remote) {
            assertEquals(2, threads.stream().filter(t -> t.startsWith(engineName + "-")).count(),
                    engineName + "'s threads in " + threads);
        }
        assertTrue(Files.readString(folder.resolve("stats.txt")).contains("on " + remote), "stats.txt names the engines");
    }

    private static List<Integer> freePorts(int count) throws IOException {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                sockets.add(new ServerSocket(0));
            }
            return sockets.stream().map(ServerSocket::getLocalPort).toList();
        } finally {
            for (ServerSocket socket : sockets) {
                socket.close();
            }
        }
    }
}
