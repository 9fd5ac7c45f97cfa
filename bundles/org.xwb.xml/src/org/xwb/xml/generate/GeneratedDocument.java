package org.xwb.xml.generate;

import java.nio.charset.StandardCharsets;

/**
 * One generated document: its kind, its id (the root element's id attribute; Order/@ID for
 * orders) and its bytes (US-ASCII, hence also UTF-8, with an XML declaration).
 */
public record GeneratedDocument(DocumentKind kind, long id, byte[] content) {

    /** The document as text (for tests and small tools; loaders should use the bytes). */
    public String text() {
        return new String(content, StandardCharsets.US_ASCII);
    }

    /** The file name the folder writer uses, e.g. {@code order100042.xml}. */
    public String fileName() {
        return kind.collection() + id + ".xml";
    }
}
