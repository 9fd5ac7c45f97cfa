package org.xwb.model.tpox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.xwb.model.ConstantSource;
import org.xwb.model.FilesSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.SameSource;
import org.xwb.model.ValueSource;
import org.xwb.model.statements.XQueryText;
import org.xwb.model.statements.XQueryText.ExternalVariable;

/**
 * Lifts a TPoX {@code <java-plugin>} transaction that follows the common convention of XQuery
 * plug-ins into an {@code xquery} statement: parameter 1 a constant holding the query, optionally
 * a constant flag, then per external variable three parameters: its name (a constant), its XML
 * Schema type name (a constant: {@code string}, {@code anyURI}, {@code int}, {@code document},
 * ...) and its value source. The statement is the query with each untyped external variable
 * declared with that type; its parameters are the value sources in the query's declaration order,
 * named after their variables. A plug-in that does not follow the convention is not lifted, and
 * the reason says which parameter broke it.
 */
final class PluginLifter {

    /**
     * The outcome: a statement text and its parameters, or why there is none.
     *
     * @param text       the query with typed external variables; null when not lifted
     * @param parameters one per external variable, in declaration order
     * @param bindings   "$id as xs:string" per variable, for the import report
     * @param flag       the plug-in's constant flag, or null
     * @param reason     why it was not lifted; null when lifted
     */
    record Lifted(String text, List<ParameterMarker> parameters, List<String> bindings, String flag, String reason) {
        boolean lifted() {
            return reason == null;
        }

        static Lifted not(String reason) {
            return new Lifted(null, List.of(), List.of(), null, reason);
        }
    }

    /** XML Schema type names a plug-in may give, with the marker type a value is bound as. */
    private static final Map<String, ParameterType> TYPES = new LinkedHashMap<>();

    static {
        for (String name : List.of("string", "normalizedString", "token", "language", "Name", "NCName", "anyURI",
                "untypedAtomic", "boolean")) {
            TYPES.put(name, ParameterType.VARCHAR);
        }
        for (String name : List.of("int", "short", "byte", "unsignedShort", "unsignedByte")) {
            TYPES.put(name, ParameterType.INTEGER);
        }
        for (String name : List.of("integer", "long", "unsignedInt", "unsignedLong", "nonNegativeInteger",
                "positiveInteger", "negativeInteger", "nonPositiveInteger")) {
            TYPES.put(name, ParameterType.BIGINT);
        }
        TYPES.put("decimal", ParameterType.DECIMAL);
        TYPES.put("double", ParameterType.DOUBLE);
        TYPES.put("float", ParameterType.DOUBLE);
        TYPES.put("date", ParameterType.DATE);
        TYPES.put("dateTime", ParameterType.TIMESTAMP);
        TYPES.put("time", ParameterType.TIME);
        TYPES.put("document", ParameterType.XML);
        TYPES.put("document-node", ParameterType.XML);
        TYPES.put("xml", ParameterType.XML);
    }

    private static final Pattern NAME = Pattern.compile("(?:[\\p{L}_][\\w.\\-]*:)?[\\p{L}_][\\w.\\-]*");

    private PluginLifter() {
    }

    /**
     * @param parameters the plug-in's parameters as read, in TPoX order (positions for
     *                   {@code <same>} are TPoX's)
     */
    static Lifted lift(List<ParameterMarker> parameters) {
        if (isStoreDocument(parameters)) {
            return liftStoreDocument(parameters);
        }
        if (parameters.isEmpty() || !(parameters.get(0).getSource() instanceof ConstantSource query)) {
            return Lifted.not(parameters.isEmpty() ? "it has no parameters, so no query text"
                    : "parameter 1 is " + describe(parameters.get(0)) + ", not a constant holding the query text");
        }
        String text = query.getValue() == null ? "" : query.getValue().strip();
        if (text.isEmpty()) {
            return Lifted.not("parameter 1, the query text, is empty");
        }
        int rest = parameters.size() - 1;
        int first = 1;
        String flag = null;
        if (rest % 3 == 1 && parameters.get(1).getSource() instanceof ConstantSource constant) {
            flag = constant.getValue();
            first = 2;
        } else if (rest % 3 != 0) {
            return Lifted.not("after the query text, " + rest + " parameters do not make (name, type, value) triples");
        }
        Map<String, Integer> valueOf = new LinkedHashMap<>(); // variable name -> TPoX position of its value
        Map<String, String> typeOf = new LinkedHashMap<>();
        for (int i = first; i < parameters.size(); i += 3) {
            String name = constant(parameters.get(i));
            String type = constant(parameters.get(i + 1));
            if (name == null || !NAME.matcher(name.startsWith("$") ? name.substring(1) : name).matches()) {
                return Lifted.not("parameter " + (i + 1) + " should be a constant naming an external variable, not "
                        + describe(parameters.get(i)));
            }
            name = name.startsWith("$") ? name.substring(1) : name;
            String xsType = type == null ? null : xsName(type);
            if (xsType == null || !TYPES.containsKey(xsType)) {
                return Lifted.not("parameter " + (i + 2) + " should be a constant naming the type of $" + name
                        + " (" + String.join(", ", TYPES.keySet()) + "), not " + describe(parameters.get(i + 1)));
            }
            if (valueOf.putIfAbsent(name, i + 3) != null) { // 1-based, as <same param> counts
                return Lifted.not("$" + name + " is bound twice");
            }
            typeOf.put(name, xsType);
        }
        return lifted(text, parameters, valueOf, typeOf, flag);
    }

