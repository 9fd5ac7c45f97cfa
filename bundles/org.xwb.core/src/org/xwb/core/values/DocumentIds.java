package org.xwb.core.values;

import java.io.ByteArrayInputStream;
import java.util.Iterator;
import java.util.Map;
import java.util.LinkedHashMap;

import javax.xml.XMLConstants;
import javax.xml.namespace.NamespaceContext;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;

import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;

/**
 * Reads a document's id with the collection's idPath (e.g. {@code /c:Customer/@id}) and namespace
 * prefixes. The parser has DTDs and external entities off. Not thread-safe: one per reader.
 */
final class DocumentIds {

    private final Collection collection;
    private final XPathExpression idPath;
    private final DocumentBuilder parser;

    DocumentIds(Collection collection) {
        this.collection = collection;
        String path = collection.getIdPath();
        if (path == null || path.isBlank()) {
            idPath = null;
            parser = null;
            return;
        }
        try {
            Map<String, String> prefixes = new LinkedHashMap<>();
            for (NamespaceBinding binding : collection.getNamespaces()) {
                prefixes.put(binding.getPrefix(), binding.getUri());
            }
            var xpath = XPathFactory.newInstance().newXPath();
            xpath.setNamespaceContext(new NamespaceContext() {
                @Override
                public String getNamespaceURI(String prefix) {
                    return prefixes.getOrDefault(prefix, XMLConstants.NULL_NS_URI);
                }

                @Override
                public String getPrefix(String uri) {
                    return null;
                }

                @Override
                public Iterator<String> getPrefixes(String uri) {
                    return null;
                }
            });
            idPath = xpath.compile(path);
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            parser = factory.newDocumentBuilder();
            parser.setErrorHandler(new org.xml.sax.helpers.DefaultHandler() {
                @Override
                public void fatalError(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXException {
                    throw e; // reported with the document's name by idOf, not printed to stderr
                }
            });
        } catch (Exception e) {
            throw new ValueSourceException("Collection '" + collection.getName() + "': idPath '" + path
                    + "' cannot be used: " + e.getMessage(), e);
        }
    }

    /** The id of a document: from idPath when the collection has one, else {@code fallback}. */
    long idOf(byte[] content, String origin, long fallback) {
        if (idPath == null) {
            return fallback;
        }
        String value;
        try {
            value = idPath.evaluate(parser.parse(new ByteArrayInputStream(content))).trim();
        } catch (Exception e) {
            throw new ValueSourceException("Document " + origin + ": cannot read its id with idPath '"
                    + collection.getIdPath() + "': " + e.getMessage(), e);
        }
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new ValueSourceException("Document " + origin + ": idPath '" + collection.getIdPath()
                    + "' gives '" + value + "', not a whole number");
        }
    }
}
