package org.xwb.xml.schema;

import java.util.Optional;
import java.util.Set;

/**
 * A reference to a schema component written in a schema's text: the QName in
 * {@code type="..."}, {@code base="..."}, {@code ref="..."}, {@code substitutionGroup="..."},
 * {@code itemType="..."} or one of {@code memberTypes="..."}, with what it refers to (a type, an
 * element, ...) decided by the attribute and its element, as XML Schema says.
 *
 * @param kind      what the name refers to
 * @param prefix    the QName's prefix, "" for none
 * @param localName the QName's local part
 * @param start     offset of the QName in the text
 * @param end       offset just after it
 */
public record SchemaReference(Kind kind, String prefix, String localName, int start, int end) {

    /** What a reference names. */
    public enum Kind {
        TYPE, ELEMENT, ATTRIBUTE, GROUP, ATTRIBUTE_GROUP
    }

    private static final Set<String> TYPE_ATTRIBUTES = Set.of("type", "base", "itemType", "memberTypes");

    public String qualifiedName() {
        return prefix.isEmpty() ? localName : prefix + ":" + localName;
    }

    /** The reference under {@code offset} in a schema's text (an offset inside the name), or empty. */
    public static Optional<SchemaReference> at(String text, int offset) {
        if (offset < 0 || offset > text.length()) {
            return Optional.empty();
        }
        int open = valueStart(text, offset);
        if (open < 0) {
            return Optional.empty();
        }
        char quote = text.charAt(open);
        int close = text.indexOf(quote, open + 1);
        if (close < 0 || close < offset) {
            return Optional.empty();
        }
        String attribute = attributeBefore(text, open);
        String element = elementBefore(text, open);
        Kind kind = kindOf(element, attribute);
        if (kind == null) {
            return Optional.empty();
        }
        int tokenStart = offset;
        while (tokenStart > open + 1 && !Character.isWhitespace(text.charAt(tokenStart - 1))) {
            tokenStart--;
        }
        int tokenEnd = offset;
        while (tokenEnd < close && !Character.isWhitespace(text.charAt(tokenEnd))) {
            tokenEnd++;
        }
        String token = text.substring(tokenStart, tokenEnd);
        if (token.isEmpty()) {
            return Optional.empty();
        }
        int colon = token.indexOf(':');
        return Optional.of(new SchemaReference(kind, colon < 0 ? "" : token.substring(0, colon),
                token.substring(colon + 1), tokenStart, tokenEnd));
    }

    /** The offset of the quote that opens the attribute value around {@code offset}, or -1. */
    private static int valueStart(String text, int offset) {
        for (int i = Math.min(offset, text.length()) - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '<' || c == '>') {
                return -1;
            }
            if (c == '"' || c == '\'') {
                int j = i - 1;
                while (j >= 0 && Character.isWhitespace(text.charAt(j))) {
                    j--;
                }
                return j >= 0 && text.charAt(j) == '=' ? i : -1;
            }
        }
        return -1;
    }

    private static String attributeBefore(String text, int quote) {
        int i = text.lastIndexOf('=', quote);
        int end = i;
        while (end > 0 && Character.isWhitespace(text.charAt(end - 1))) {
            end--;
        }
        int start = end;
        while (start > 0 && isNameChar(text.charAt(start - 1))) {
            start--;
        }
        String name = text.substring(start, end);
        return name.substring(name.indexOf(':') + 1);
    }

    private static String elementBefore(String text, int from) {
        int tag = text.lastIndexOf('<', from);
        if (tag < 0) {
            return "";
        }
        int end = tag + 1;
        while (end < text.length() && isNameChar(text.charAt(end))) {
            end++;
        }
        String name = text.substring(tag + 1, end);
        return name.substring(name.indexOf(':') + 1);
    }

    private static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == ':' || c == '_' || c == '-' || c == '.';
    }

    private static Kind kindOf(String element, String attribute) {
        if (TYPE_ATTRIBUTES.contains(attribute)) {
            return Kind.TYPE;
        }
        if (attribute.equals("substitutionGroup")) {
            return Kind.ELEMENT;
        }
        if (!attribute.equals("ref")) {
            return null;
        }
        return switch (element) {
        case "element" -> Kind.ELEMENT;
        case "attribute" -> Kind.ATTRIBUTE;
        case "group" -> Kind.GROUP;
        case "attributeGroup" -> Kind.ATTRIBUTE_GROUP;
        default -> null;
        };
    }
}
