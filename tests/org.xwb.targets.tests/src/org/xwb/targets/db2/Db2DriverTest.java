package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.FrameworkUtil;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.XwbFactory;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.EnvironmentPasswords;

/** IBM's jcc driver in the OSGi runtime, against a DB2 that is not there. */
class Db2DriverTest {

    @TempDir
    Path temp;

    @Test
    void theRealJccDriverIsLoadedFromItsBundle() throws Exception {
        com.ibm.db2.jcc.DB2Driver driver = new com.ibm.db2.jcc.DB2Driver();
        assertEquals("com.ibm.db2.jcc", FrameworkUtil.getBundle(com.ibm.db2.jcc.DB2Driver.class).getSymbolicName());
        assertTrue(driver.acceptsURL("jdbc:db2://localhost:50000/TPOX"));
        assertEquals(4, driver.getMajorVersion());
    }

    @Test
    void anUnreachableServerFailsFastWithHostAndPortAndNoStackTraceSoup() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        TargetProfile profile = XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName("nodb2");
        profile.setKind("db2");
        profile.setHost("127.0.0.1");
        profile.setPort(closedPort);
        profile.setDatabase("TPOX");
        profile.setUser("db2inst1");

        SQLException error = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> assertThrows(SQLException.class,
                () -> TargetKinds.open(profile, new Workspace(temp),
                        new EnvironmentPasswords(java.util.Map.of("XWB_PASSWORD_NODB2", "not-shown")))));

        String message = error.getMessage();
        assertTrue(message.startsWith("Cannot connect to DB2 at 127.0.0.1:" + closedPort + ", database TPOX: "), message);
        assertTrue(message.contains("Connection refused"), message);
        assertTrue(message.contains("SQLSTATE=08001"), message);
        assertFalse(message.contains("\n") || message.contains("at com.ibm") || message.contains("[jcc]"), message);
        assertFalse(message.contains("not-shown"));
        assertEquals(ErrorClass.CONNECTION_LOST, new Db2Errors().classify(error));
    }
}
