package org.xwb.jmeter.engine;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;

import org.xwb.core.workspace.PrivateFiles;

/**
 * JMeter properties only the user may read (the database password), handed to JMeter as an
 * additional properties file ({@code -q}): JMeter logs the name of such a file, never its content,
 * whereas it logs every {@code -J} value. The file lives in the workspace's private folder
 * ({@code .xwb/jmeter}, 0700; the file 0600) and is deleted once JMeter has read it, or when it ends.
 */
final class PrivateProperties implements AutoCloseable {

    private final Path file;

    private PrivateProperties(Path file) {
        this.file = file;
    }

    static PrivateProperties write(Path folder, Map<String, String> values) throws IOException {
        Properties properties = new Properties();
        properties.putAll(values);
        StringWriter text = new StringWriter();
        properties.store(text, "XWB: for one JMeter process; deleted once read");
        Path file = folder.resolve("jmeter-" + UUID.randomUUID() + ".properties");
        PrivateFiles.writeString(file, text.toString());
        return new PrivateProperties(file);
    }

    Path file() {
        return file;
    }

    @Override
    public void close() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // the folder is the user's own and private; the next export or run tries nothing with it
        }
    }
}
