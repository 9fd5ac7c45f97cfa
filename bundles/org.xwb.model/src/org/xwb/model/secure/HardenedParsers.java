package org.xwb.model.secure;

import java.nio.file.Path;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.transform.TransformerFactory;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;

import org.xml.sax.SAXException;
import org.xml.sax.SAXNotRecognizedException;
import org.xml.sax.SAXNotSupportedException;
import org.xml.sax.XMLReader;

/**
 * The only place XWB creates JAXP parsers. Every parser refuses DOCTYPE declarations outright
 * (which stops XXE and entity-expansion bombs before they start), loads no external DTD or
 * entity, and runs with secure processing (the JDK's entity and size limits). Schema compilation
 * may read local files inside given folders only ({@link SchemaFence}), for {@code xs:include} and
 * {@code xs:import} of a schema's own parts.
 * <p>
 * The JDK's built-in implementations are used on purpose ({@code newDefaultInstance}): inside
 * OSGi a service lookup could find another parser, for which these features mean nothing.
 */
public final class HardenedParsers {

    /** Xerces feature: a document with a DOCTYPE is a fatal error. */
    public static final String DISALLOW_DOCTYPE = "http://apache.org/xml/features/disallow-doctype-decl";
    private static final String EXTERNAL_GENERAL_ENTITIES = "http://xml.org/sax/features/external-general-entities";
    private static final String EXTERNAL_PARAMETER_ENTITIES = "http://xml.org/sax/features/external-parameter-entities";
    private static final String LOAD_EXTERNAL_DTD = "http://apache.org/xml/features/nonvalidating/load-external-dtd";
    private static final String NAMESPACE_PREFIXES = "http://xml.org/sax/features/namespace-prefixes";

    /**
     * The SAX parser features every XML parser of XWB runs with, for parsers XWB does not create
     * itself but configures: EMF's (XMLResource.OPTION_PARSER_FEATURES) and Saxon's (fn:parse-xml).
     */
    public static final Map<String, Boolean> PARSER_FEATURES = orderedFeatures();
    /** Schema includes and imports: local files only, never http(s), jar or ftp. */
    private static final String LOCAL_FILES_ONLY = "file";
    private static final String NOTHING = "";

    private HardenedParsers() {
    }

    private static Map<String, Boolean> orderedFeatures() {
        Map<String, Boolean> features = new LinkedHashMap<>();
        features.put(DISALLOW_DOCTYPE, Boolean.TRUE);
        features.put(EXTERNAL_GENERAL_ENTITIES, Boolean.FALSE);
        features.put(EXTERNAL_PARAMETER_ENTITIES, Boolean.FALSE);
        features.put(LOAD_EXTERNAL_DTD, Boolean.FALSE);
        return Collections.unmodifiableMap(features);
    }

    /** A namespace-aware SAX reader that refuses DOCTYPEs and reads nothing external. */
    public static XMLReader xmlReader() {
        return reader(null);
    }

    /**
     * Like {@link #xmlReader()}, validating against a schema inside the parser. The validator uses
     * the compiled schema only: schema locations named in documents are never fetched.
     */
    public static XMLReader validatingReader(Schema schema) {
        return reader(schema);
    }

    private static XMLReader reader(Schema schema) {
        try {
            return saxParser(schema, false).getXMLReader();
        } catch (SAXException e) {
            throw new IllegalStateException("The JDK's SAX parser does not support the hardening XWB needs", e);
        }
    }

    /**
     * A hardened namespace-aware {@link SAXParser} (same restrictions as {@link #xmlReader()}), for
     * libraries that parse through a {@code SAXParser} of their own choosing: the XML Schema model
     * (org.eclipse.xsd) asks for one with {@code namespace-prefixes} on, to keep the schema's
     * {@code xmlns} attributes.
     */
    public static SAXParser saxParser(boolean namespacePrefixes) {
        return saxParser(null, namespacePrefixes);
    }

    private static SAXParser saxParser(Schema schema, boolean namespacePrefixes) {
        try {
            SAXParserFactory factory = SAXParserFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setValidating(false);
            factory.setXIncludeAware(false);
            factory.setSchema(schema);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            for (Map.Entry<String, Boolean> feature : PARSER_FEATURES.entrySet()) {
                factory.setFeature(feature.getKey(), feature.getValue());
            }
            if (namespacePrefixes) {
                factory.setFeature(NAMESPACE_PREFIXES, true);
            }
            SAXParser parser = factory.newSAXParser();
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, NOTHING);
            parser.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, NOTHING);
            return parser;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("The JDK's SAX parser does not support the hardening XWB needs", e);
        }
    }

    /** A namespace-aware DOM builder with the same restrictions as {@link #xmlReader()}. */
    public static DocumentBuilder documentBuilder() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setValidating(false);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            for (Map.Entry<String, Boolean> feature : PARSER_FEATURES.entrySet()) {
                factory.setFeature(feature.getKey(), feature.getValue());
            }
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, NOTHING);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, NOTHING);
            return factory.newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("The JDK's DOM parser does not support the hardening XWB needs", e);
        }
    }

    /**
     * A StAX factory without DTD support: a DOCTYPE is skipped, any entity it would have declared
     * stays undeclared (an error), nothing external is read. Callers that see a
     * {@code XMLStreamConstants.DTD} event should refuse the document, as the SAX and DOM parsers do.
     */
    public static XMLInputFactory xmlInputFactory() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, NOTHING);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, NOTHING);
        factory.setXMLResolver((publicId, systemId, baseUri, namespace) -> {
            throw new javax.xml.stream.XMLStreamException("External resources are disabled: " + systemId);
        });
        return factory;
    }

    /**
     * A W3C XML Schema 1.0 factory that reads a schema's parts (includes, imports, redefines) only
     * from files inside {@code allowedRoots} ({@link SchemaFence}: the schema's own folder tree, the
     * workspace, the kit's schemas), no DTD and nothing over the network. A reference outside is
     * reported to the factory's error handler, located at the reference, and never opened.
     */
    public static SchemaFactory schemaFactory(Collection<Path> allowedRoots) {
        SchemaFactory factory = SchemaFactory.newDefaultInstance();
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, NOTHING);
            factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, LOCAL_FILES_ONLY);
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            throw new IllegalStateException("The JDK's schema factory does not support the hardening XWB needs", e);
        }
        factory.setResourceResolver(new SchemaFence(allowedRoots, factory::getErrorHandler));
        return factory;
    }

    /**
     * Restricts a DOM/stream validator, which parses {@code StreamSource}s with its own parser:
     * it must never fetch a schema or DTD named by the document, reads no external entity, and
     * keeps the secure-processing limits on entity expansion.
     */
    public static void harden(Validator validator) {
        try {
            validator.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            validator.setFeature(DISALLOW_DOCTYPE, true);
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, NOTHING);
            validator.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, NOTHING);
        } catch (SAXNotRecognizedException | SAXNotSupportedException e) {
            throw new IllegalStateException("The JDK's validator does not support the hardening XWB needs", e);
        }
    }

    /** The JDK's XSLT/identity transformer factory, with no access to external DTDs or stylesheets. */
    public static TransformerFactory transformerFactory() {
        TransformerFactory factory = TransformerFactory.newDefaultInstance();
        try {
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        } catch (javax.xml.transform.TransformerConfigurationException e) {
            throw new IllegalStateException("The JDK's transformer factory does not support secure processing", e);
        }
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, NOTHING);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, NOTHING);
        return factory;
    }
}
