package org.xwb.xml.format;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.xwb.model.secure.HardenedParsers;

/**
 * Indents XML for reading (a query result's XML value: a document, an element or a sequence of
 * them) and says where its parts are, so a viewer colours exactly what was printed. Elements
 * with child elements get a line each, text stays inline with its element, mixed content is kept
 * as it is. Parsed with the hardened StAX reader (no DTD, nothing external); text that is not
 * well-formed XML comes back unchanged with no spans.
 */
public final class XmlPrettyPrinter {

    /** What a span of the printed text is. */
    public enum Kind {
        /** {@code <}, {@code </}, {@code >}, {@code />} and the element's name */
        TAG,
        /** an attribute's or namespace declaration's name */
        ATTRIBUTE,
        /** an attribute's value with its quotes */
        VALUE,
        /** character data */
        TEXT,
        /** a comment, processing instruction or CDATA section */
        COMMENT
    }

    public record Span(Kind kind, int offset, int length) {
    }

    /**
     * @param text  the indented XML (or the input unchanged when it was not XML)
     * @param spans the parts of {@code text}, in order
     * @param xml   the input was well-formed XML content
     */
    public record Printed(String text, List<Span> spans, boolean xml) {
    }

    private static final String INDENT = "  ";
    private static final String WRAPPER = "xwb-wrapper";

    private final StringBuilder out = new StringBuilder();
    private final List<Span> spans = new ArrayList<>();
    private int depth;
    private boolean startTagOpen;
    /** Per open element: whether it has child elements (its end tag goes on a line of its own). */
    private final List<Boolean> hasChildren = new ArrayList<>();
    /** Per open element: whether it has non-blank text (mixed content is not re-indented). */
    private final List<Boolean> hasText = new ArrayList<>();

    private XmlPrettyPrinter() {
    }

    public static Printed print(String xml) {
        String content = withoutDeclaration(xml);
        try {
            XmlPrettyPrinter printer = new XmlPrettyPrinter();
            // a wrapper element: a sequence of elements and text is well-formed content, not a document
            printer.read(HardenedParsers.xmlInputFactory().createXMLStreamReader(
                    new StringReader("<" + WRAPPER + ">" + content + "</" + WRAPPER + ">")));
            return new Printed(printer.out.toString().strip(), List.copyOf(printer.spans), true);
        } catch (XMLStreamException | RuntimeException e) {
            return new Printed(xml, List.of(), false);
        }
    }

    private static String withoutDeclaration(String xml) {
        String text = xml.stripLeading();
        if (text.startsWith("<?xml")) {
            int end = text.indexOf("?>");
            return end < 0 ? text : text.substring(end + 2);
        }
        return text;
    }

    private void read(XMLStreamReader reader) throws XMLStreamException {
        reader.nextTag(); // the wrapper
        int level = 0;
        while (reader.hasNext()) {
            int event = reader.next();
            switch (event) {
            case XMLStreamConstants.START_ELEMENT -> {
                level++;
                startElement(reader);
            }
            case XMLStreamConstants.END_ELEMENT -> {
                if (level-- == 0) {
                    return; // the wrapper's end
                }
                endElement(reader);
            }
            case XMLStreamConstants.CHARACTERS, XMLStreamConstants.SPACE -> characters(reader.getText());
            case XMLStreamConstants.ENTITY_REFERENCE -> characters("&" + reader.getLocalName() + ";", true);
            case XMLStreamConstants.CDATA -> other("<![CDATA[" + reader.getText() + "]]>");
            case XMLStreamConstants.COMMENT -> other("<!--" + reader.getText() + "-->");
            case XMLStreamConstants.PROCESSING_INSTRUCTION -> other("<?" + reader.getPITarget()
                    + (reader.getPIData() == null || reader.getPIData().isEmpty() ? "" : " " + reader.getPIData()) + "?>");
            case XMLStreamConstants.DTD -> throw new XMLStreamException("a DOCTYPE is not shown");
            default -> {
            }
            }
        }
    }

    private void startElement(XMLStreamReader reader) {
        closeStartTag();
        markChild();
        newLineUnlessMixed();
        span(Kind.TAG, "<" + qualified(reader.getPrefix(), reader.getLocalName()));
        for (int i = 0; i < reader.getNamespaceCount(); i++) {
            String prefix = reader.getNamespacePrefix(i);
            out.append(' ');
            span(Kind.ATTRIBUTE, prefix == null || prefix.isEmpty() ? "xmlns" : "xmlns:" + prefix);
            out.append('=');
            span(Kind.VALUE, quoted(reader.getNamespaceURI(i)));
        }
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            out.append(' ');
            span(Kind.ATTRIBUTE, qualified(reader.getAttributePrefix(i), reader.getAttributeLocalName(i)));
            out.append('=');
            span(Kind.VALUE, quoted(reader.getAttributeValue(i)));
        }
        startTagOpen = true;
        hasChildren.add(false);
        hasText.add(false);
        depth++;
    }

    private void endElement(XMLStreamReader reader) {
        depth--;
        boolean children = hasChildren.remove(hasChildren.size() - 1);
        boolean text = hasText.remove(hasText.size() - 1);
        if (startTagOpen) {
            span(Kind.TAG, "/>");
            startTagOpen = false;
            return;
        }
        if (children && !text) {
            newLine();
        }
        span(Kind.TAG, "</" + qualified(reader.getPrefix(), reader.getLocalName()) + ">");
    }

    private void characters(String text) {
        characters(text, false);
    }

    private void characters(String text, boolean raw) {
        if (text.isBlank() && !insideMixedContent()) {
            return; // the input's own indentation
        }
        closeStartTag();
        if (!hasText.isEmpty()) {
            hasText.set(hasText.size() - 1, true);
        }
        span(Kind.TEXT, raw ? text : escape(text));
    }

    private void other(String text) {
        closeStartTag();
        markChild();
        newLineUnlessMixed();
        span(Kind.COMMENT, text);
    }

    private boolean insideMixedContent() {
        return !hasText.isEmpty() && hasText.get(hasText.size() - 1);
    }

    private void markChild() {
        if (!hasChildren.isEmpty()) {
            hasChildren.set(hasChildren.size() - 1, true);
        }
    }

    private void newLineUnlessMixed() {
        if (!insideMixedContent()) {
            newLine();
        }
    }

    private void newLine() {
        if (out.length() > 0) {
            out.append('\n');
        }
        out.append(INDENT.repeat(depth));
    }

    private void closeStartTag() {
        if (startTagOpen) {
            span(Kind.TAG, ">");
            startTagOpen = false;
        }
    }

    private void span(Kind kind, String text) {
        spans.add(new Span(kind, out.length(), text.length()));
        out.append(text);
    }

    private static String qualified(String prefix, String name) {
        return prefix == null || prefix.isEmpty() ? name : prefix + ":" + name;
    }

    private static String quoted(String value) {
        return "\"" + escape(value).replace("\"", "&quot;") + "\"";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
