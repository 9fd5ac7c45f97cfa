package org.xwb.xml.validate;

/** A document's root element: namespace URI ("" for none) and local name. */
public record RootName(String namespace, String localName) {

    @Override
    public String toString() {
        return namespace.isEmpty() ? localName : "{" + namespace + "}" + localName;
    }
}
