package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import javax.crypto.spec.PBEKeySpec;

import org.eclipse.equinox.security.storage.provider.IProviderHints;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.model.XwbFactory;
import org.xwb.targets.jdbc.JdbcUrls;
import org.xwb.targets.profiles.EnvironmentPasswords;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.profiles.SecureStoragePasswords;
import org.xwb.targets.profiles.TargetArgument;

/** Target profiles in the workspace, --target parsing and password sources. */
class ProfilesTest {

    @TempDir
    Path temp;

    private static TargetProfile profile(String name, String kind) {
        TargetProfile p = XwbFactory.eINSTANCE.createTargetProfile();
        p.setName(name);
        p.setKind(kind);
        return p;
    }

    @Test
    void aNewWorkspaceGetsATargetsFileWithTheEmbeddedProfileAndItsDurabilityWrittenOut() throws Exception {
        ProfileStore store = new ProfileStore(new Workspace(temp));
        TargetProfiles profiles = store.load();

        assertEquals(temp.resolve("targets.xwp"), store.file());
        assertTrue(Files.exists(store.file()));
        String file = Files.readString(store.file());
        assertTrue(file.contains("synchronous_commit") && file.contains("\"on\""), file);
        assertEquals("embedded", profiles.getProfiles().get(0).getKind());
        assertEquals(Optional.of("on"), ProfileStore.property(profiles.getProfiles().get(0), "synchronous_commit"));
    }

    @Test
    void profilesRoundTripAndEmbeddedIsAlwaysThere() throws Exception {
        ProfileStore store = new ProfileStore(temp.resolve("targets.xwp"));
        TargetProfiles profiles = XwbFactory.eINSTANCE.createTargetProfiles();
        TargetProfile db2 = profile("tpox-db2", "db2");
        db2.setHost("db2.example.com");
        db2.setPort(50000);
        db2.setDatabase("TPOX");
        db2.setUser("db2inst1");
        profiles.getProfiles().add(db2);
        store.save(profiles);

        TargetProfiles loaded = store.load();
        assertEquals(java.util.List.of("embedded", "basex", "tpox-db2"), ProfileStore.names(loaded),
                "the default profile of each kind that needs no configuration, then the file's");
        TargetProfile again = store.find("tpox-db2").orElseThrow();
        assertEquals("db2.example.com", again.getHost());
        assertEquals(50000, again.getPort());
        assertTrue(!Files.readString(store.file()).toLowerCase().contains("password"), "no password field at all");
    }

    @Test
    void aBrokenProfilesFileIsReportedWithItsPosition() throws Exception {
        Path file = temp.resolve("targets.xwp");
        Files.writeString(file, "<?xml version=\"1.0\"?>\n<targetProfiles xmlns=\"http://xwb.org/workload/1.0\">\n"
                + "  <profile name=\"x\" kind=\"db2\">\n</targetProfiles>\n");
        IOException error = assertThrows(IOException.class, () -> new ProfileStore(file).load());
        assertTrue(error.getMessage().contains(file + ":4:"),
                error.getMessage());
    }

    @Test
    void aProfilesFileWithADoctypeIsRefused() throws Exception {
        Path file = temp.resolve("targets.xwp");
        Files.writeString(file, "<?xml version=\"1.0\"?><!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>"
                + "<targetProfiles xmlns=\"http://xwb.org/workload/1.0\"><profile name=\"&e;\" kind=\"db2\"/>"
                + "</targetProfiles>");
        IOException error = assertThrows(IOException.class, () -> new ProfileStore(file).load());
        assertTrue(error.getMessage().contains("DOCTYPE"), error.getMessage());
    }

    @Test
    void theTargetArgumentNamesAProfileOrGivesAUrl() throws Exception {
        ProfileStore store = new ProfileStore(new Workspace(temp));
        assertEquals("embedded", TargetArgument.resolve("embedded", store).getKind());

        TargetProfile pg = TargetArgument.resolve("jdbc:postgresql://db.example.com:5433/tpox?user=bench", store);
        assertEquals("postgresql", pg.getKind());
        assertEquals("db.example.com", pg.getHost());
        assertEquals(5433, pg.getPort());
        assertEquals("tpox", pg.getDatabase());
        assertEquals("bench", pg.getUser());
        assertEquals("url", pg.getName());

        TargetProfile db2 = TargetArgument.resolve("jdbc:db2://db2host/TPOX:user=db2inst1;", store);
        assertEquals("db2", db2.getKind());
        assertEquals(50000, db2.getPort());
        assertEquals("TPOX", db2.getDatabase());
        assertEquals("db2inst1", db2.getUser());
    }

