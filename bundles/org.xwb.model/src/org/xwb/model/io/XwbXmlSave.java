package org.xwb.model.io;

import java.util.Map;

import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMLSaveImpl;

/**
 * EMF's XML writer with text content people can read: statement texts keep their quotes, and a
 * text with {@code <} or {@code &} (XQuery constructors, comparisons) is written as one CDATA
 * section instead of a rain of {@code &lt;} and {@code &quot;}.
 */
final class XwbXmlSave extends XMLSaveImpl {

    private static final int ALL_OF_UNICODE = 0x10FFFF;

    XwbXmlSave(XMLHelper helper) {
        super(helper);
    }

    @Override
    protected void init(XMLResource resource, Map<?, ?> options) {
        super.init(resource, options);
        ReadableEscape readable = new ReadableEscape();
        readable.setMappingLimit(ALL_OF_UNICODE);
        readable.setLineFeed(XwbXmlFiles.LINE_SEPARATOR);
        escape = readable;
    }

    /**
     * Element text: as is when nothing needs escaping (quotes and {@code >} are fine in element
     * content), a CDATA section when it holds {@code <} or {@code &}, and character references
     * only where CDATA cannot carry the text exactly (a carriage return, which parsers would
     * normalise, or a {@code ]]>}). Attribute values keep EMF's escaping.
     */
    static final class ReadableEscape extends Escape {

        @Override
        public String convertText(String input) {
            checkCharacters(input);
            boolean markup = input.indexOf('<') >= 0 || input.indexOf('&') >= 0;
            boolean cdataUnsafe = input.indexOf('\r') >= 0 || input.contains("]]>");
            if (cdataUnsafe) {
                return references(input);
            }
            return markup ? "<![CDATA[" + input + "]]>" : input;
        }

        private static String references(String input) {
            StringBuilder out = new StringBuilder(input.length() + 16);
            for (int i = 0; i < input.length(); i++) {
                char c = input.charAt(i);
                switch (c) {
                case '<' -> out.append("&lt;");
                case '&' -> out.append("&amp;");
                case '\r' -> out.append("&#xD;");
                case '>' -> out.append(i >= 2 && input.charAt(i - 1) == ']' && input.charAt(i - 2) == ']' ? "&gt;" : ">");
                default -> out.append(c);
                }
            }
            return out.toString();
        }

        /** XML 1.0 cannot carry most control characters at all, not even as references. */
        private static void checkCharacters(String input) {
            for (int i = 0; i < input.length(); i++) {
                char c = input.charAt(i);
                boolean allowed = c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c != 0xFFFE && c != 0xFFFF;
                if (!allowed) {
                    throw new IllegalArgumentException(String.format(
                            "the text \"%s\" holds the control character U+%04X, which an XML file cannot store",
                            abbreviate(input), (int) c));
                }
            }
        }

        private static String abbreviate(String text) {
            String line = text.strip().lines().findFirst().orElse("");
            return line.length() > 40 ? line.substring(0, 40) + "..." : line;
        }
    }
}
