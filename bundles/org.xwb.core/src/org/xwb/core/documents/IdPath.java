package org.xwb.core.documents;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.namespace.NamespaceContext;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.xwb.model.secure.HardenedParsers;

/**
 * A collection's id path (e.g. {@code /c:Customer/@id}) evaluated on one document. Simple child
 * paths, ending in an attribute, {@code text()} or an element, are evaluated while streaming and
 * stop reading as soon as the value is found, so loading a large document costs little; any other
 * XPath 1.0 expression is evaluated on a DOM with the JDK's XPath. Both use hardened parsers.
 */
public final class IdPath {

    /** Shared: a configured StAX factory is thread-safe. */
    private static final XMLInputFactory STAX = HardenedParsers.xmlInputFactory();

    private static final String NAME = "(?:\\*|[\\p{L}_][\\p{L}\\p{N}_.-]*(?::[\\p{L}_][\\p{L}\\p{N}_.-]*)?)";
    private static final Pattern SIMPLE = Pattern.compile("(?:/" + NAME + ")+(?:/@" + NAME + "|/text\\(\\))?");
    private static final Pattern STEP = Pattern.compile("/(@?)(text\\(\\)|" + NAME + ")");

    /** An element or attribute name test; a null namespace matches any (the * test). */
    private record NameTest(String namespace, String localName) {
        boolean matches(String ns, String local) {
            return localName.equals("*") || (localName.equals(local) && namespace.equals(ns == null ? "" : ns));
        }
    }

    private final String text;
    private final List<NameTest> elements = new ArrayList<>();
    private final NameTest attribute;
    private final boolean textOnly;
    private final XPathExpression fallback;

    private IdPath(String text, Map<String, String> prefixes) {
        this.text = text;
        if (SIMPLE.matcher(text).matches()) {
            NameTest lastAttribute = null;
            boolean lastText = false;
            Matcher step = STEP.matcher(text);
            while (step.find()) {
                if (step.group(2).equals("text()")) {
                    lastText = true;
                } else if (step.group(1).isEmpty()) {
                    elements.add(nameTest(step.group(2), prefixes, text));
                } else {
                    lastAttribute = nameTest(step.group(2), prefixes, text);
                }
            }
            attribute = lastAttribute;
            textOnly = lastText;
            fallback = null;
        } else {
            attribute = null;
            textOnly = false;
            fallback = compileXPath(text, prefixes);
        }
    }

    /**
     * Compiles an id path with the collection's prefix bindings.
     *
     * @throws IllegalArgumentException naming the path when it is not valid XPath or uses an
     *                                  unbound prefix
     */
    public static IdPath compile(String path, Map<String, String> prefixes) {
        if (path == null || path.isBlank()) {
            throw new IllegalArgumentException("The collection has no id path (e.g. /c:Customer/@id)");
        }
        return new IdPath(path.trim(), Map.copyOf(prefixes));
    }

    /**
     * The id's text in {@code document}, trimmed, or null when the path selects nothing.
     *
     * @throws XMLStreamException when the document is not well-formed before the id is found
     */
    public String evaluate(byte[] document) throws XMLStreamException {
        return fallback == null ? stream(document) : viaDom(document);
    }

    @Override
    public String toString() {
        return text;
    }

