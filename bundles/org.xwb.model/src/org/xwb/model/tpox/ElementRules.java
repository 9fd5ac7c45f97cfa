package org.xwb.model.tpox;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.xwb.model.io.FileProblem;

/**
 * The schema rules of workload_properties.xsd for one element at a time (allowed attributes and
 * children, required values, number and date formats), collecting every violation with its
 * location instead of stopping at the first.
 */
final class ElementRules {

    private final List<FileProblem> problems = new ArrayList<>();

    List<FileProblem> problems() {
        return problems;
    }

    boolean hasProblems() {
        return !problems.isEmpty();
    }

    void report(XmlElement element, String message) {
        problems.add(element.problem(message));
    }

    void report(FileProblem problem) {
        problems.add(problem);
    }

    /** Reports attributes the schema does not allow on this element (typos such as weigth). */
    void onlyAttributes(XmlElement element, String... allowed) {
        List<String> names = Arrays.asList(allowed);
        for (String attribute : element.attributes().keySet()) {
            if (!names.contains(attribute)) {
                report(element, "<" + element.name() + "> has no attribute '" + attribute + "'"
                        + (allowed.length == 0 ? "" : "; allowed: " + String.join(", ", allowed)));
            }
        }
    }

    /** An element that holds other elements: reports children not in the allowed list, and text. */
    void container(XmlElement element, String... allowed) {
        onlyChildren(element, allowed);
        if (!element.text().isBlank()) {
            report(element, "<" + element.name() + "> holds text '" + element.text().strip() + "' where only elements belong");
        }
    }

    /** An element that holds text (or nothing): reports any child element. */
    void leaf(XmlElement element) {
        onlyChildren(element);
    }

    private void onlyChildren(XmlElement element, String... allowed) {
        List<String> names = Arrays.asList(allowed);
        for (XmlElement child : element.children()) {
            if (!names.contains(child.name())) {
                report(child, "<" + child.name() + "> is not allowed in <" + element.name() + ">"
                        + (allowed.length == 0 ? "" : "; allowed: " + String.join(", ", allowed)));
            }
        }
    }

    /** The only child of that name, reporting a second one; null if there is none. */
    XmlElement single(XmlElement parent, String name) {
        XmlElement found = null;
        for (XmlElement child : parent.children()) {
            if (child.name().equals(name)) {
                if (found != null) {
                    report(child, "<" + parent.name() + "> may hold only one <" + name + ">");
                } else {
                    found = child;
                }
            }
        }
        return found;
    }

    List<XmlElement> all(XmlElement parent, String name) {
        return parent.children().stream().filter(child -> child.name().equals(name)).toList();
    }

    String required(XmlElement element, String attribute) {
        String value = element.attribute(attribute);
        if (value == null) {
            report(element, "<" + element.name() + "> needs the attribute " + attribute);
        }
        return value;
    }

    /** The required text content of an element, stripped; null (reported) if blank. */
    String text(XmlElement element, String what) {
        String text = element.text().strip();
        if (text.isEmpty()) {
            report(element, "<" + element.name() + "> is empty; it must hold " + what);
            return null;
        }
        return text;
    }

    Long integer(XmlElement element, String attribute) {
        String value = required(element, attribute);
        if (value == null) {
            return null;
        }
        try {
            return Long.valueOf(value.strip());
        } catch (NumberFormatException notInteger) {
            report(element, attribute + "=\"" + value + "\" is not a whole number");
            return null;
        }
    }

    BigDecimal decimal(XmlElement element, String attribute, boolean required) {
        String value = required ? required(element, attribute) : element.attribute(attribute);
        if (value == null) {
            return null;
        }
        try {
            return new BigDecimal(value.strip());
        } catch (NumberFormatException notNumber) {
            report(element, attribute + "=\"" + value + "\" is not a number");
            return null;
        }
    }

    String date(XmlElement element, String attribute, boolean required) {
        return temporal(element, attribute, required, LocalDate::parse, "a date (yyyy-mm-dd)");
    }

    String time(XmlElement element, String attribute) {
        return temporal(element, attribute, true, LocalTime::parse, "a time (hh:mm:ss)");
    }

    String dateOrTimestamp(XmlElement element, String attribute) {
        return temporal(element, attribute, true,
                text -> text.contains("T") ? LocalDateTime.parse(text) : LocalDate.parse(text).atStartOfDay(),
                "a date (yyyy-mm-dd) or timestamp (yyyy-mm-ddThh:mm:ss)");
    }

    private String temporal(XmlElement element, String attribute, boolean required, Function<String, ?> parser,
            String expected) {
        String value = required ? required(element, attribute) : element.attribute(attribute);
        if (value == null) {
            return null;
        }
        try {
            parser.apply(value.strip());
            return value.strip();
        } catch (DateTimeParseException notTemporal) {
            report(element, attribute + "=\"" + value + "\" is not " + expected);
            return null;
        }
    }
}
