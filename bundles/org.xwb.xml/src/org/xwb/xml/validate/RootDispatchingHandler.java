package org.xwb.xml.validate;

import java.util.ArrayList;
import java.util.List;

import org.xml.sax.Attributes;
import org.xml.sax.ContentHandler;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Sits between the SAX reader and the schema validators: holds back the events before the root
 * element, asks a {@link RootListener} which validator the root calls for, replays the held
 * events into it and forwards the rest. This picks the schema by root element in the same single
 * pass that validates. It also remembers the parser's {@link Locator}, so errors the parser raises
 * without a location (bad bytes in the input) can still be placed.
 */
final class RootDispatchingHandler implements ContentHandler {

    /** Decides where a document goes once its root element is known. */
    interface RootListener {
        /** The handler for the rest of the document; a do-nothing handler checks well-formedness only. */
        ContentHandler rootFound(RootName root, Locator where) throws SAXException;
    }

    private static final ContentHandler WELL_FORMEDNESS_ONLY = new DefaultHandler();

    private final RootListener listener;
    private final List<String[]> heldPrefixMappings = new ArrayList<>();
    private Locator locator;
    private ContentHandler target;
    private RootName root;

    RootDispatchingHandler(RootListener listener) {
        this.listener = listener;
    }

    /** Ready for the next document. */
    void reset() {
        heldPrefixMappings.clear();
        locator = null;
        target = null;
        root = null;
    }

    RootName root() {
        return root;
    }

    int line() {
        return locator == null ? 0 : Math.max(0, locator.getLineNumber());
    }

    int column() {
        return locator == null ? 0 : Math.max(0, locator.getColumnNumber());
    }

    @Override
    public void setDocumentLocator(Locator locator) {
        this.locator = locator;
    }

    @Override
    public void startDocument() {
        // held back until the root element says which validator gets the document
    }

    @Override
    public void startPrefixMapping(String prefix, String uri) throws SAXException {
        if (target == null) {
            heldPrefixMappings.add(new String[] { prefix, uri });
        } else {
            target.startPrefixMapping(prefix, uri);
        }
    }

    @Override
    public void startElement(String uri, String localName, String qName, Attributes atts) throws SAXException {
        if (target == null) {
            root = new RootName(uri, localName);
            ContentHandler chosen = listener.rootFound(root, locator);
            target = chosen == null ? WELL_FORMEDNESS_ONLY : chosen;
            if (locator != null) {
                target.setDocumentLocator(locator);
            }
            target.startDocument();
            for (String[] mapping : heldPrefixMappings) {
                target.startPrefixMapping(mapping[0], mapping[1]);
            }
        }
        target.startElement(uri, localName, qName, atts);
    }

    @Override
    public void endElement(String uri, String localName, String qName) throws SAXException {
        target.endElement(uri, localName, qName);
    }

    @Override
    public void endPrefixMapping(String prefix) throws SAXException {
        if (target != null) {
            target.endPrefixMapping(prefix);
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) throws SAXException {
        if (target != null) {
            target.characters(ch, start, length);
        }
    }

    @Override
    public void ignorableWhitespace(char[] ch, int start, int length) throws SAXException {
        if (target != null) {
            target.ignorableWhitespace(ch, start, length);
        }
    }

    @Override
    public void processingInstruction(String target, String data) throws SAXException {
        if (this.target != null) {
            this.target.processingInstruction(target, data);
        }
    }

    @Override
    public void skippedEntity(String name) throws SAXException {
        if (target != null) {
            target.skippedEntity(name);
        }
    }

    @Override
    public void endDocument() throws SAXException {
        if (target != null) {
            target.endDocument();
        }
    }
}
