package org.xwb.xml.schema;

/**
 * One line of a schema's outline: a top-level declaration or directive of the file.
 *
 * @param kind  what it declares
 * @param name  its name (a directive: its namespace and location)
 * @param place where it is written, or null when the parser gave no position
 */
public record SchemaEntry(Kind kind, String name, Place place) {

    /** What an outline entry declares, in the order the outline groups them. */
    public enum Kind {
        INCLUDE("include"), IMPORT("import"), ELEMENT("element"), COMPLEX_TYPE("complex type"),
        SIMPLE_TYPE("simple type"), GROUP("group"), ATTRIBUTE_GROUP("attribute group"), ATTRIBUTE("attribute");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
