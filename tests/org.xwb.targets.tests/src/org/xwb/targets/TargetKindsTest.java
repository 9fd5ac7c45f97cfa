package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.target.ErrorClassifier.ErrorClass;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.profiles.EnvironmentPasswords;
import org.xwb.targets.profiles.TargetArgument;

/** The one list of database kinds, and what the rest of XWB reads from it. */
class TargetKindsTest {

    @TempDir
    Path temp;

    @Test
    void eachKindHasItsOwnIdAndTheListGivesDialectsUrlsAndComponents() {
        List<String> ids = TargetKinds.all().stream().map(TargetKind::id).toList();
        assertEquals(List.of("embedded", "postgresql", "db2", "h2", "basex"), ids);
        assertEquals(List.of("postgresql", "db2", "h2", "xquery"), TargetKinds.dialects());
        assertEquals("jdbc:postgresql://host[:port]/database, jdbc:db2://host[:port]/database or jdbc:h2:...",
                TargetKinds.urlForms());
        List<String> components = TargetKinds.components().stream().map(c -> c.label()).toList();
        assertTrue(components.containsAll(List.of("PostgreSQL JDBC driver", "IBM DB2 JDBC driver (jcc)",
                "Embedded PostgreSQL server", "H2 database", "BaseX XQuery engine")), components.toString());
    }

    @Test
    void aUrlFindsItsKindAndAMalformedOneSaysWhichFormsWork() {
        assertEquals("db2", TargetKinds.forUrl("jdbc:db2://h/D").orElseThrow().id());
        assertTrue(TargetKinds.forUrl("jdbc:mysql://h/db").isEmpty());
        IllegalArgumentException malformed = assertThrows(IllegalArgumentException.class,
                () -> TargetArgument.fromUrl("jdbc:postgresql:tpox?password=secret"));
        assertTrue(malformed.getMessage().contains("not of the form jdbc:postgresql://host[:port]/database"),
                malformed.getMessage());
        assertFalse(malformed.getMessage().contains("secret"), malformed.getMessage());
    }

    @Test
    void aProfileOfAnUnknownKindNamesTheKnownOnes() {
        TargetProfile profile = TargetArgument.fromUrl("jdbc:h2:mem:x");
        profile.setKind("oracle");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> TargetKinds.open(profile, new Workspace(temp)));
        assertEquals("Target profile url has kind 'oracle'; XWB knows embedded, postgresql, db2, h2 and basex",
                error.getMessage());
    }

    /** H2 through its descriptor: the URL's user and the kind's password variable reach the driver. */
    @Test
    void anH2UrlOpensAsItsKindWithTheGivenUserAndPassword() throws Exception {
        String url = "jdbc:h2:mem:kinds-test;DB_CLOSE_DELAY=-1";
        try (Connection c = new org.h2.Driver().connect(url, new java.util.Properties());
                Statement s = c.createStatement()) {
            s.execute("CREATE USER IF NOT EXISTS bench PASSWORD 'from-env' ADMIN");
        }
        TargetProfile profile = TargetArgument.fromUrl(url);
        profile.setUser("bench");
        try (Target target = TargetKinds.open(profile, new Workspace(temp),
                new EnvironmentPasswords(Map.of("XWB_PASSWORD", "from-env")));
                Connection c = target.connect(); Statement s = c.createStatement();
                ResultSet user = s.executeQuery("SELECT CURRENT_USER")) {
            user.next();
            assertEquals("BENCH", user.getString(1));
            assertEquals("h2", target.dialect());
            assertEquals(ErrorClass.SERIALIZATION, TargetKinds.find("h2").orElseThrow().errors()
                    .classify(new java.sql.SQLException("concurrent update", "90131")));
        }
    }

    /**
     * DB2 and the embedded XQuery database run XQuery among these kinds. DB2 takes it as SQL starting
     * with the keyword XQUERY: "an XQuery expression, prepended with the string 'XQUERY'"
     * (https://www.ibm.com/docs/en/db2/12.1.0?topic=sqlj-xml-data-in-applications); BaseX takes it as it is.
     */
    @Test
    void theKindSaysWhetherAndHowItRunsXQuery() {
        assertEquals(List.of("db2", "basex"), TargetKinds.all().stream().filter(TargetKind::runsXQuery).map(TargetKind::id)
                .toList());
        assertEquals("for $o in collection('orders') return $o", TargetKinds.find("basex").orElseThrow()
                .xqueryStatement("  for $o in collection('orders') return $o\n").orElseThrow(), "BaseX: as it is");
        TargetKind db2 = TargetKinds.find("db2").orElseThrow();
        assertEquals("XQUERY for $o in db2-fn:xmlcolumn('ORDERS.DOC') return $o",
                db2.xqueryStatement("  for $o in db2-fn:xmlcolumn('ORDERS.DOC') return $o\n").orElseThrow());
        assertEquals("xquery $d", db2.xqueryStatement("xquery $d").orElseThrow(), "already prefixed: as it is");
        assertEquals("XQUERY xquery-ish()", db2.xqueryStatement("xquery-ish()").orElseThrow());
        assertTrue(TargetKinds.find("embedded").orElseThrow().xqueryStatement("1").isEmpty());
    }

    @Test
    void aKindSaysWhetherItNeedsConfigurationWhereItConnectsAndWhatOfPasswords() {
        // the Targets part and the profile form ask these instead of comparing kind ids
        TargetKind embedded = TargetKinds.find("embedded").orElseThrow();
        TargetKind basex = TargetKinds.find("basex").orElseThrow();
        TargetKind postgres = TargetKinds.find("postgresql").orElseThrow();
        assertEquals(List.of("postgresql", "db2", "h2"), TargetKinds.all().stream().filter(TargetKind::needsConfiguration)
                .map(TargetKind::id).toList());
        org.xwb.model.TargetProfile server = org.xwb.model.XwbFactory.eINSTANCE.createTargetProfile();
        server.setKind("postgresql");
        server.setHost("db.example");
        server.setPort(5433);
        server.setDatabase("tpox");
        server.setUser("bench");
        assertEquals("db.example:5433/tpox as bench", postgres.where(server));
        assertEquals("the workspace's own XQuery database (BaseX)", basex.where(basex.defaultProfile().orElseThrow()));
        assertEquals("the workspace's own PostgreSQL", embedded.where(embedded.defaultProfile().orElseThrow()));
        assertTrue(embedded.ownPassword().orElseThrow().contains("owner-only file"));
        assertTrue(basex.ownPassword().orElseThrow().contains("no password"));
        assertTrue(postgres.ownPassword().isEmpty());
    }
}
