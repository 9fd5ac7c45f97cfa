package org.xwb.xml.paths;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.xml.XMLConstants;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.model.secure.SchemaFence;
import org.xwb.xml.validate.CompiledSchema;

/**
 * The global components of a set of schema documents (elements, attributes, types, groups,
 * attribute groups and substitution groups), read with the hardened DOM parser; includes and
 * imports are followed to local files inside the folders SchemaFence allows only, never to the network.
 */
final class SchemaComponents {

    static final String XSD = XMLConstants.W3C_XML_SCHEMA_NS_URI;

    /** What a schema document says about the components declared in it. */
    record Origin(String targetNamespace, boolean elementsQualified, boolean attributesQualified) {
    }

    final Map<String, Element> elements = new HashMap<>();
    final Map<String, Element> attributes = new HashMap<>();
    final Map<String, Element> types = new HashMap<>();
    final Map<String, Element> groups = new HashMap<>();
    final Map<String, Element> attributeGroups = new HashMap<>();
    /** Head element key to the keys of the elements that may stand in for it. */
    final Map<String, List<String>> substitutes = new HashMap<>();
    /** Global elements in document order: the possible roots. */
    final List<String> roots = new ArrayList<>();
    final List<Path> files = new ArrayList<>();
    private final Map<Document, Origin> origins = new HashMap<>();
    private SchemaFence fence;

    static SchemaComponents read(List<Path> entries) throws SchemaReadException {
        SchemaComponents components = new SchemaComponents();
        components.fence = new SchemaFence(CompiledSchema.fence(entries)); // the one policy, as for validation
        Deque<Load> pending = new ArrayDeque<>();
        Set<Path> seen = new HashSet<>();
        for (Path entry : entries) {
            pending.add(new Load(entry.toAbsolutePath().normalize(), null));
        }
        while (!pending.isEmpty()) {
            Load load = pending.poll();
            if (seen.add(load.file())) {
                components.add(load, pending);
            }
        }
        return components;
    }

    /** A schema file to read; {@code chameleonNamespace} for an include into that namespace. */
    private record Load(Path file, String chameleonNamespace) {
    }

    private void add(Load load, Deque<Load> pending) throws SchemaReadException {
        Document document = parse(load.file());
        Element schema = document.getDocumentElement();
        if (!XSD.equals(schema.getNamespaceURI()) || !"schema".equals(schema.getLocalName())) {
            throw new SchemaReadException(load.file() + ": not an XML Schema (the root is " + schema.getTagName() + ")", null);
        }
        files.add(load.file());
        String namespace = schema.hasAttribute("targetNamespace") ? schema.getAttribute("targetNamespace")
                : load.chameleonNamespace() == null ? "" : load.chameleonNamespace();
        origins.put(document, new Origin(namespace, "qualified".equals(schema.getAttribute("elementFormDefault")),
                "qualified".equals(schema.getAttribute("attributeFormDefault"))));
        for (Element child : children(schema)) {
            String kind = child.getLocalName();
            String key = "{" + namespace + "}" + child.getAttribute("name");
            switch (kind) {
            case "include", "redefine" -> follow(load.file(), child, namespace, pending);
            case "import" -> follow(load.file(), child, null, pending);
            case "element" -> {
                elements.put(key, child);
                roots.add(key);
                if (child.hasAttribute("substitutionGroup")) {
                    substitutes.computeIfAbsent(qname(child, child.getAttribute("substitutionGroup")),
                            head -> new ArrayList<>()).add(key);
                }
            }
            case "attribute" -> attributes.put(key, child);
            case "complexType", "simpleType" -> types.put(key, child);
            case "group" -> groups.put(key, child);
            case "attributeGroup" -> attributeGroups.put(key, child);
            default -> {
                // annotations and notations say nothing about paths
            }
            }
        }
    }

    private void follow(Path from, Element reference, String chameleon, Deque<Load> pending) {
        String location = reference.getAttribute("schemaLocation");
        if (location.isEmpty() || location.contains(":")) {
            return; // no file, or a URL: nothing is fetched from the network
        }
        Path file = from.resolveSibling(location).normalize();
        if (Files.isRegularFile(file) && fence.check(file.toUri()).isPresent()) { // not ../ out of the fence
            pending.add(new Load(file, chameleon));
        }
    }

    private static Document parse(Path file) throws SchemaReadException {
        try {
            return HardenedParsers.documentBuilder().parse(file.toFile());
        } catch (SAXParseException e) {
            throw new SchemaReadException(file + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": "
                    + e.getMessage(), e);
        } catch (SAXException | IOException e) {
            throw new SchemaReadException(file + ": " + e.getMessage(), e);
        }
    }

    Origin origin(Element element) {
        return origins.get(element.getOwnerDocument());
    }

    /**
     * The key ({@code {namespace}local}) of a QName written in a schema attribute: its prefix as
     * declared where it is written; no prefix is the default namespace there, or the including
     * schema's for a chameleon include.
     */
    String qname(Element context, String written) {
        String value = written.strip();
        int colon = value.indexOf(':');
        String prefix = colon < 0 ? null : value.substring(0, colon);
        String namespace = context.lookupNamespaceURI(prefix);
        if (namespace == null && prefix == null) {
            namespace = origin(context) == null ? "" : origin(context).targetNamespace();
        }
        return "{" + (namespace == null ? "" : namespace) + "}" + value.substring(colon + 1);
    }

    static List<Element> children(Element parent) {
        List<Element> elements = new ArrayList<>();
        for (Node child = parent.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element element && XSD.equals(element.getNamespaceURI())) {
                elements.add(element);
            }
        }
        return elements;
    }

    static Element child(Element parent, String localName) {
        for (Element child : children(parent)) {
            if (child.getLocalName().equals(localName)) {
                return child;
            }
        }
        return null;
    }

    /** Namespace of a key. */
    static String namespaceOf(String key) {
        return key.substring(1, key.indexOf('}'));
    }

    static String localOf(String key) {
        return key.substring(key.indexOf('}') + 1);
    }
}
