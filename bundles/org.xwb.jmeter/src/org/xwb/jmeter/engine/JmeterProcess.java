package org.xwb.jmeter.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.DatagramPacket;
import java.net.DatagramSocket;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One JMeter JVM started from a {@link JmeterHome} ({@code java -jar bin/ApacheJMeter.jar ...}):
 * its output lines go to a listener as they come; {@link #stop()} asks it to end gracefully the
 * way JMeter's own shutdown script does (a "Shutdown" datagram to the port it announced); the
 * private properties file it was given is deleted once JMeter has read it.
 */
public final class JmeterProcess implements AutoCloseable {

    private static final Pattern UDP_PORT = Pattern.compile("Shutdown/StopTestNow/HeapDump/ThreadDump message on port (\\d+)");
    private static final Pattern TEST_START = Pattern.compile("^Starting (?:standalone|distributed) test .*\\((\\d+)\\)\\s*$");
    private static final int KEPT_LINES = 40;

    private final Process process;
    private final PrivateProperties secrets;
    private final Thread pump;
    private final Deque<String> lastLines = new ArrayDeque<>();
    private volatile int udpPort = -1;
    private volatile long testStart = -1;

    private JmeterProcess(Process process, PrivateProperties secrets, Consumer<String> output) {
        this.process = process;
        this.secrets = secrets;
        this.pump = new Thread(() -> pump(output), "xwb-jmeter-output-" + process.pid());
        pump.setDaemon(true);
        pump.start();
    }

    /**
     * @param jvm       JVM options (heap, system properties)
     * @param arguments JMeter's command-line arguments
     * @param secrets   the private properties JMeter reads with {@code -q} (already among the arguments), or null
     * @param directory the working directory
     * @param output    gets every line JMeter prints (standard output and error)
     */
    static JmeterProcess start(JmeterHome home, List<String> jvm, List<String> arguments, PrivateProperties secrets,
            Path directory, Consumer<String> output) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Djava.awt.headless=true");
        command.addAll(jvm);
        command.add("-jar");
        command.add(home.launcher().toString());
        command.addAll(arguments);
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
        builder.environment().remove("JVM_ARGS");
        try {
            return new JmeterProcess(builder.start(), secrets, output);
        } catch (IOException e) {
            if (secrets != null) {
                secrets.close();
            }
            throw e;
        }
    }

    private void pump(Consumer<String> output) {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                remember(line);
                Matcher port = UDP_PORT.matcher(line);
                if (port.find()) {
                    udpPort = Integer.parseInt(port.group(1));
                }
                Matcher start = TEST_START.matcher(line);
                if (start.find()) {
                    testStart = Long.parseLong(start.group(1));
                }
                if (secrets != null && (line.startsWith("Created") || line.startsWith("Starting"))) {
                    secrets.close(); // JMeter reads its properties files before it prints these
                }
                output.accept(line);
            }
        } catch (IOException e) {
            remember("(output no longer readable: " + e.getMessage() + ")");
        }
    }

    private void remember(String line) {
        synchronized (lastLines) {
            lastLines.addLast(line);
            if (lastLines.size() > KEPT_LINES) {
                lastLines.removeFirst();
            }
        }
    }

    /** Waits for the end; returns JMeter's exit code. */
    public int await() throws InterruptedException {
        int code = process.waitFor();
        pump.join(5_000);
        closeSecrets();
        return code;
    }

    /** Waits at most {@code timeout}; true when JMeter has ended. */
    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        boolean ended = process.waitFor(timeout, unit);
        if (ended) {
            pump.join(5_000);
            closeSecrets();
        }
        return ended;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public long pid() {
        return process.pid();
    }

    /**
     * Asks JMeter to end the test gracefully (threads finish their current sample, results are
     * written): true when the request was sent.
     */
    public boolean stop() {
        int port = udpPort;
        if (port <= 0 || !process.isAlive()) {
            return false;
        }
        byte[] command = "Shutdown".getBytes(StandardCharsets.US_ASCII);
        try (DatagramSocket socket = new DatagramSocket()) {
            socket.send(new DatagramPacket(command, command.length, InetAddress.getLoopbackAddress(), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** When the test started (JMeter's own clock, epoch milliseconds), or -1 before it did. */
    public long testStart() {
        return testStart;
    }

    /** The last lines JMeter printed, for an error message. */
    public String lastOutput() {
        synchronized (lastLines) {
            return String.join("\n", lastLines);
        }
    }

    private void closeSecrets() {
        if (secrets != null) {
            secrets.close();
        }
    }

    /** Ends the JVM if it still runs (a server, or a run that did not stop) and deletes the private properties. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                process.destroyForcibly();
            }
        }
        closeSecrets();
    }
}
