package org.xwb.jmeter.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.xwb.core.workspace.PrivateFiles;

/**
 * The keystore JMeter's controller and servers authenticate each other with over RMI (TLS with
 * client certificates, JMeter's default): one self-signed key, alias {@code rmi}, password
 * {@code changeit} (JMeter's defaults, as its {@code create-rmi-keystore} script makes it), made
 * with the JDK's keytool in the workspace's private folder. Copy it to every JMeter server
 * ({@code server.rmi.ssl.keystore.file}); whoever has it can send those servers test plans.
 */
public final class RmiKeystore {

    public static final String FILE = "rmi_keystore.jks";
    static final String PASSWORD = "changeit";
    static final String ALIAS = "rmi";

    private RmiKeystore() {
    }

    /** The keystore in {@code folder}, made on first use. */
    public static Path ensure(Path folder) throws IOException {
        Path keystore = folder.resolve(FILE);
        if (Files.isRegularFile(keystore)) {
            return keystore;
        }
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Path partial = folder.resolve(FILE + ".partial");
        Files.deleteIfExists(partial);
        Process process = new ProcessBuilder(List.of(keytool.toString(), "-genkeypair", "-alias", ALIAS, "-keyalg", "RSA",
                "-keysize", "2048", "-validity", "3650", "-dname", "CN=XWB JMeter RMI", "-storetype", "PKCS12",
                "-keystore", partial.toString(), "-storepass", PASSWORD, "-keypass", PASSWORD))
                .redirectErrorStream(true).start();
        String output;
        try {
            output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException("keytool could not make JMeter's RMI keystore " + keystore + ": " + output.strip());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroy();
            throw new IOException("Interrupted while keytool made " + keystore, e);
        }
        PrivateFiles.narrowIfPresent(partial);
        Files.move(partial, keystore, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        return keystore;
    }

    /** The JMeter properties that make a controller or server use {@code keystore} (as key and trust store). */
    static List<String> properties(Path keystore) {
        return List.of("-Jserver.rmi.ssl.keystore.file=" + keystore, "-Jserver.rmi.ssl.truststore.file=" + keystore,
                "-Jserver.rmi.ssl.keystore.alias=" + ALIAS);
    }
}
