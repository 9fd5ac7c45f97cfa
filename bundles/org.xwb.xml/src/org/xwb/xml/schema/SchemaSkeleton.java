package org.xwb.xml.schema;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.regex.Pattern;

/**
 * The text of a new schema: the smallest useful valid one, a target namespace the user names
 * (qualified elements, as the kit's schemas have) and one global element of a complex type with an
 * empty sequence, to grow from.
 */
public final class SchemaSkeleton {

    /** An XML name without a colon (an NCName), ASCII letters being what a new schema needs. */
    private static final Pattern NC_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9._-]*");

    private SchemaSkeleton() {
    }

    /** Why a target namespace cannot be used, or null when it can. */
    public static String namespaceProblem(String namespace) {
        String trimmed = namespace == null ? "" : namespace.strip();
        if (trimmed.isEmpty()) {
            return "Name the target namespace, e.g. http://example.com/orders.";
        }
        if (trimmed.chars().anyMatch(Character::isWhitespace)) {
            return "A namespace has no spaces.";
        }
        try {
            URI uri = new URI(trimmed);
            if (uri.getScheme() == null) {
                return "A namespace is an absolute URI with a scheme, e.g. http://example.com/orders or urn:example:orders.";
            }
        } catch (URISyntaxException e) {
            return "Not a URI: " + e.getReason() + ".";
        }
        return null;
    }

    /** Why a name cannot be an element's, or null when it can. */
    public static String elementNameProblem(String name) {
        return name != null && NC_NAME.matcher(name.strip()).matches() ? null
                : "An element name starts with a letter or '_' and has letters, digits, '.', '-' or '_'.";
    }

    /** The new schema's text; the element's type is named after it. */
    public static String text(String namespace, String rootElement) {
        String ns = namespace.strip().replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;");
        String root = rootElement.strip();
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" xmlns=\"" + ns + "\"\n"
                + "\ttargetNamespace=\"" + ns + "\" elementFormDefault=\"qualified\">\n"
                + "\n"
                + "\t<xs:element name=\"" + root + "\" type=\"" + root + "Type\"/>\n"
                + "\n"
                + "\t<xs:complexType name=\"" + root + "Type\">\n"
                + "\t\t<xs:sequence>\n"
                + "\t\t\t<!-- the children of " + root + " -->\n"
                + "\t\t</xs:sequence>\n"
                + "\t</xs:complexType>\n"
                + "</xs:schema>\n";
    }
}
