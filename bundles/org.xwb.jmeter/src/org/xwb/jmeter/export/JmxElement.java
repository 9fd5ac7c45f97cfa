package org.xwb.jmeter.export;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * One element of a JMeter test plan (.jmx) in the form JMeter 5.6 saves and loads: the element
 * with its properties, followed by a {@code <hashTree>} holding its children. Built in memory
 * (plans are small), then written with {@link #writePlan}.
 */
final class JmxElement {

    /** The JMeter version written into the plan's header. */
    static final String JMETER_VERSION = "5.6.3";

    private final String testClass;
    private final String guiClass;
    private final String name;
    private final List<Property> properties = new ArrayList<>();
    private final List<JmxElement> children = new ArrayList<>();

    private JmxElement(String testClass, String guiClass, String name) {
        this.testClass = testClass;
        this.guiClass = guiClass;
        this.name = name;
    }

    /**
     * @param testClass JMeter's element class, e.g. "JDBCSampler" (also the XML tag)
     * @param guiClass  the GUI that edits it in JMeter, e.g. "TestBeanGUI"
     * @param name      the name JMeter shows (a sampler's name is its label in the results)
     */
    static JmxElement of(String testClass, String guiClass, String name) {
        return new JmxElement(testClass, guiClass, name);
    }

    String name() {
        return name;
    }

    String testClass() {
        return testClass;
    }

    List<JmxElement> children() {
        return children;
    }

    JmxElement string(String property, String value) {
        properties.add(new Property("stringProp", property, value, null));
        return this;
    }

    JmxElement bool(String property, boolean value) {
        properties.add(new Property("boolProp", property, Boolean.toString(value), null));
        return this;
    }

    JmxElement integer(String property, int value) {
        properties.add(new Property("intProp", property, Integer.toString(value), null));
        return this;
    }

    JmxElement longValue(String property, long value) {
        properties.add(new Property("longProp", property, Long.toString(value), null));
        return this;
    }

    /** A nested element held in a property (the thread group's loop controller, the plan's variables). */
    JmxElement element(String property, JmxElement nested) {
        properties.add(new Property("elementProp", property, null, nested));
        return this;
    }

    /** An empty collection property, e.g. "Arguments.arguments". */
    JmxElement emptyCollection(String property) {
        properties.add(new Property("collectionProp", property, null, null));
        return this;
    }

    JmxElement add(JmxElement child) {
        children.add(child);
        return this;
    }

    /** The value of a property written with {@link #string}, or null. */
    String property(String property) {
        return properties.stream().filter(p -> p.name.equals(property)).map(p -> p.value).findFirst().orElse(null);
    }

    /** Writes {@code plan} (a TestPlan element) as a complete .jmx document. */
    static void writePlan(JmxElement plan, Writer out) throws IOException {
        try {
            XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            newline(xml, 0);
            xml.writeStartElement("jmeterTestPlan");
            xml.writeAttribute("version", "1.2");
            xml.writeAttribute("properties", "5.0");
            xml.writeAttribute("jmeter", JMETER_VERSION);
            newline(xml, 1);
            xml.writeStartElement("hashTree");
            plan.write(xml, 2);
            newline(xml, 1);
            xml.writeEndElement();
            newline(xml, 0);
            xml.writeEndElement();
            xml.writeCharacters("\n");
            xml.writeEndDocument();
            xml.flush();
        } catch (XMLStreamException e) {
            throw new IOException("Cannot write the JMeter plan: " + e.getMessage(), e);
        }
    }

    private void write(XMLStreamWriter xml, int depth) throws XMLStreamException {
        newline(xml, depth);
        writeElement(xml, testClass, depth, null);
        newline(xml, depth);
        if (children.isEmpty()) {
            xml.writeEmptyElement("hashTree");
            return;
        }
        xml.writeStartElement("hashTree");
        for (JmxElement child : children) {
            child.write(xml, depth + 1);
        }
        newline(xml, depth);
        xml.writeEndElement();
    }

    /** The element itself (tag {@code tag}: its test class, or elementProp when nested in a property). */
    private void writeElement(XMLStreamWriter xml, String tag, int depth, String propertyName)
            throws XMLStreamException {
        xml.writeStartElement(tag);
        if (propertyName != null) {
            xml.writeAttribute("name", propertyName);
            xml.writeAttribute("elementType", testClass);
        }
        xml.writeAttribute("guiclass", guiClass);
        xml.writeAttribute("testclass", testClass);
        xml.writeAttribute("testname", name);
        xml.writeAttribute("enabled", "true");
        for (Property property : properties) {
            newline(xml, depth + 1);
            if (property.nested != null) {
                property.nested.writeElement(xml, "elementProp", depth + 1, property.name);
            } else if (property.value == null) {
                xml.writeEmptyElement(property.tag);
                xml.writeAttribute("name", property.name);
            } else {
                xml.writeStartElement(property.tag);
                xml.writeAttribute("name", property.name);
                xml.writeCharacters(property.value);
                xml.writeEndElement();
            }
        }
        if (!properties.isEmpty()) {
            newline(xml, depth);
        }
        xml.writeEndElement();
    }

    private static void newline(XMLStreamWriter xml, int depth) throws XMLStreamException {
        xml.writeCharacters("\n" + "  ".repeat(depth));
    }

    private record Property(String tag, String name, String value, JmxElement nested) {
    }
}
