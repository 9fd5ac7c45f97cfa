package org.xwb.xml.validate;

import java.io.InputStream;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.xwb.model.secure.HardenedParsers;

/**
 * What a document says about itself before its content: the root element, the schemas it names
 * ({@code xsi:schemaLocation}, {@code xsi:noNamespaceSchemaLocation}) and the namespace prefixes
 * declared on the root. Read with the hardened StAX parser up to the root's start tag only.
 *
 * @param root             the root element, or null when the document has none (or is not XML)
 * @param schemaLocations  namespace to location, from {@code xsi:schemaLocation}
 * @param noNamespaceSchema the {@code xsi:noNamespaceSchemaLocation}, or null
 * @param prefixes         prefix ("" for the default namespace) to namespace URI, as on the root
 */
public record DocumentHead(RootName root, Map<String, String> schemaLocations, String noNamespaceSchema,
        Map<String, String> prefixes) {

    public static final DocumentHead NONE = new DocumentHead(null, Map.of(), null, Map.of());

    /** Reads the head; a document that is not well-formed before its root gives {@link #NONE}. */
    public static DocumentHead read(InputStream in) {
        XMLStreamReader reader = null;
        try {
            reader = HardenedParsers.xmlInputFactory().createXMLStreamReader(in);
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.DTD) {
                    return NONE; // refused by the validating parse, which says why
                }
                if (event == XMLStreamConstants.START_ELEMENT) {
                    return of(reader);
                }
            }
            return NONE;
        } catch (XMLStreamException | RuntimeException notXml) {
            return NONE;
        } finally {
            if (reader != null) {
                try {
                    reader.close();
                } catch (XMLStreamException ignored) {
                    // the stream belongs to the caller
                }
            }
        }
    }

    private static DocumentHead of(XMLStreamReader reader) {
        String namespace = reader.getNamespaceURI() == null ? "" : reader.getNamespaceURI();
        RootName root = new RootName(namespace, reader.getLocalName());
        Map<String, String> prefixes = new LinkedHashMap<>();
        for (int i = 0; i < reader.getNamespaceCount(); i++) {
            String prefix = reader.getNamespacePrefix(i);
            prefixes.put(prefix == null ? "" : prefix, reader.getNamespaceURI(i));
        }
        String locations = reader.getAttributeValue(XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI, "schemaLocation");
        String noNamespace = reader.getAttributeValue(XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI,
                "noNamespaceSchemaLocation");
        Map<String, String> pairs = new LinkedHashMap<>();
        if (locations != null) {
            String[] tokens = locations.strip().split("\\s+");
            for (int i = 0; i + 1 < tokens.length; i += 2) {
                pairs.put(tokens[i], tokens[i + 1]);
            }
        }
        return new DocumentHead(root, Collections.unmodifiableMap(pairs),
                noNamespace == null || noNamespace.isBlank() ? null : noNamespace.strip(),
                Collections.unmodifiableMap(prefixes));
    }

    /** The location the document names for its root's namespace, or null. */
    public String schemaHint() {
        if (root == null) {
            return null;
        }
        return root.namespace().isEmpty() ? noNamespaceSchema : schemaLocations.get(root.namespace());
    }
}
