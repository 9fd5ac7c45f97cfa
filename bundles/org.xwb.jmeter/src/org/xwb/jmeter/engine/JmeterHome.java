package org.xwb.jmeter.engine;

import java.nio.file.Files;
import java.nio.file.Path;

import org.xwb.core.samples.SampleKit;

/**
 * The JMeter installation XWB runs plans with: Apache JMeter 5.6.3 laid out as a JMeter home
 * ({@code bin/ApacheJMeter.jar}, {@code bin/jmeter.properties}, {@code lib/}, {@code lib/ext/})
 * by the build from Maven Central, shipped in the bundle {@value #BUNDLE} (installed unpacked in
 * the product; copied to a cache when it is a jar, as in test runtimes). JMeter runs as a
 * separate JVM started from here: its own class loader and properties stay out of XWB's.
 */
public final class JmeterHome {

    public static final String BUNDLE = "org.xwb.jmeter.home";
    public static final String FOLDER = "jmeter";
    public static final String VERSION = "5.6.3";
    /** Overrides the lookup with a JMeter home folder, e.g. one of your own JMeter 5.6.x installation. */
    public static final String LOCATION_PROPERTY = "xwb.jmeter.home";

    private final Path folder;

    private JmeterHome(Path folder) {
        this.folder = folder;
    }

    /**
     * The installed home.
     *
     * @throws IllegalStateException when neither the bundle nor the override is there
     */
    public static JmeterHome installed() {
        String override = System.getProperty(LOCATION_PROPERTY);
        if (override != null && !override.isBlank()) {
            return of(Path.of(override));
        }
        return of(SampleKit.folderOf(SampleKit.installedBundle(BUNDLE).orElseThrow(() -> new IllegalStateException(
                "JMeter is not installed (bundle " + BUNDLE + " is missing); set -D" + LOCATION_PROPERTY
                        + "=<a JMeter " + VERSION + " home>")), FOLDER));
    }

    /** A JMeter home folder; checked to hold JMeter's launcher. */
    public static JmeterHome of(Path folder) {
        Path home = folder.toAbsolutePath().normalize();
        if (!Files.isRegularFile(home.resolve("bin").resolve("ApacheJMeter.jar"))) {
            throw new IllegalStateException(home + " is not a JMeter home: it has no bin/ApacheJMeter.jar");
        }
        return new JmeterHome(home);
    }

    public Path folder() {
        return folder;
    }

    /** JMeter's launcher; it finds lib/ and lib/ext/ from its own place. */
    public Path launcher() {
        return folder.resolve("bin").resolve("ApacheJMeter.jar");
    }

    @Override
    public String toString() {
        return "JMeter " + VERSION + " at " + folder;
    }
}