    private String stream(byte[] document) throws XMLStreamException {
        XMLStreamReader reader = STAX.createXMLStreamReader(new ByteArrayInputStream(document));
        try {
            int depth = 0;
            int matched = 0;
            while (reader.hasNext()) {
                int event = next(reader);
                if (event == XMLStreamConstants.START_ELEMENT) {
                    depth++;
                    if (matched == depth - 1 && matched < elements.size()
                            && elements.get(matched).matches(reader.getNamespaceURI(), reader.getLocalName())) {
                        matched = depth;
                        if (matched == elements.size()) {
                            String value = attribute != null ? attribute(reader) : text(reader);
                            if (value != null) {
                                return value.trim();
                            }
                            if (attribute == null) {
                                depth--; // text(reader) consumed the element's end tag
                                matched--;
                            }
                        }
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    if (matched >= depth) {
                        matched = depth - 1;
                    }
                    depth--;
                }
            }
            return null;
        } finally {
            reader.close();
        }
    }

    /**
     * The next event; an entity reference is refused (the hardened StAX factory leaves references
     * unexpanded and knows no DTD, so none can be declared).
     */
    private static int next(XMLStreamReader reader) throws XMLStreamException {
        int event = reader.next();
        if (event == XMLStreamConstants.ENTITY_REFERENCE) {
            throw new XMLStreamException("The entity \"" + reader.getLocalName() + "\" is not declared: documents "
                    + "may not use DTDs or entities", reader.getLocation());
        }
        return event;
    }

    private String attribute(XMLStreamReader reader) {
        for (int i = 0; i < reader.getAttributeCount(); i++) {
            if (attribute.matches(reader.getAttributeNamespace(i), reader.getAttributeLocalName(i))) {
                return reader.getAttributeValue(i);
            }
        }
        return null;
    }

    /** The element's text (direct text children for text(), all descendant text otherwise). */
    private String text(XMLStreamReader reader) throws XMLStreamException {
        StringBuilder value = new StringBuilder();
        int level = 0;
        boolean any = false;
        while (reader.hasNext()) {
            int event = next(reader);
            switch (event) {
                case XMLStreamConstants.START_ELEMENT -> level++;
                case XMLStreamConstants.END_ELEMENT -> {
                    if (level-- == 0) {
                        return textOnly && !any ? null : value.toString();
                    }
                }
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                    if (!textOnly || level == 0) {
                        value.append(reader.getText());
                        any = true;
                    }
                }
                default -> {
                }
            }
        }
        return null;
    }

    private String viaDom(byte[] document) throws XMLStreamException {
        try {
            Document dom = HardenedParsers.documentBuilder().parse(new ByteArrayInputStream(document));
            String value = (String) fallback.evaluate(dom, XPathConstants.STRING);
            Boolean exists = (Boolean) fallback.evaluate(dom, XPathConstants.BOOLEAN);
            return exists ? value.trim() : null;
        } catch (org.xml.sax.SAXParseException e) {
            throw new XMLStreamException(e.getMessage(), new LocationAt(e.getLineNumber(), e.getColumnNumber()));
        } catch (XPathExpressionException | org.xml.sax.SAXException | java.io.IOException e) {
            throw new XMLStreamException(e.getMessage(), e);
        }
    }

    private static NameTest nameTest(String qname, Map<String, String> prefixes, String path) {
        if (qname.equals("*")) {
            return new NameTest(null, "*");
        }
        int colon = qname.indexOf(':');
        if (colon < 0) {
            return new NameTest("", qname); // XPath 1.0: an unprefixed name is in no namespace
        }
        String prefix = qname.substring(0, colon);
        String uri = prefixes.get(prefix);
        if (uri == null) {
            throw new IllegalArgumentException("Id path " + path + " uses prefix '" + prefix
                    + "', which the collection does not declare (declared: " + prefixes.keySet() + ")");
        }
        return new NameTest(uri, qname.substring(colon + 1));
    }

    private static XPathExpression compileXPath(String path, Map<String, String> prefixes) {
        try {
            var xpath = XPathFactory.newDefaultInstance().newXPath();
            xpath.setNamespaceContext(new NamespaceContext() {
                @Override
                public String getNamespaceURI(String prefix) {
                    return prefixes.getOrDefault(prefix, "");
                }

                @Override
                public String getPrefix(String uri) {
                    return null;
                }

                @Override
                public java.util.Iterator<String> getPrefixes(String uri) {
                    return java.util.Collections.emptyIterator();
                }
            });
            return xpath.compile(path);
        } catch (XPathExpressionException e) {
            throw new IllegalArgumentException("Id path " + path + " is not valid XPath 1.0: " + e.getMessage(), e);
        }
    }

    /** A parse error position from the DOM fallback, in StAX's terms. */
    private record LocationAt(int getLineNumber, int getColumnNumber) implements javax.xml.stream.Location {
        @Override
        public int getCharacterOffset() {
            return -1;
        }

        @Override
        public String getPublicId() {
            return null;
        }

        @Override
        public String getSystemId() {
            return null;
        }
    }
}
