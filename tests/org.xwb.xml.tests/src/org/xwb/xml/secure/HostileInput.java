package org.xwb.xml.secure;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.xwb.testing.Poll;

/**
 * Attack payloads and tripwires that notice if a parser follows them: a secret file whose marker
 * must never appear in any output, a named pipe that notices being opened (reading a normal file
 * leaves no trace a test can see), and a local HTTP port that counts connections.
 */
final class HostileInput implements AutoCloseable {

    static final String SECRET_MARKER = "XWB-SECRET-7f3a9c";

    final Path secretFile;
    final Path pipe;
    private final ServerSocket server;
    private final AtomicInteger connections = new AtomicInteger();
    /** Local ports of the test's own connections ({@link #tripped}), which are not a parser's. */
    private final Set<Integer> ownPorts = ConcurrentHashMap.newKeySet();
    private final AtomicInteger ownAccepted = new AtomicInteger();
    private final AtomicBoolean pipeOpened = new AtomicBoolean();
    private final Thread pipeWatcher;
    private final Thread acceptor;

    HostileInput(Path folder) throws IOException, InterruptedException {
        secretFile = folder.resolve("secret.txt");
        Files.writeString(secretFile, SECRET_MARKER + "\n");
        pipe = folder.resolve("tripwire.pipe");
        Process mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).start();
        boolean made = mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0;
        // opening a pipe for writing blocks until someone opens it for reading: that someone is the tripwire
        pipeWatcher = new Thread(() -> {
            try (OutputStream out = Files.newOutputStream(pipe)) {
                pipeOpened.set(true);
                out.write(SECRET_MARKER.getBytes(StandardCharsets.US_ASCII));
            } catch (IOException e) {
                // the test's own cleanup read, or no pipe
            }
        }, "xwb-test-pipe-tripwire");
        pipeWatcher.setDaemon(true);
        if (made) {
            pipeWatcher.start();
        }
        server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress());
        server.setSoTimeout(200);
        acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try (Socket socket = server.accept()) {
                    if (ownPorts.contains(socket.getPort())) {
                        ownAccepted.incrementAndGet();
                    } else {
                        connections.incrementAndGet();
                    }
                } catch (SocketTimeoutException e) {
                    // poll again
                } catch (IOException e) {
                    return;
                }
            }
        }, "xwb-test-http-tripwire");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    String secretUri() {
        return secretFile.toUri().toString();
    }

    String pipeUri() {
        return pipe.toUri().toString();
    }

    String httpUri(String path) {
        return "http://127.0.0.1:" + server.getLocalPort() + "/" + path;
    }

    /** XXE: external entities to /etc/passwd, the secret file, the pipe and the local port. */
    String xxeDocument() {
        return "<?xml version=\"1.0\"?>\n<!DOCTYPE Customer [\n"
                + "  <!ENTITY passwd SYSTEM \"file:///etc/passwd\">\n"
                + "  <!ENTITY secret SYSTEM \"" + secretUri() + "\">\n"
                + "  <!ENTITY pipe SYSTEM \"" + pipeUri() + "\">\n"
                + "  <!ENTITY remote SYSTEM \"" + httpUri("xxe") + "\">\n"
                + "  <!ENTITY % dtd SYSTEM \"" + httpUri("evil.dtd") + "\"> %dtd;\n"
                + "]>\n<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"1\">"
                + "<Mnemonic>&passwd;&secret;&pipe;&remote;</Mnemonic></Customer>\n";
    }

    /** The billion laughs: 10^9 "lol"s from a few hundred bytes. */
    static String billionLaughs() {
        StringBuilder doc = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n");
        for (int i = 1; i <= 9; i++) {
            doc.append(" <!ENTITY lol").append(i).append(" \"");
            for (int j = 0; j < 10; j++) {
                doc.append(i == 1 ? "&lol;" : "&lol" + (i - 1) + ";");
            }
            doc.append("\">\n");
        }
        return doc.append("]>\n<lolz>&lol9;</lolz>\n").toString();
    }

    /** Whether anything opened the pipe or connected to the port so far. */
    boolean tripped() throws Exception {
        // A parser fetches during the parse, so its connection is queued before this one; the listen
        // queue is first in, first out: once the acceptor took this one, it has counted any earlier one.
        try (Socket own = new Socket()) {
            own.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            ownPorts.add(own.getLocalPort());
            int before = ownAccepted.get();
            own.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()));
            Poll.until("the tripwire's own connection accepted", Duration.ofSeconds(30), () -> ownAccepted.get() > before);
        }
        // a parser that opened the pipe read from it, and the watcher marks the pipe opened before it writes
        return pipeOpened.get() || connections.get() > 0;
    }

    String whatTripped() {
        return "pipe opened: " + pipeOpened.get() + ", HTTP connections: " + connections.get();
    }

    @Override
    public void close() throws IOException {
        server.close();
        if (pipeWatcher.isAlive()) {
            // release the watcher by opening the pipe ourselves
            try (InputStream in = Files.newInputStream(pipe)) {
                in.readAllBytes();
            }
        }
    }
}
