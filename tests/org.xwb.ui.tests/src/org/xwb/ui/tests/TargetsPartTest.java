package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Optional;

import org.eclipse.swt.widgets.Label;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.postgresql.PGConnection;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.EmbeddedServer;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.profiles.SecureStoragePasswords;
import org.xwb.ui.targets.TargetsPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.PasswordLeaks;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;

/**
 * The Targets part: a PostgreSQL server profile created with a password, saved, tested (server
 * version and round trip), and the password nowhere in the workspace, only in secure storage.
 * The server is the workspace's embedded PostgreSQL reached as an ordinary server (host, port,
 * a login role with a password), so nothing beyond the product is needed.
 */
@ExtendWith(ScreenshotOnFailure.class)
class TargetsPartTest {

    private static final String ROLE = "targets_part_test";
    private static final String SECRET = "Tp-" + Long.toHexString(System.nanoTime()) + "-not-in-files";
    private static final Workspace WORKSPACE = Workspace.fromEnvironment();
    private static EmbeddedServer.Lease server;
    private static String storageBefore;
    private final SWTBot bot = new SWTBot().withTimeout(60_000);

    @BeforeAll
    static void aLoginRoleWithAPassword() throws Exception {
        // secure storage outside the workspace and outside the user's home
        storageBefore = System.getProperty(SecureStoragePasswords.LOCATION_PROPERTY);
        Path storage = Path.of(System.getProperty("xwb.screenshots", "target/screenshots")).getParent()
                .resolve("secure-storage").resolve("secure_storage");
        Files.createDirectories(storage.getParent());
        System.setProperty(SecureStoragePasswords.LOCATION_PROPERTY, storage.toString());
        server = EmbeddedServer.acquire(EmbeddedLayout.of(WORKSPACE.ensureLayout()));
        ProfileStore store = new ProfileStore(WORKSPACE); // a workspace kept from an earlier run may have it
        org.xwb.model.TargetProfiles profiles = store.load();
        if (profiles.getProfiles().removeIf(p -> "second".equals(p.getName()))) {
            store.save(profiles);
        }
        try (Connection c = new org.postgresql.Driver().connect(server.jdbcUrl(), server.credential().connectionProperties());
                Statement s = c.createStatement()) {
            s.execute("DROP ROLE IF EXISTS " + ROLE);
            s.execute("CREATE ROLE " + ROLE + " LOGIN");
            // hashed by the driver: the server never sees the password itself, so no server file can hold it
            c.unwrap(PGConnection.class).alterUserPassword(ROLE, SECRET.toCharArray(), "scram-sha-256");
        }
    }

    @AfterAll
    static void restore() throws Exception {
        if (server != null) {
            server.close();
        }
        if (storageBefore == null) {
            System.clearProperty(SecureStoragePasswords.LOCATION_PROPERTY);
        } else {
            System.setProperty(SecureStoragePasswords.LOCATION_PROPERTY, storageBefore);
        }
    }

    @Test
    void aProfileCreatedWithAPasswordIsTestedAndThePasswordIsInNoFileOfTheWorkspace() throws Exception {
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Targets").activate();
        SWTBotTable profiles = bot.tableWithId(TargetsPart.TABLE_ID);
        assertTrue(profiles.indexOf(ProfileStore.EMBEDDED, 0) >= 0, "the embedded profile is listed");

        bot.buttonWithId(TargetsPart.ADD_ID).click();
        field("name").setText("second");
        bot.comboBoxWithId("org.xwb.ui.targets.field.kind").setSelection("PostgreSQL server (postgresql)");
        field("host").setText("127.0.0.1");
        field("port").setText(String.valueOf(server.port()));
        field("database").setText(EmbeddedServer.DATABASE);
        field("user").setText(ROLE);
        field("properties").setText("connectTimeout=5");
        field("password").setText(SECRET);
        bot.buttonWithId(TargetsPart.SAVE_ID).click();
        bot.waitUntil(Conditions.of("the profile listed", () -> profiles.indexOf("second", 0) >= 0));

        TargetProfile saved = new ProfileStore(WORKSPACE).find("second").orElseThrow();
        assertEquals("postgresql", saved.getKind());
        assertEquals(server.port(), saved.getPort());
        assertEquals(ROLE, saved.getUser());
        assertEquals(Optional.of(SECRET), SecureStoragePasswords.standard().password(saved), "in secure storage");
        assertFalse(Files.readString(new ProfileStore(WORKSPACE).file()).contains(SECRET), "not in targets.xwp");

        bot.buttonWithId(TargetsPart.TEST_ID).click();
        Label result = bot.widgetWithId(Label.class, TargetsPart.RESULT_ID);
        bot.waitUntil(Conditions.of("the test's answer", () -> UIThread.syncExec(result::getText).startsWith("Connected")
                || UIThread.syncExec(result::getText).startsWith("Cannot")));
        String answer = UIThread.syncExec(result::getText);
        assertTrue(answer.matches("(?s)Connected: PostgreSQL 17\\.\\d+ · round trip [\\d.]+ ms · opened in \\d+ ms.*user "
                + ROLE + ".*"), answer);
        assertFalse(answer.contains("Warning"), answer);
        Screenshots.capture(Screenshots.folder().resolve("targets.png"));

        PasswordLeaks.assertNowhere(SECRET);

        // the same profile as the superuser: Test connection warns what a workload could do with it
        field("user").setText(EmbeddedServer.USER);
        field("password").setText(server.credential().password());
        bot.buttonWithId(TargetsPart.TEST_ID).click();
        bot.waitUntil(Conditions.of("the superuser's answer", () -> UIThread.syncExec(result::getText)
                .contains("user " + EmbeddedServer.USER + ")")));
        String warned = UIThread.syncExec(result::getText);
        assertTrue(warned.contains("\nWarning: user postgres is a superuser: a workload's statements can run programs"),
                warned);
        Screenshots.capture(Screenshots.folder().resolve("targets-superuser-warning.png"));
    }

    private org.xwb.ui.testing.SWTBotText field(String id) {
        return bot.textWithId("org.xwb.ui.targets.field." + id);
    }
}
