package org.xwb.jmeter.engine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.xwb.core.workspace.Workspace;
import org.xwb.core.workspace.PrivateFiles;

/**
 * Starts JMeter from a {@link JmeterHome}, non-GUI: a test run (locally, or as the controller of
 * remote engines) or an engine (a JMeter server). Public settings go on the command line
 * ({@code -J}, and {@code -G} for the remote engines); the password only into a private
 * properties file ({@code -q}), never onto a command line, into a log or over RMI.
 */
public final class JmeterEngine {

    /** JMeter's heap: JMeter's own script gives 1 GB. */
    static final List<String> HEAP = List.of("-Xms256m", "-Xmx1g");
    /** Samples stamped with their start, JMeter 5.6's default, as the import reads them. */
    static final String START_TIMESTAMPS = "sampleresult.timestamp.start=true";

    private final JmeterHome home;
    private final Path privateFolder;

    /**
     * @param privateFolder where private properties files and the RMI keystore go (0700)
     */
    public JmeterEngine(JmeterHome home, Path privateFolder) {
        this.home = home;
        this.privateFolder = privateFolder;
    }

    /** The workspace's private folder for JMeter ({@code .xwb/jmeter}, 0700): its RMI keystore and, while JMeter starts, its secrets. */
    public static Path privateFolder(Workspace workspace) throws IOException {
        Path xwb = PrivateFiles.folder(workspace.root().resolve(".xwb"));
        return PrivateFiles.folder(xwb.resolve("jmeter"));
    }

    public JmeterHome home() {
        return home;
    }

    /**
     * What a test run needs.
     *
     * @param plan       the .jmx file
     * @param results    the JTL file to write (CSV)
     * @param log        JMeter's log file
     * @param remote     host:port of the JMeter servers to run on; empty for a local run
     * @param properties public JMeter properties for the plan (on remote engines too)
     * @param secret     private properties (the password): a local run only; engines have their own
     * @param driverJar  the JDBC driver's jar, added to JMeter's class path
     * @param rmiHost    the address the engines call this controller back at (remote runs), or null for JMeter's choice
     */
    public record Run(Path plan, Path results, Path log, List<String> remote, Map<String, String> properties,
            Map<String, String> secret, Path driverJar, String rmiHost) {
    }

    public JmeterProcess run(Run run, Consumer<String> output) throws IOException {
        List<String> jvm = new ArrayList<>(HEAP);
        List<String> arguments = new ArrayList<>(List.of("-n", "-t", run.plan().toString(), "-l",
                run.results().toString(), "-j", run.log().toString(), "-Juser.classpath=" + run.driverJar(),
                "-Jjmeter.save.saveservice.output_format=csv", "-Jjmeter.save.saveservice.print_field_names=true",
                "-Jjmeter.save.saveservice.subresults=true", "-Jsummariser.interval=10",
                "-J" + START_TIMESTAMPS));
        boolean remote = !run.remote().isEmpty();
        run.properties().forEach((name, value) -> arguments.add("-J" + name + "=" + value));
        PrivateProperties secrets = null;
        if (remote) {
            run.properties().forEach((name, value) -> arguments.add("-G" + name + "=" + value));
            arguments.add("-G" + START_TIMESTAMPS); // the engines make the samples
            arguments.add("-R");
            arguments.add(String.join(",", run.remote()));
            arguments.addAll(RmiKeystore.properties(RmiKeystore.ensure(privateFolder)));
            if (run.rmiHost() != null) {
                jvm.add("-Djava.rmi.server.hostname=" + run.rmiHost());
            }
        } else if (!run.secret().isEmpty()) {
            secrets = PrivateProperties.write(privateFolder, run.secret());
            arguments.add("-q");
            arguments.add(secrets.file().toString());
        }
        return JmeterProcess.start(home, jvm, arguments, secrets, run.plan().toAbsolutePath().getParent(), output);
    }

    /**
     * A JMeter server (engine) on this machine: RMI registry on {@code port} at {@code host}, the
     * workspace's keystore, the JDBC driver on its class path and {@code secret} (the password) in
     * its private properties. Returns once it is in its RMI registry (its log says so).
     */
    public JmeterProcess server(String host, int port, Map<String, String> secret, Path driverJar, Path log,
            Consumer<String> output, long timeoutMillis) throws IOException, InterruptedException {
        java.nio.file.Files.deleteIfExists(log); // its "bound" line tells when the server is ready
        List<String> jvm = new ArrayList<>(HEAP);
        jvm.add("-Djava.rmi.server.hostname=" + host);
        List<String> arguments = new ArrayList<>(List.of("-s", "-Jserver_port=" + port, "-Jserver.rmi.localport=0",
                "-j", log.toString(), "-Juser.classpath=" + driverJar));
        arguments.addAll(RmiKeystore.properties(RmiKeystore.ensure(privateFolder)));
        PrivateProperties secrets = null;
        if (!secret.isEmpty()) {
            secrets = PrivateProperties.write(privateFolder, secret);
            arguments.add("-q");
            arguments.add(secrets.file().toString());
        }
        JmeterProcess server = JmeterProcess.start(home, jvm, arguments, secrets, log.toAbsolutePath().getParent(),
                output);
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!bound(log, port)) {
            if (!server.isAlive() || System.currentTimeMillis() > deadline) {
                String said = server.lastOutput();
                server.close();
                throw new IOException("The JMeter server on " + host + ":" + port + " did not start: " + said);
            }
            Thread.sleep(100);
        }
        return server;
    }

    /** JMeter logs this once its engine is in the RMI registry, ready for a controller. */
    private static boolean bound(Path log, int port) {
        try {
            return java.nio.file.Files.isRegularFile(log)
                    && java.nio.file.Files.readString(log).contains("Bound to RMI registry on port " + port);
        } catch (IOException e) {
            return false;
        }
    }
}
