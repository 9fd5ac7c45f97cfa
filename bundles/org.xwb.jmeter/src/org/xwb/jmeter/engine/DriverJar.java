package org.xwb.jmeter.engine;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.CodeSource;
import java.sql.Driver;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * The jar of the JDBC driver XWB itself connects with (the product's driver bundle), which a JMeter
 * started by XWB loads too ({@code user.classpath}): one copy of each driver, the same version.
 */
public final class DriverJar {

    private DriverJar() {
    }

    /** The jar (or folder) {@code driver}'s class comes from. */
    public static Path of(Driver driver) {
        Class<?> type = driver.getClass();
        Bundle bundle = FrameworkUtil.getBundle(type);
        if (bundle != null) {
            File file = bundle.adapt(File.class);
            if (file != null) {
                return file.toPath().toAbsolutePath();
            }
        }
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            throw new IllegalStateException("Cannot tell where the JDBC driver " + type.getName() + " is installed");
        }
        try {
            return Path.of(source.getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("Cannot tell where the JDBC driver " + type.getName() + " is installed", e);
        }
    }
}
