package org.xwb.xml.generate;

import java.nio.charset.StandardCharsets;

/**
 * An element's start and end tag, or an attribute's {@code  name="} prefix, encoded once so that
 * writing a document copies bytes instead of formatting strings.
 */
record Markup(byte[] open, byte[] close) {

    static Markup element(String name) {
        return new Markup(ascii("<" + name + ">"), ascii("</" + name + ">"));
    }

    static Markup attribute(String name) {
        return new Markup(ascii(" " + name + "=\""), new byte[0]);
    }

    static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
