package org.xwb.xml.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.format.XmlPrettyPrinter.Kind;
import org.xwb.xml.format.XmlPrettyPrinter.Printed;
import org.xwb.xml.format.XmlPrettyPrinter.Span;

/** XML as a query returns it (one line, or a sequence), indented, with the spans a viewer colours. */
class XmlPrettyPrinterTest {

    @Test
    void anElementOnOneLineIsIndentedWithTextInlineAndEmptyElementsClosed() {
        Printed printed = XmlPrettyPrinter.print("<o:Order xmlns:o=\"urn:o\" ID=\"1\"><o:Qty>5 &amp; 6</o:Qty><o:Note/></o:Order>");
        assertEquals("""
                <o:Order xmlns:o="urn:o" ID="1">
                  <o:Qty>5 &amp; 6</o:Qty>
                  <o:Note/>
                </o:Order>""", printed.text());
        assertTrue(printed.xml());
    }

    @Test
    void spansCoverTagsNamesValuesAndTextExactly() {
        Printed printed = XmlPrettyPrinter.print("<a x='1'>t</a>");
        assertEquals("<a x=\"1\">t</a>", printed.text());
        List<String> parts = printed.spans().stream()
                .map(s -> s.kind() + ":" + printed.text().substring(s.offset(), s.offset() + s.length())).toList();
        assertEquals(List.of("TAG:<a", "ATTRIBUTE:x", "VALUE:\"1\"", "TAG:>", "TEXT:t", "TAG:</a>"), parts);
    }

    @Test
    void aSequenceMixedContentAndCommentsKeepTheirShape() {
        assertEquals("<a/>\n<b>x</b>", XmlPrettyPrinter.print("<a/><b>x</b>").text());
        assertEquals("<p>some <b>bold</b> text</p>", XmlPrettyPrinter.print("<p>some <b>bold</b> text</p>").text());
        assertEquals("<a>\n  <!-- note -->\n  <b/>\n</a>", XmlPrettyPrinter.print("<a><!-- note --><b/></a>").text());
    }

    @Test
    void aRealTpoxOrderKeepsItsContentAndTheDeclarationGoes() throws Exception {
        String order = Files.readString(TpoxKit.installed().documents().resolve("order123.xml"));
        Printed printed = XmlPrettyPrinter.print(order);
        assertTrue(printed.xml());
        assertFalse(printed.text().startsWith("<?xml"), printed.text());
        String emptyClosed = order.replaceAll("<\\?xml[^>]*>", "").replaceAll("<(\\w+)([^<>]*)></\\1>", "<$1$2/>");
        assertEquals(emptyClosed.replaceAll("\\s+", ""), printed.text().replaceAll("\\s+", ""),
                "only whitespace changed (and empty elements are closed with />)");
        assertTrue(printed.text().contains("\n  <Order ID=\"103404\""), printed.text());
        for (Span span : printed.spans()) {
            assertTrue(span.offset() + span.length() <= printed.text().length());
        }
        assertTrue(printed.spans().stream().anyMatch(s -> s.kind() == Kind.VALUE));
    }

    @Test
    void textThatIsNotXmlComesBackAsItIsAndADoctypeIsNotRead() {
        Printed cut = XmlPrettyPrinter.print("<a><b>cut at 1 MB [... cut");
        assertEquals("<a><b>cut at 1 MB [... cut", cut.text());
        assertFalse(cut.xml());
        assertTrue(cut.spans().isEmpty());
        assertFalse(XmlPrettyPrinter.print("<!DOCTYPE a [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><a>&x;</a>").text()
                .contains("root:"));
    }
}
