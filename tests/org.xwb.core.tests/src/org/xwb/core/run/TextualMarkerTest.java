package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.core.values.XQueryLiteral;
import org.xwb.model.statements.StatementText;

/**
 * Textual TPoX markers (|n) in XQuery text get their values as XQuery string literals. Whatever a
 * value holds, it stays one literal: it cannot close the literal, add a clause or a marker.
 */
class TextualMarkerTest {

    static final List<String> HOSTILE = List.of("plain", "", "say \"hi\"", "\"", "\"\"", "a & b", "&amp;",
            "\" or 1=1 or \"", "\"] | //Customer[\"", "x\") return db2-fn:xmlcolumn('C.DOC') (:", "|1 |2", "?",
            "{ doc('/etc/passwd') }", "'; DROP TABLE orders; --", "line\nbreak", "&lt;tag&gt;", "\u00e9\u4e2d");

    @Test
    void aValueBecomesExactlyOneStringLiteral() {
        String template = "XQUERY for $c in db2-fn:xmlcolumn('CUSTACC.DOC')/Customer where $c/Name = |1 return $c";
        CompiledText text = new CompiledText(template, 0);
        for (String value : HOSTILE) {
            String sql = text.substitute(new Object[] { value });
            String prefix = template.substring(0, template.indexOf("|1"));
            String suffix = template.substring(template.indexOf("|1") + 2);
            assertTrue(sql.startsWith(prefix) && sql.endsWith(suffix), sql);
            String literal = sql.substring(prefix.length(), sql.length() - suffix.length());
            assertEquals(value, decode(literal), "round trip of " + value);
            assertTrue(StatementText.markers(sql).isEmpty(), "no marker survives or appears: " + sql);
        }
    }

    /**
     * Through a real database: H2 quotes identifiers the way XQuery quotes strings ("" inside
     * "..."), so a textual marker in a FROM clause shows whether a value stays one token.
     */
    @Test
    void aHostileValueStaysOneTokenInTheDatabase(@org.junit.jupiter.api.io.TempDir java.nio.file.Path runs)
            throws Exception {
        H2 db = new H2();
        db.execute("CREATE TABLE T(v INT)", "INSERT INTO T VALUES (1), (2), (3)");
        org.xwb.model.ConstantSource table = Workloads.F.createConstantSource();
        table.setValue("T");
        org.xwb.model.ConstantSource hostile = Workloads.F.createConstantSource();
        hostile.setValue("T\" WHERE 1=0 UNION SELECT 42 --");
        var w = Workloads.workload("textual",
                Workloads.with(Workloads.tx("plain", 1, "SELECT v FROM |1"), org.xwb.model.ParameterType.VARCHAR, table),
                Workloads.with(Workloads.tx("hostile", 1, "SELECT v FROM |1"), org.xwb.model.ParameterType.VARCHAR,
                        hostile));
        var s = Workloads.run(w, db, Workloads.config().users(1).transactionsPerUser(40).build(), runs).start().await();
        var plain = s.transactions().get(0);
        var attack = s.transactions().get(1);
        assertTrue(plain.count() > 0 && attack.errors().failed() > 0);
        assertEquals(3 * plain.count(), plain.affectedRows(), "all three rows of T per execution");
        assertEquals(0, attack.count(), "the value never ran as SQL");
        // H2 names the one identifier it was given, the whole value (quotes doubled as in the statement)
        assertTrue(attack.errors().messages().get(0).contains("Table \"T\"\" WHERE 1=0 UNION SELECT 42 --\" not found"),
                attack.errors().messages().get(0));
        db.shutdown();
    }

    @Test
    void quotesAreDoubledAndAmpersandsEscaped() {
        assertEquals("\"a \"\"b\"\" &amp; c\"", XQueryLiteral.quote("a \"b\" & c"));
        assertEquals("\"\"", XQueryLiteral.quote(""));
    }

    /** Reads an XQuery string literal the way an XQuery parser does ("" is a quote, &amp; an ampersand). */
    private static String decode(String literal) {
        assertTrue(literal.length() >= 2 && literal.startsWith("\"") && literal.endsWith("\""), literal);
        String body = literal.substring(1, literal.length() - 1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            if (c == '"') {
                assertTrue(i + 1 < body.length() && body.charAt(i + 1) == '"', "a lone quote would end the literal: " + literal);
                out.append('"');
                i++;
            } else if (c == '&') {
                assertTrue(body.startsWith("&amp;", i), "a bare & would start an entity: " + literal);
                out.append('&');
                i += 4;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
