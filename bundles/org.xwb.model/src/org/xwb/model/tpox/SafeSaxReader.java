package org.xwb.model.tpox;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;
import org.xwb.model.io.FileErrors;
import org.xwb.model.io.FileProblem;
import org.xwb.model.io.ParserStopLocator;
import org.xwb.model.secure.HardenedParsers;

/**
 * Reads an XML file into {@link XmlElement}s that remember their line and column, with XWB's
 * hardened parser ({@link HardenedParsers}): any DOCTYPE is refused, so no DTD is read and no
 * entity (internal or external) can be declared or expanded.
 */
final class SafeSaxReader {

    private SafeSaxReader() {
    }

    static XmlElement read(Path file) throws TpoxImportException {
        try (InputStream in = Files.newInputStream(file)) {
            Handler handler = new Handler(file);
            InputSource source = new InputSource(in);
            source.setSystemId(file.toUri().toString());
            XMLReader reader = HardenedParsers.xmlReader();
            reader.setContentHandler(handler);
            reader.setErrorHandler(handler);
            reader.parse(source);
            return handler.root;
        } catch (SAXParseException malformed) {
            FileProblem unreadable = FileErrors.problem(file, malformed); // e.g. not UTF-8
            throw new TpoxImportException(List.of(unreadable != null ? unreadable : new FileProblem(file,
                    malformed.getLineNumber(), malformed.getColumnNumber(), describe(malformed))), malformed);
        } catch (NoSuchFileException missing) {
            throw new TpoxImportException(List.of(new FileProblem(file, 0, 0, "no such file; check the path")), missing);
        } catch (IOException | SAXException failed) {
            FileProblem unreadable = FileErrors.problem(file, failed);
            throw new TpoxImportException(List.of(unreadable != null ? unreadable
                    : new FileProblem(file, 0, 0, "cannot read: " + failed.getMessage())), failed);
        } catch (RuntimeException parserFailure) { // an internal error of the parser on a damaged file
            throw new TpoxImportException(List.of(ParserStopLocator.problem(file, parserFailure)), parserFailure);
        }
    }

    private static String describe(SAXParseException malformed) {
        String message = malformed.getMessage();
        if (message != null && message.contains("DOCTYPE")) {
            return "a DOCTYPE is not allowed: DTDs and entities are refused so that a file cannot read other files";
        }
        return "not well-formed XML: " + message;
    }

    private static final class Handler extends DefaultHandler {

        private final Path file;
        private final Deque<XmlElement> open = new ArrayDeque<>();
        private Locator locator;
        private XmlElement root;

        Handler(Path file) {
            this.file = file;
        }

        @Override
        public void setDocumentLocator(Locator documentLocator) {
            this.locator = documentLocator;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            Map<String, String> values = new LinkedHashMap<>();
            for (int i = 0; i < attributes.getLength(); i++) {
                if (!attributes.getURI(i).isEmpty()) {
                    continue; // xsi:noNamespaceSchemaLocation and the like are not TPoX settings
                }
                String name = attributes.getLocalName(i).isEmpty() ? attributes.getQName(i) : attributes.getLocalName(i);
                values.put(name, attributes.getValue(i));
            }
            String name = localName.isEmpty() ? qName : localName;
            XmlElement element = new XmlElement(file, name, values, locator.getLineNumber(), locator.getColumnNumber());
            if (open.isEmpty()) {
                root = element;
            } else {
                open.peek().add(element);
            }
            open.push(element);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            open.pop();
        }

        @Override
        public void characters(char[] characters, int start, int length) {
            if (!open.isEmpty()) {
                open.peek().appendText(characters, start, length);
            }
        }
    }
}
