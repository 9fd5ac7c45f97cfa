package org.xwb.targets.embedded;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Optional;

import org.xwb.targets.KindSetting;

/**
 * The loopback ports the embedded PostgreSQL may listen on, from the system property
 * {@value #PROPERTY} ("15432-15532"; unset or blank: any free port, as the operating system picks
 * one). A firewall or another tool that expects the server in a known range sets it; the workbench
 * sets it from Window > Preferences, the command line with {@code -Dxwb.embedded.ports=...}. A range
 * applies when a server starts, not to one that runs already.
 */
public record PortRange(int from, int to) {

    public static final String PROPERTY = "xwb.embedded.ports";
    /** Below 1024 a port needs privileges; 65535 is the last. */
    public static final int LOWEST = 1024;
    public static final int HIGHEST = 65535;
    /** The range as the embedded kind describes it to the workbench's Preferences. */
    public static final KindSetting SETTING = new KindSetting(PROPERTY, "Port range", "any free port",
            "e.g. 15432-15532: the server listens on the first free port of the range on 127.0.0.1 from its next start;"
                    + " empty: any free port",
            text -> parse(text).map(PortRange::toString).orElse(""));

    public PortRange {
        if (from < LOWEST || to > HIGHEST) {
            throw new IllegalArgumentException("ports must be from " + LOWEST + " to " + HIGHEST + ", not " + from + "-" + to);
        }
        if (from > to) {
            throw new IllegalArgumentException("the first port " + from + " is above the last " + to);
        }
    }

    /**
     * "15432-15532" (or "15432..15532", or one port "15432"); blank: none.
     *
     * @throws IllegalArgumentException a message that says what is wrong with {@code text}
     */
    public static Optional<PortRange> parse(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String[] ends = text.strip().split("\\s*(-|\\.\\.)\\s*", -1);
        if (ends.length > 2) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a port range such as 15432-15532");
        }
        int from = port(ends[0], text);
        int to = ends.length == 1 ? from : port(ends[1], text);
        return Optional.of(new PortRange(from, to));
    }

    private static int port(String end, String text) {
        try {
            return Integer.parseInt(end.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text.strip() + "' is not a port range such as 15432-15532: '"
                    + end.strip() + "' is not a whole number");
        }
    }

    /** The range the system property sets, if any. */
    public static Optional<PortRange> configured() throws IOException {
        try {
            return parse(System.getProperty(PROPERTY));
        } catch (IllegalArgumentException e) {
            throw new IOException("The embedded PostgreSQL's port range " + PROPERTY + ": " + e.getMessage(), e);
        }
    }

    /** A port of the configured range free on 127.0.0.1 now, else any free port. */
    static int configuredFreePort() throws IOException {
        Optional<PortRange> range = configured();
        return range.isPresent() ? range.get().freeLoopbackPort() : bind(0);
    }

    /** The first port of this range that is free on 127.0.0.1 now. */
    public int freeLoopbackPort() throws IOException {
        for (int port = from; port <= to; port++) {
            try {
                return bind(port);
            } catch (IOException taken) {
                // the next one
            }
        }
        throw new IOException("No free port from " + from + " to " + to + " on 127.0.0.1 for the embedded PostgreSQL"
                + " (" + PROPERTY + "; in the workbench: Window > Preferences)");
    }

    private static int bind(int port) throws IOException {
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    @Override
    public String toString() {
        return from + "-" + to;
    }
}
