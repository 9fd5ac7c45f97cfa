package org.xwb.core.run;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

import org.h2.util.JdbcUtils;
import org.h2.util.Utils;
import org.xwb.targets.jdbc.JdbcUrlTarget;

/**
 * In-process H2 databases for the driver's tests: a real database, one per test, with Java
 * functions (see {@link TestFunctions}) that take a known time or fail with a chosen SQLState.
 */
final class H2 {

    private static final AtomicInteger NEXT = new AtomicInteger();

    static {
        // H2's bundle cannot see our classes under OSGi: let it load the test functions through us
        JdbcUtils.addClassFactory(new Utils.ClassFactory() {
            @Override
            public boolean match(String name) {
                return name.startsWith("org.xwb.core.");
            }

            @Override
            public Class<?> loadClass(String name) throws ClassNotFoundException {
                return H2.class.getClassLoader().loadClass(name);
            }
        });
    }

    final String url;
    final org.h2.Driver driver = new org.h2.Driver();

    H2() {
        this.url = "jdbc:h2:mem:xwbtest" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=200";
        execute("CREATE ALIAS XWB_SLEEP FOR 'org.xwb.core.run.TestFunctions.sleep'",
                "CREATE ALIAS XWB_FAIL FOR 'org.xwb.core.run.TestFunctions.fail'",
                "CREATE ALIAS XWB_CALLS FOR 'org.xwb.core.run.TestFunctions.calls'");
    }

    JdbcUrlTarget target() {
        return new JdbcUrlTarget(url, driver);
    }

    Connection connect() throws SQLException {
        return driver.connect(url, new Properties());
    }

    void execute(String... statements) {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    long queryLong(String sql) {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    List<List<Object>> query(String sql) {
        try (Connection c = connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<List<Object>> rows = new ArrayList<>();
            int n = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                List<Object> row = new ArrayList<>();
                for (int i = 1; i <= n; i++) {
                    row.add(rs.getObject(i));
                }
                rows.add(row);
            }
            return rows;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    void shutdown() {
        execute("SHUTDOWN");
    }
}
