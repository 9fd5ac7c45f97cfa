package org.xwb.targets.embedded;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;

import org.xwb.core.workspace.Workspace;

/**
 * How the workspace's owner reaches the embedded database with psql: a ready command that takes
 * the password from the owner-only password file ({@code PGPASSFILE}), so it is neither shown nor
 * typed nor on a command line. The server runs only while XWB uses the workspace, on a new port
 * each time; the port comes from the running server's owner file.
 */
public final class PsqlConnection {

    private PsqlConnection() {
    }

    /** What to tell the user about the embedded database of {@code workspace}. */
    public static String instructions(Workspace workspace) {
        return instructions(EmbeddedLayout.of(workspace), workspace.root());
    }

    /** What to tell the user: the command when the server runs, else when and how it will work. */
    static String instructions(EmbeddedLayout layout, Path workspace) {
        Path credential = layout.credentialFile();
        if (!Files.exists(credential)) {
            return "The embedded PostgreSQL of " + workspace + " has no database yet: XWB creates it, with its password "
                    + "file, the first time a run, `xwb demo` or the workbench uses it.\n";
        }
        OptionalInt port = runningPort(layout);
        String passfile = "PGPASSFILE=" + shellQuoted(credential.toString());
        if (port.isPresent()) {
            return "The embedded PostgreSQL of " + workspace + " runs on 127.0.0.1:" + port.getAsInt()
                    + ". Connect as its owner (user " + EmbeddedServer.USER + ") with:\n"
                    + "  " + passfile + " psql 'host=127.0.0.1 port=" + port.getAsInt() + " dbname=" + EmbeddedServer.DATABASE
                    + " user=" + EmbeddedServer.USER + "'\n"
                    + "psql reads the password from " + credential + " (only you can read it). The port changes with "
                    + "every start of the server.\n";
        }
        String portLookup = "$(sed -n 's/^port=//p' " + shellQuoted(layout.ownerFile().toString()) + ")";
        return "The embedded PostgreSQL of " + workspace + " is not running: it runs while the workbench or an xwb command "
                + "uses this workspace, on a new port each time. While it runs, connect as its owner (user "
                + EmbeddedServer.USER + ") with:\n"
                + "  " + passfile + " psql \"host=127.0.0.1 port=" + portLookup + " dbname=" + EmbeddedServer.DATABASE
                + " user=" + EmbeddedServer.USER + "\"\n"
                + "psql reads the password from " + credential + " (only you can read it).\n";
    }

    /** The port in the owner file when a server answers on it. */
    static OptionalInt runningPort(EmbeddedLayout layout) {
        try {
            for (String line : Files.readAllLines(layout.ownerFile(), StandardCharsets.UTF_8)) {
                if (line.startsWith("port=")) {
                    int port = Integer.parseInt(line.substring("port=".length()).strip());
                    try (Socket socket = new Socket()) {
                        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 2000);
                        return OptionalInt.of(port);
                    }
                }
            }
        } catch (IOException | NumberFormatException e) {
            // no owner file, or nothing answers on its port: not running
        }
        return OptionalInt.empty();
    }

    /** {@code text} as one shell word: unchanged when it is plain, else in single quotes. */
    static String shellQuoted(String text) {
        if (text.matches("[A-Za-z0-9_./@%+=:,-]+")) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
