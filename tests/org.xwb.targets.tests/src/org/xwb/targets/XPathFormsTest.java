package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/**
 * How each dialect's statement builder writes an XPath test on a document ({@code StatementHelper.xpathForm}),
 * asked through {@link TargetKinds} as the XPath scratchpad asks it, without importing a kind.
 */
class XPathFormsTest {

    private static final Map<String, String> FIXML = Map.of("o", "http://www.fixprotocol.org/FIXML-4-4");

    @Test
    void postgresqlBindsThePathsPrefixesInTheXpathCall() {
        assertEquals(Optional.of("xpath('/o:FIXML/o:Order/@ID', doc, ARRAY[ARRAY['o', "
                + "'http://www.fixprotocol.org/FIXML-4-4']])"), form("postgresql", "/o:FIXML/o:Order/@ID", FIXML));
        assertEquals(Optional.of("xpath('/a/b', doc)"), form("postgresql", "/a/b", Map.of()), "no prefix, no array");
    }

    /**
     * DB2: {@code XMLEXISTS(xquery-expression PASSING doc AS "d")} binds $d to the document (IBM, "XMLEXISTS
     * predicate", https://www.ibm.com/docs/SSEPGG_11.1.0/com.ibm.db2.luw.sql.ref.doc/doc/r0022228.html); an
     * XMLPATTERN with a predicate is refused with SQL20304N reason code 9 (IBM, SQLCODE -20304,
     * https://www.ibm.com/support/knowledgecenter/SSEPEK_10.0.0/codes/src/tpc/n20304.html).
     */
    @Test
    void db2WritesThePredicateAndTheIndexPatternOrWhyThereIsNone() {
        String ns = "declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; ";
        assertEquals(Optional.of("XMLEXISTS('" + ns + "$d/o:FIXML/o:Order/@ID' PASSING doc AS \"d\")\n"
                + "GENERATE KEY USING XMLPATTERN '" + ns + "/o:FIXML/o:Order/@ID' AS SQL VARCHAR(255)"),
                form("db2", "/o:FIXML/o:Order/@ID", FIXML));

        String refused = form("db2", "/o:FIXML/o:Order[@ID = 5]", FIXML).orElseThrow();
        assertTrue(refused.startsWith("XMLEXISTS('" + ns + "$d/o:FIXML/o:Order[@ID = 5]' PASSING doc AS \"d\")\n"
                + "-- no XMLPATTERN: "), refused);
        assertTrue(refused.contains("SQL20304N, reason code 9"), refused);
        assertEquals(Optional.of("XMLEXISTS('o:Order' PASSING doc)\n-- no XMLPATTERN: The XML pattern o:Order does not "
                + "start with / or // (DB2 refuses it: SQL20304N, reason code 5)"), form("db2", "o:Order", Map.of()),
                "a relative path tests the context item");
    }

    @Test
    void aDialectWithoutSqlXmlFormsHasNone() {
        assertEquals(Optional.empty(), TargetKinds.statementHelper("xquery").flatMap(h -> h.xpathForm("/a", Map.of())));
    }

    private static Optional<String> form(String dialect, String path, Map<String, String> namespaces) {
        return TargetKinds.statementHelper(dialect).orElseThrow().xpathForm(path, namespaces);
    }
}
