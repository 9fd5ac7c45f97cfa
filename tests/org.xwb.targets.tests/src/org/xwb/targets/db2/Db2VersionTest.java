package org.xwb.targets.db2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.XwbFactory;
import org.xwb.targets.db2.Db2Version.Platform;

/** Server versions from jcc's product identifier or a profile, and the XML index types each has. */
class Db2VersionTest {

    /**
     * The examples of IBM, "DatabaseMetaData methods for identifying the type of data server"
     * (http://www-01.ibm.com/support/knowledgecenter/SSEPEK_10.0.0/com.ibm.db2z10.doc.java/src/tpc/imjcc_c0053013.dita):
     * pppvvrrm, with a fix pack digit on Linux, UNIX and Windows.
     */
    @Test
    void productIdentifiersAsJccReturnsThem() {
        assertEquals(new Db2Version(Platform.ZOS, 11, 1), Db2Version.parse("DSN11015"));
        assertEquals(new Db2Version(Platform.LUW, 11, 1), Db2Version.parse("SQL11010"));
        assertEquals(new Db2Version(Platform.LUW, 11, 1), Db2Version.parse("SQL110122"));
        assertEquals(new Db2Version(Platform.OTHER, 11, 10), Db2Version.parse("IFX11100"));
        assertEquals(new Db2Version(Platform.LUW, 9, 7), Db2Version.parse("SQL09075"));
        assertEquals(Optional.of(new Db2Version(Platform.LUW, 11, 5)), Db2Target.serverVersion("SQL11059"));
        assertEquals(Optional.empty(), Db2Target.serverVersion("DB2/LINUXX8664"));
    }

    @Test
    void versionsAsPeopleWriteThem() {
        assertEquals(new Db2Version(Platform.LUW, 9, 7), Db2Version.parse("9.7"));
        assertEquals(new Db2Version(Platform.LUW, 11, 5), Db2Version.parse(" v11.5.9.0 "));
        assertEquals(new Db2Version(Platform.LUW, 11, 5), Db2Version.parse("DB2 v11.5.9.0 : s2310270807"), "an explain BLDLEVEL");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Db2Version.parse("eleven"));
        assertTrue(error.getMessage().startsWith("'eleven' is not a DB2 version: write it as 11.5 or 9.7"), error.getMessage());
    }

    /**
     * DB2 9.7: "Only four SQL-based data types are supported: DATE, TIMESTAMP, VARCHAR, and DOUBLE"
     * (https://www.ibm.com/support/knowledgecenter/en/SSEPGG_9.7.0/com.ibm.db2.luw.xml.doc/doc/c0024073.html);
     * DB2 10.5: "VARCHAR, DATE, TIMESTAMP, INTEGER, DECIMAL, and DOUBLE"
     * (https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024075.html);
     * Db2 for z/OS: "VARCHAR, DECFLOAT, DATE, or TIMESTAMP"
     * (https://www.ibm.com/docs/en/db2-for-zos/13.0.0?topic=indexing-data-types-associated-pattern-expressions).
     */
    @Test
    void eachVersionRefusesTheIndexTypesItLacks() {
        Db2Version v97 = Db2Version.parse("9.7");
        for (IndexKeyType type : new IndexKeyType[] { IndexKeyType.VARCHAR, IndexKeyType.DOUBLE, IndexKeyType.DATE,
                IndexKeyType.TIMESTAMP }) {
            assertFalse(v97.refusal(type).isPresent(), type.toString());
        }
        assertTrue(v97.refusal(IndexKeyType.INTEGER).isPresent());
        assertFalse(Db2Version.parse("10.1").refusal(IndexKeyType.INTEGER).isPresent());
        Db2Version zos = Db2Version.parse("DSN12015");
        assertEquals("Db2 12 for z/OS has no DOUBLE XML index type (its XML index keys are VARCHAR, DECFLOAT, DATE or "
                + "TIMESTAMP); XWB's DB2 DDL is for Db2 for Linux, UNIX and Windows", zos.refusal(IndexKeyType.DOUBLE).get());
        assertFalse(zos.refusal(IndexKeyType.VARCHAR).isPresent());
    }

    @Test
    void aProfileSetsTheVersionOfflineAndJccNeverSeesThatProperty() {
        TargetProfile profile = XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName("prod");
        profile.setKind("db2");
        assertEquals(Optional.empty(), Db2Version.ofProfile(profile));
        Property version = XwbFactory.eINSTANCE.createProperty();
        version.setKey(Db2Version.PROFILE_PROPERTY);
        version.setValue("9.7");
        profile.getProperties().add(version);
        assertEquals(Optional.of(Db2Version.parse("9.7")), Db2Version.ofProfile(profile));

        Properties given = new Properties();
        given.setProperty(Db2Version.PROFILE_PROPERTY, "9.7");
        given.setProperty("currentSchema", "TPOX");
        Properties jcc = Db2Target.driverProperties(given);
        assertFalse(jcc.containsKey(Db2Version.PROFILE_PROPERTY));
        assertEquals("TPOX", jcc.getProperty("currentSchema"));
        assertEquals("true", jcc.getProperty("retrieveMessagesFromServerOnGetMessage"));
        assertEquals(Optional.of(Db2Version.parse("9.7")), Db2Target.configuredVersion("prod", given));
        given.setProperty(Db2Version.PROFILE_PROPERTY, "new");
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Db2Target.configuredVersion("prod", given));
        assertTrue(error.getMessage().startsWith("Target profile prod: property db2Version: 'new' is not a DB2 version"),
                error.getMessage());
    }
}
