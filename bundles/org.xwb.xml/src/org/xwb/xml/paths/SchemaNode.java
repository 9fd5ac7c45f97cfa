package org.xwb.xml.paths;

/**
 * An element or attribute a schema allows at some place.
 *
 * @param namespace   its namespace URI, "" for none
 * @param name        its local name
 * @param attribute   an attribute, else an element
 * @param builtinType the XML Schema built-in type its value derives from ("string", "double",
 *                    "date", ...), or null for an element with element-only or mixed content
 */
public record SchemaNode(String namespace, String name, boolean attribute, String builtinType) {

    /** {@code @name} or {@code name}, with {@code prefix:} when the node has a namespace and a prefix is given. */
    public String step(String prefix) {
        String qualified = namespace.isEmpty() || prefix == null || prefix.isEmpty() ? name : prefix + ":" + name;
        return attribute ? "@" + qualified : qualified;
    }
}
