package org.xwb.ui.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.xwb.core.workspace.Workspace;
import org.xwb.targets.embedded.EmbeddedCredential;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.WorkloadRole;

/**
 * After the workbench used the embedded database: its password is neither in the workbench's log
 * (.metadata/.log of the instance area) nor in any file of the XWB workspace but the password file.
 */
public final class PasswordLeaks {

    private PasswordLeaks() {
    }

    public static void assertNone() throws IOException {
        Workspace workspace = Workspace.fromEnvironment();
        EmbeddedLayout layout = EmbeddedLayout.of(workspace);
        assertOnlyIn(layout.credentialFile(), EmbeddedCredential.read(layout.credentialFile()).password());
        if (Files.exists(layout.workloadCredentialFile())) { // the workload role's, which targets log in with
            assertOnlyIn(layout.workloadCredentialFile(),
                    EmbeddedCredential.read(layout.workloadCredentialFile(), WorkloadRole.NAME).password());
        }
    }

    private static void assertOnlyIn(Path passwordFile, String secret) throws IOException {
        byte[] password = secret.getBytes(StandardCharsets.US_ASCII);
        Path log = workbenchLog();
        if (Files.exists(log)) { // nothing logged at all is fine too
            assertFalse(contains(Files.readAllBytes(log), password), "the password is in the workbench's log " + log);
        }
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Workspace.fromEnvironment().root())) {
            for (Path file : walk.filter(Files::isRegularFile).filter(f -> !f.equals(passwordFile)).toList()) {
                if (contains(Files.readAllBytes(file), password)) {
                    files.add(file.toString());
                }
            }
        }
        assertEquals(List.of(), files, "files of the workspace holding the password of " + passwordFile.getFileName());
    }

    /**
     * A password typed into the workbench (a target profile's) is in no file of the workspace and
     * not in the workbench's log.
     */
    public static void assertNowhere(String secret) throws IOException {
        byte[] password = secret.getBytes(StandardCharsets.UTF_8);
        Path log = workbenchLog();
        if (Files.exists(log)) {
            assertFalse(contains(Files.readAllBytes(log), password), "the password is in the workbench's log " + log);
        }
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(Workspace.fromEnvironment().root())) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                if (contains(Files.readAllBytes(file), password)) {
                    files.add(file.toString());
                }
            }
        }
        assertEquals(List.of(), files, "files of the workspace holding the password");
    }

    /** Equinox's log: osgi.logfile when set, else .metadata/.log in the instance area. */
    static Path workbenchLog() {
        String logFile = System.getProperty("osgi.logfile");
        if (logFile != null && !logFile.isBlank()) {
            return Path.of(logFile);
        }
        String instance = System.getProperty("osgi.instance.area");
        return Path.of(URI.create(instance.replace(" ", "%20"))).resolve(".metadata").resolve(".log");
    }

    private static boolean contains(byte[] data, byte[] wanted) {
        outer: for (int i = 0; i + wanted.length <= data.length; i++) {
            for (int j = 0; j < wanted.length; j++) {
                if (data[i + j] != wanted[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
