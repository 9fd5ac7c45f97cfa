package org.xwb.xml.schema;

import java.io.StringReader;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.SAXParser;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;

import org.eclipse.xsd.util.JAXPConfiguration;
import org.xml.sax.EntityResolver;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.ext.LexicalHandler;
import org.xwb.model.secure.HardenedParsers;

/**
 * The parsers the XML Schema model uses to read schemas: XWB's hardened ones (no DOCTYPE, no
 * external entity or DTD), instead of the library's defaults, which load DTDs.
 */
final class HardenedJaxp implements JAXPConfiguration {

    private static final String LEXICAL_HANDLER = "http://xml.org/sax/properties/lexical-handler";

    @Override
    public SAXParser createSAXParser(LexicalHandler lexicalHandler) throws SAXException {
        SAXParser parser = HardenedParsers.saxParser(true);
        parser.setProperty(LEXICAL_HANDLER, lexicalHandler);
        return parser;
    }

    @Override
    public DocumentBuilder createDocumentBuilder(ErrorHandler errorHandler) {
        DocumentBuilder builder = HardenedParsers.documentBuilder();
        builder.setErrorHandler(errorHandler);
        builder.setEntityResolver(createEntityResolver());
        return builder;
    }

    @Override
    public Transformer createTransformer(String encoding) throws TransformerException {
        Transformer transformer = HardenedParsers.transformerFactory().newTransformer();
        transformer.setOutputProperty(OutputKeys.INDENT, "yes");
        transformer.setOutputProperty(OutputKeys.METHOD, "xml");
        if (encoding != null) {
            transformer.setOutputProperty(OutputKeys.ENCODING, encoding);
        }
        return transformer;
    }

    /** Never reached (DOCTYPEs are refused before any entity); refuses anyway. */
    @Override
    public EntityResolver createEntityResolver() {
        return (publicId, systemId) -> {
            if (systemId == null) {
                return new InputSource(new StringReader(""));
            }
            throw new SAXException("XWB reads no external entities: " + systemId);
        };
    }
}
