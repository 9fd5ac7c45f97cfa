package org.xwb.targets.db2.xpath;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.xwb.targets.db2.xpath.XExpr.Comparison;
import org.xwb.targets.db2.xpath.XExpr.Flwor;
import org.xwb.targets.db2.xpath.XExpr.Module;
import org.xwb.targets.db2.xpath.XExpr.Other;
import org.xwb.targets.db2.xpath.XExpr.Path;

/** XML patterns, path containment and the XQuery reader. */
class XPathTest {

    private static final Map<String, String> NS = Map.of("c", "urn:c", "d", "urn:c");

    private static NodePath p(String pattern) {
        return XmlPattern.parse(pattern, NS);
    }

    @Test
    void containmentFollowsChildDescendantAndWildcardSteps() {
        assertTrue(p("/c:a/c:b/@id").contains(p("/c:a/c:b/@id")));
        assertTrue(p("//@id").contains(p("/c:a/c:b/@id")));
        assertTrue(p("/c:a//@id").contains(p("/c:a/c:b/c:x/@id")));
        assertTrue(p("/c:a/*/c:s").contains(p("/c:a/c:stock/c:s")));
        assertTrue(p("/c:a/c:*/c:s").contains(p("/c:a/c:stock/c:s")));
        assertTrue(p("/c:a//c:s").contains(p("/c:a//c:s")));
        assertTrue(p("/c:a/d:b").contains(p("/d:a/c:b")), "prefixes differ, namespaces are equal");
        assertFalse(p("/c:a/c:b/@id").contains(p("/c:a//@id")));
        assertFalse(p("/c:a/c:stock/c:s").contains(p("/c:a/*/c:s")));
        assertFalse(p("/c:a/c:b").contains(p("/c:a/c:b/@id")));
        assertFalse(p("/c:a/@id").contains(p("/c:a/c:b/@id")));
        assertFalse(p("/c:a/c:b/text()").contains(p("/c:a/c:b")));
        assertFalse(p("/a/b").contains(p("/c:a/c:b")), "no namespace is not urn:c");
        assertTrue(p("/c:a/c:b/node()").contains(p("/c:a/c:b/text()")));
    }

    @Test
    void patternsAreReadInTheirLongFormsToo() {
        assertEquals(p("/c:a/@id"), p("/child::c:a/attribute::id"));
        assertEquals(p("//c:s"), p("/descendant-or-self::node()/c:s"));
        assertEquals(p("/c:a//c:s"), p("/c:a/descendant::c:s"));
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class, () -> p("/x:a"));
        assertEquals("The XML pattern /x:a uses the prefix x, which the collection does not declare (declared: c, d)",
                unknown.getMessage().replace("d, c", "c, d"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> p("/c:a/fn:lower-case(.)")).getMessage()
                .contains("reason code 10"));
    }

    /**
     * Issue 31, case 7: DB2 accepts the forward axes self and descendant-or-self with any test
     * (SQL20304N reason 7 names child, attribute, descendant, self and descendant-or-self:
     * https://ibm.com/support/knowledgecenter/SSEPEK_10.0.0/codes/src/tpc/n20304.html) and, from 10.1
     * on, a function step at the end ("Context steps and function expression steps",
     * https://www.ibm.com/docs/en/db2/12.1.x?topic=expressions-context-steps-function-expression-steps).
     */
    @Test
    void forwardAxesWithNameTestsAndFunctionStepsAreAccepted() {
        assertEquals(p("/c:a/c:b"), p("/c:a/self::c:a/c:b"));
        assertEquals(p("/c:a/c:b"), p("/c:a/*/self::c:b"));
        assertEquals(p("//c:b"), p("/descendant-or-self::c:b"));
        assertEquals(p("//c:b"), p("//self::c:b"));
        XmlPattern.Parsed approximate = XmlPattern.parseDetailed("/c:a/descendant-or-self::c:a", Map.of("c", "urn:c"));
        assertTrue(approximate.approximate(), "/c:a itself is a c:a too, which //c:a below it does not hold");
        assertTrue(XmlPattern.parseDetailed("/c:a/self::c:b", Map.of("c", "urn:c")).selectsNothing());
        XmlPattern.Parsed upper = XmlPattern.parseDetailed("/c:a/c:b/fn:upper-case(.)", Map.of("c", "urn:c"));
        assertEquals(p("/c:a/c:b"), upper.path());
        assertEquals("fn:upper-case(.)", upper.function());
        assertEquals("fn:exists(@id)", XmlPattern.parseDetailed("/c:a/fn:exists(@id)", Map.of("c", "urn:c")).function());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> p("/c:a/fn:upper-case(.)/c:b")).getMessage()
                .contains("must be the last step"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> p("/c:a/parent::c:b")).getMessage()
                .contains("reason code 7"));
    }

    @Test
    void theReaderKeepsPathsInsideConstructorsAndFlwor() {
        Module m = XQueryParser.parse("declare namespace c=\"urn:c\"; (: a comment (: nested :) :)\n"
                + "<Customer id=\"{$d/c:Customer/@id}\">{ for $a in $d/c:Customer/c:Accounts/c:Account "
                + "return <Account BAL=\"{$a/c:Balance}\">{$a/c:Holdings[c:Position/c:Symbol = 'IBM']}</Account> }</Customer>");
        assertEquals(Map.of("c", "urn:c"), m.namespaces());
        Other constructor = assertInstanceOf(Other.class, m.body());
        assertInstanceOf(Path.class, constructor.parts().get(0));
        assertInstanceOf(Flwor.class, constructor.parts().get(1));
        Module cast = XQueryParser.parse("$d/a[@x cast as xs:double? > 5 and @y eq \"z\"]");
        assertInstanceOf(Path.class, cast.body());
        Comparison value = assertInstanceOf(Comparison.class, XQueryParser.parse("$d/a eq 'it''s'").body());
        assertFalse(value.general());
        assertThrows(IllegalArgumentException.class, () -> XQueryParser.parse("$d/a[@x = ]"));
    }
}
