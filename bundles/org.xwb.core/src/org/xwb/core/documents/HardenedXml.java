package org.xwb.core.documents;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.stream.XMLInputFactory;

/**
 * XML parsers with DTDs, external entities and XInclude off: documents come from users and
 * generators, and an entity must never read a file or expand without bound. The JDK's own
 * implementations are used on purpose (newDefault*), so a library in the runtime cannot swap in
 * a parser with other defaults.
 */
public final class HardenedXml {

    private static final XMLInputFactory STAX = createStax();

    private HardenedXml() {
    }

    /** A shared, thread-safe StAX factory (factories are thread-safe once configured). */
    public static XMLInputFactory stax() {
        return STAX;
    }

    /** A new namespace-aware DOM builder that refuses DOCTYPE declarations. */
    public static DocumentBuilder domBuilder() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            return factory.newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("The JDK's XML parser does not accept the security settings", e);
        }
    }

    private static XMLInputFactory createStax() {
        XMLInputFactory factory = XMLInputFactory.newDefaultFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        return factory;
    }
}
