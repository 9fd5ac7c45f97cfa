package org.xwb.model.tpox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.model.io.FileProblem;

/**
 * An element of a parsed TPoX file with where it is: the line and column at which the parser
 * reported its start tag (SAX reports the position just after the tag's {@code >}).
 */
final class XmlElement {

    private final Path file;
    private final String name;
    private final Map<String, String> attributes;
    private final int line;
    private final int column;
    private final List<XmlElement> children = new ArrayList<>();
    private final StringBuilder text = new StringBuilder();

    XmlElement(Path file, String name, Map<String, String> attributes, int line, int column) {
        this.file = file;
        this.name = name;
        this.attributes = new LinkedHashMap<>(attributes);
        this.line = line;
        this.column = column;
    }

    String name() {
        return name;
    }

    Map<String, String> attributes() {
        return Collections.unmodifiableMap(attributes);
    }

    String attribute(String attributeName) {
        return attributes.get(attributeName);
    }

    List<XmlElement> children() {
        return Collections.unmodifiableList(children);
    }

    /** The character data directly inside this element (CDATA included), untrimmed. */
    String text() {
        return text.toString();
    }

    int line() {
        return line;
    }

    /** A problem located at this element. */
    FileProblem problem(String message) {
        return new FileProblem(file, line, column, message);
    }

    void add(XmlElement child) {
        children.add(child);
    }

    void appendText(char[] characters, int start, int length) {
        text.append(characters, start, length);
    }
}
