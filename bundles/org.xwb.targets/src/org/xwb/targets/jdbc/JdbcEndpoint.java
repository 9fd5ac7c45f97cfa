package org.xwb.targets.jdbc;

import java.sql.Driver;
import java.util.Locale;
import java.util.Properties;

/**
 * How another JDBC client (the JMeter export and run) reaches a target's database: the URL, the
 * driver XWB connects with and the connection properties, password included. Hand the password to
 * that client's private configuration only; {@link #toString()} and {@link #publicProperties()}
 * leave it out.
 *
 * @param url        the JDBC URL as the target connects (it may carry a port chosen at start)
 * @param driver     the driver instance (its class names the driver and, under OSGi, its bundle)
 * @param properties connection properties: user, password and driver settings
 */
public record JdbcEndpoint(String url, Driver driver, Properties properties) {

    public JdbcEndpoint {
        Properties copy = new Properties();
        copy.putAll(properties);
        properties = copy;
    }

    public String user() {
        return properties.getProperty("user", "");
    }

    /** The password, or null; never print it. */
    public String password() {
        return properties.getProperty("password");
    }

    /** The driver settings without user and password (nor any other key that names a password or secret). */
    public Properties publicProperties() {
        Properties shown = new Properties();
        properties.forEach((key, value) -> {
            String k = String.valueOf(key).toLowerCase(Locale.ROOT);
            if (!k.equals("user") && !k.contains("password") && !k.contains("secret") && !k.contains("pwd")) {
                shown.put(key, value);
            }
        });
        return shown;
    }

    @Override
    public String toString() {
        return driver.getClass().getName() + " " + url + " as " + user();
    }
}
