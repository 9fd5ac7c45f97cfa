package org.xwb.targets.basex;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;

import org.basex.build.Parser;
import org.basex.core.MainOptions;
import org.basex.io.IOContent;
import org.basex.query.value.node.DBNode;
import org.xwb.core.target.ParameterBinder;
import org.xwb.core.values.DocumentValue;
import org.xwb.core.values.ValueConversions;
import org.xwb.model.ParameterType;

/**
 * How a value is bound to an external variable: by the variable's declared type when the query
 * declares one ({@code declare variable $id as xs:string external}), else by the type of the
 * marker (a BIGINT parameter is an {@code xs:integer}, an XML one a document). Atomic values are
 * passed in their lexical form and cast by BaseX to the type; documents are parsed here with DTDs,
 * external entities and XInclude off and bound as document nodes.
 */
final class BaseXBindings {

    /** A value ready for {@code QueryProcessor.variable(name, value, type)}. */
    record Binding(Object value, String type) {
    }

    private static final MainOptions PARSING = new MainOptions();

    static {
        BaseXEngine.secureParsing(PARSING);
    }

    private BaseXBindings() {
    }

    /**
     * @param declared the variable's declared sequence type, or null
     * @throws IllegalArgumentException when the value does not convert (the run reports the parameter)
     */
    static Binding of(ParameterType type, Object value, String declared) throws IOException {
        if (value == null) {
            return new Binding(org.basex.query.value.seq.Empty.VALUE, null);
        }
        boolean node = declared != null && isNodeType(declared);
        if (node || type == ParameterType.XML || value instanceof DocumentValue) {
            return new Binding(document(value), node ? declared : null);
        }
        String atomic = declared != null && declared.startsWith("xs:") ? declared.replaceAll("[?*+]$", "") : null;
        return switch (type) {
        case INTEGER -> new Binding(Long.toString(Math.toIntExact(ValueConversions.asLong(value))), or(atomic, "xs:int"));
        case BIGINT -> new Binding(Long.toString(ValueConversions.asLong(value)), or(atomic, "xs:integer"));
        case DECIMAL -> new Binding(ValueConversions.asDecimal(value).toPlainString(), or(atomic, "xs:decimal"));
        case DOUBLE -> new Binding(Double.toString(ValueConversions.asDouble(value)), or(atomic, "xs:double"));
        case DATE -> new Binding(ValueConversions.asDate(value).toString(), or(atomic, "xs:date"));
        case TIME -> new Binding(ValueConversions.asTime(value).toString(), or(atomic, "xs:time"));
        case TIMESTAMP -> new Binding(ValueConversions.asDateTime(value).toString(), or(atomic, "xs:dateTime"));
        case BLOB -> new Binding(Base64.getEncoder().encodeToString(ValueConversions.asBytes(value)),
                or(atomic, "xs:base64Binary"));
        default -> new Binding(text(value), or(atomic, "xs:string"));
        };
    }

    /** The type a Java value stands for when it comes without one (explain's --param values); text when none. */
    static ParameterType typeOf(Object value) {
        ParameterType type = ParameterBinder.typeOf(value);
        return type == null ? ParameterType.VARCHAR : type;
    }

    /** A document (its bytes, or text) as a BaseX document node, parsed without DTDs or inclusions. */
    static DBNode document(Object value) throws IOException {
        byte[] bytes = value instanceof DocumentValue document ? document.document().content()
                : value instanceof byte[] raw ? raw : text(value).getBytes(StandardCharsets.UTF_8);
        try {
            return new DBNode(Parser.xmlParser(new IOContent(bytes), PARSING));
        } catch (IOException notXml) {
            // BaseX 11 names the input ("" here) before the position, 13 starts with it: keep the position and the reason
            throw new IOException(String.valueOf(notXml.getMessage()).replaceFirst("^(?:\"[^\"]*\" \\()?Line (\\d+)\\)?: ", "line $1: "),
                    notXml);
        }
    }

    private static boolean isNodeType(String declared) {
        String type = declared.strip();
        return type.startsWith("document-node") || type.startsWith("element") || type.startsWith("node");
    }

    private static String text(Object value) {
        return value instanceof DocumentValue document ? new String(document.document().content(), StandardCharsets.UTF_8)
                : ValueConversions.asText(value);
    }

    private static String or(String declared, String natural) {
        return declared != null ? declared : natural;
    }
}
