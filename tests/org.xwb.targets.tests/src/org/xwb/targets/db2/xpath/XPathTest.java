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
        assertTrue(assertThrows(IllegalArgumentException.class, () -> p("/c:a/fn:upper-case(.)")).getMessage()
                .contains("reason code 10"));
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