    private static Lifted lifted(String query, List<ParameterMarker> parameters, Map<String, Integer> valueOf,
            Map<String, String> typeOf, String flag) {
        List<ExternalVariable> declared = XQueryText.externalVariables(query);
        List<String> names = declared.stream().map(ExternalVariable::name).toList();
        for (String name : valueOf.keySet()) {
            if (!names.contains(name)) {
                return Lifted.not("it binds $" + name + ", but the query declares no external variable $" + name);
            }
        }
        for (String name : names) {
            if (!valueOf.containsKey(name)) {
                return Lifted.not("the query declares $" + name + " external, but no parameter triple binds it");
            }
        }
        List<Integer> order = names.stream().map(valueOf::get).toList(); // TPoX index per XWB position
        List<ParameterMarker> lifted = new ArrayList<>();
        List<String> bindings = new ArrayList<>();
        String text = query;
        for (int position = declared.size() - 1; position >= 0; position--) {
            ExternalVariable variable = declared.get(position);
            text = XQueryText.withType(text, variable, sequenceType(typeOf.get(variable.name())));
        }
        for (int position = 0; position < declared.size(); position++) {
            ExternalVariable variable = declared.get(position);
            int tpoxIndex = order.get(position);
            ParameterMarker marker = parameters.get(tpoxIndex - 1);
            ValueSource source = marker.getSource();
            if (source instanceof SameSource same) {
                int repeated = order.indexOf(same.getParameter());
                if (repeated < 0 || repeated >= position) {
                    return Lifted.not("the value of $" + variable.name() + " repeats parameter " + same.getParameter()
                            + ", which is not the value of an external variable declared before it");
                }
                same.setParameter(repeated + 1);
            }
            String xsType = typeOf.get(variable.name());
            marker.setName(variable.name());
            if (!(source instanceof FilesSource files && files.isClob())) {
                marker.setType(TYPES.get(xsType));
            }
            lifted.add(marker);
            String declaredType = variable.type() != null ? variable.type() : sequenceType(xsType);
            bindings.add("$" + variable.name() + " as " + declaredType + " <- " + describe(marker));
        }
        return new Lifted(text, lifted, bindings, flag, null);
    }

    /** The store-document convention: parameter 1 the constant "store-document", parameter 2 the collection. */
    private static boolean isStoreDocument(List<ParameterMarker> parameters) {
        String first = parameters.isEmpty() ? null : constant(parameters.get(0));
        return first != null && first.strip().replace('_', '-').equalsIgnoreCase("store-document");
    }

    /**
     * {@code store-document}, the collection's name, then the document: a files (or filesclob)
     * source, optionally after a constant naming it ({@code content}). A plain document insert:
     * {@code db:add} into that collection (which {@code --collection} maps like any other name),
     * under a new unique path.
     */
    private static Lifted liftStoreDocument(List<ParameterMarker> parameters) {
        String collection = parameters.size() > 1 ? constant(parameters.get(1)) : null;
        if (collection == null || collection.isBlank() || collection.contains("\"")) {
            return Lifted.not("parameter 2 of store-document should be a constant naming the collection, not "
                    + (parameters.size() > 1 ? describe(parameters.get(1)) : "missing"));
        }
        int at = parameters.size() == 4 && constant(parameters.get(2)) != null ? 3 : 2;
        String name = at == 3 ? constant(parameters.get(2)).strip() : "content";
        name = name.startsWith("$") ? name.substring(1) : name;
        if (parameters.size() != at + 1 || !(parameters.get(at).getSource() instanceof FilesSource files)
                || !NAME.matcher(name).matches()) {
            return Lifted.not("store-document should be followed by the collection, optionally the document's name, and a"
                    + " files or filesclob source; it has " + (parameters.size() - 1) + " parameters after it");
        }
        ParameterMarker document = parameters.get(at);
        document.setName(name);
        if (!files.isClob()) {
            document.setType(ParameterType.XML);
        }
        String text = "declare variable $" + name + " as document-node() external;\n"
                + "db:add(\"" + collection.strip() + "\", $" + name + ", random:uuid() || \".xml\")";
        return new Lifted(text, List.of(document), List.of("$" + name + " as document-node() <- " + describe(document)),
                null, null);
    }

    /** "string", "xs:string" or "xsd:string" as the type's local name. */
    private static String xsName(String type) {
        String name = type.strip();
        int colon = name.indexOf(':');
        name = colon >= 0 ? name.substring(colon + 1) : name;
        name = name.endsWith("()") ? name.substring(0, name.length() - 2) : name;
        for (String known : TYPES.keySet()) {
            if (known.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return known;
            }
        }
        return name;
    }

    private static String sequenceType(String xsName) {
        return TYPES.get(xsName) == ParameterType.XML ? "document-node()" : "xs:" + xsName;
    }

    private static String constant(ParameterMarker marker) {
        return marker.getSource() instanceof ConstantSource constant ? constant.getValue() : null;
    }

    /** How a parameter reads in a report: {@code <ids collection="orders">}, {@code constant 'x'}. */
    static String describe(ParameterMarker marker) {
        ValueSource source = marker.getSource();
        if (source instanceof ConstantSource constant) {
            String value = constant.getValue() == null ? "" : constant.getValue();
            return "constant '" + (value.length() > 40 ? value.substring(0, 40) + "..." : value) + "'";
        }
        if (source instanceof FilesSource files) {
            return (files.isClob() ? "filesclob " : "files ") + files.getCollection().getName();
        }
        if (source instanceof org.xwb.model.IdsSource ids) {
            return "ids " + ids.getCollection().getName();
        }
        if (source instanceof SameSource same) {
            return "same as parameter " + same.getParameter();
        }
        if (source instanceof org.xwb.model.FileSource file) {
            return (file.isSequential() ? "file_seq " : "file ") + file.getPath();
        }
        return source == null ? "nothing" : source.eClass().getName().replace("Source", "").toLowerCase(Locale.ROOT);
    }
}