    @Test
    void unknownProfilesAndUrlsAreClearErrors() {
        ProfileStore store = new ProfileStore(new Workspace(temp));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> TargetArgument.resolve("prod", store));
        assertTrue(unknown.getMessage().contains("no profile 'prod'") && unknown.getMessage().contains("embedded"),
                unknown.getMessage());
        IllegalArgumentException url = assertThrows(IllegalArgumentException.class,
                () -> TargetArgument.resolve("jdbc:mysql://h/db?password=hunter2", store));
        assertTrue(url.getMessage().contains("jdbc:postgresql://"), url.getMessage());
        assertTrue(!url.getMessage().contains("hunter2"), url.getMessage());
    }

    @Test
    void passwordsInUrlsAreMaskedWhenShown() {
        assertEquals("jdbc:postgresql://h/db?user=u&password=***&ssl=true",
                JdbcUrls.withoutSecrets("jdbc:postgresql://h/db?user=u&password=p4ss&ssl=true"));
        assertEquals("jdbc:db2://h:5/D:user=u;password=***;", JdbcUrls.withoutSecrets("jdbc:db2://h:5/D:user=u;password=x;"));
    }

    @Test
    void environmentPasswordsUseTheProfileVariableThenPgpasswordForPostgresqlOnly() {
        assertEquals("XWB_PASSWORD_TPOX_DB2", EnvironmentPasswords.variableFor("tpox-db2"));
        EnvironmentPasswords env = new EnvironmentPasswords(Map.of("XWB_PASSWORD_PROD", "a", "PGPASSWORD", "b"));
        assertEquals(Optional.of("a"), env.password(profile("prod", "postgresql")));
        assertEquals(Optional.of("b"), env.password(profile("other", "postgresql")));
        assertEquals(Optional.empty(), env.password(profile("other", "db2")));
        assertEquals(Optional.of("a"), env.password(profile("prod", "db2")));
    }

    @Test
    void secureStorageKeepsAPasswordEncryptedAndNeverPrompts() throws Exception {
        Path storage = temp.resolve("secure_storage");
        Map<Object, Object> unlocked = Map.of(IProviderHints.DEFAULT_PASSWORD, new PBEKeySpec("master".toCharArray()));
        new SecureStoragePasswords(storage.toUri().toURL(), unlocked).store("prod", "from-storage");

        assertEquals(Optional.of("from-storage"),
                new SecureStoragePasswords(storage.toUri().toURL(), unlocked).password(profile("prod", "db2")));
        assertTrue(!Files.readString(storage).contains("from-storage"), "stored encrypted");
        assertEquals(Optional.empty(), new SecureStoragePasswords(storage.toUri().toURL(), unlocked)
                .password(profile("unknown", "db2")));
        // without a master password and with prompting off the storage answers nothing instead of asking
        assertEquals(Optional.empty(), new SecureStoragePasswords(storage.toUri().toURL(), Map.of())
                .password(profile("prod", "db2")));
    }

    /** XWB's own provider unlocks the storage without a prompt or a desktop keyring, with a key only its owner reads. */
    @Test
    void theKeyFileProviderUnlocksTheStorageWithoutPromptingAndOnlyTheOwnerReadsTheKey() throws Exception {
        Path storage = temp.resolve("xwb").resolve("secure_storage");
        SecureStoragePasswords passwords = new SecureStoragePasswords(storage.toUri().toURL(), Map.of());
        passwords.store("prod", "from-the-gui");
        assertTrue(passwords.has("prod"));
        assertEquals(Optional.of("from-the-gui"),
                new SecureStoragePasswords(storage.toUri().toURL(), Map.of()).password(profile("prod", "db2")));
        Path key = storage.resolveSibling("secure_storage.key");
        assertEquals("rw-------", java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(key)));
        assertTrue(!Files.readString(storage).contains("from-the-gui"), "stored encrypted");

        passwords.remove("prod");
        assertTrue(!passwords.has("prod"));
        assertEquals(Optional.empty(), passwords.password(profile("prod", "db2")));
    }

    @Test
    void theStandardStorageIsXwbsOwnAndATestCanMoveIt() throws Exception {
        String before = System.getProperty(SecureStoragePasswords.LOCATION_PROPERTY);
        try {
            System.clearProperty(SecureStoragePasswords.LOCATION_PROPERTY);
            assertEquals(Path.of(System.getProperty("user.home"), ".xwb", "secure_storage").toUri().toURL(),
                    SecureStoragePasswords.standardLocation());
            System.setProperty(SecureStoragePasswords.LOCATION_PROPERTY, temp.resolve("s").toString());
            assertEquals(temp.resolve("s").toUri().toURL(), SecureStoragePasswords.standardLocation());
        } finally {
            if (before == null) {
                System.clearProperty(SecureStoragePasswords.LOCATION_PROPERTY);
            } else {
                System.setProperty(SecureStoragePasswords.LOCATION_PROPERTY, before);
            }
        }
    }
}
