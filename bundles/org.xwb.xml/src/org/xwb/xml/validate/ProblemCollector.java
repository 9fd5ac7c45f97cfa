package org.xwb.xml.validate;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;

import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;
import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

/**
 * Turns SAX error callbacks into {@link XmlProblem}s and keeps going, so a document's every
 * schema error is reported, not just the first. Fatal errors (well-formedness) end the parse, as
 * XML requires.
 */
final class ProblemCollector implements ErrorHandler {

    private final Kind kind;
    private final List<XmlProblem> problems;
    private final boolean fileFromSystemId;
    private String file = "";

    /** @param problems the list shared by all collectors of one document */
    ProblemCollector(Kind kind, List<XmlProblem> problems) {
        this(kind, problems, false);
    }

    private ProblemCollector(Kind kind, List<XmlProblem> problems, boolean fileFromSystemId) {
        this.kind = kind;
        this.problems = problems;
        this.fileFromSystemId = fileFromSystemId;
    }

    /** For schemas: an error in an included schema file names that file. */
    static ProblemCollector namingFilesBySystemId(Kind kind, List<XmlProblem> problems) {
        return new ProblemCollector(kind, problems, true);
    }

    void startDocument(String name) {
        this.file = name;
    }

    @Override
    public void warning(SAXParseException e) {
        problems.add(problem(e, kind, Severity.WARNING));
    }

    @Override
    public void error(SAXParseException e) {
        problems.add(problem(e, kind, Severity.ERROR));
    }

    @Override
    public void fatalError(SAXParseException e) throws SAXParseException {
        problems.add(problem(e, Kind.NOT_WELL_FORMED, Severity.ERROR));
        throw e;
    }

    private XmlProblem problem(SAXParseException e, Kind defaultKind, Severity severity) {
        String message = String.valueOf(e.getMessage());
        Kind actual = defaultKind;
        Severity actualSeverity = severity;
        if (isRefusal(message)) {
            actual = Kind.REFUSED;
            message = explainRefusal(message);
            actualSeverity = Severity.ERROR; // a schema part not read is an error, not the compiler's warning
        }
        String where = fileFromSystemId && e.getSystemId() != null ? fileName(e.getSystemId()) : file;
        return new XmlProblem(where, Math.max(0, e.getLineNumber()), Math.max(0, e.getColumnNumber()), actual,
                actualSeverity, null, message);
    }

    private static String fileName(String systemId) {
        try {
            return Path.of(URI.create(systemId)).toString();
        } catch (RuntimeException notAFileUri) {
            return systemId;
        }
    }

    /**
     * A DOCTYPE refused by the hardened parser, or a JDK secure-processing limit (JAXP000100xx:
     * entity expansion, entity size, element depth...). Recognised by the feature URI and the
     * message codes, which the JDK does not translate.
     */
    /** How {@code SchemaFence} words a schema part it does not open. */
    private static final String FENCE_REFUSAL = "\" is refused: ";

    static boolean isRefusal(String message) {
        return message.contains("disallow-doctype-decl") || message.contains("JAXP0001") || message.contains("JAXP0002")
                || message.contains(ImportResolver.REFUSED + ":") || message.contains(FENCE_REFUSAL)
                || message.contains("accessExternalDTD") || message.contains("accessExternalSchema");
    }

    static String explainRefusal(String message) {
        if (message.contains(FENCE_REFUSAL)) {
            return message; // SchemaFence already says what was refused and why
        }
        int refused = message.indexOf(ImportResolver.REFUSED + ":");
        if (refused >= 0) {
            String location = message.substring(refused + ImportResolver.REFUSED.length() + 1).split("['\"]", 2)[0];
            return "refused: schema part " + location.replace("%20", " ") + " is outside the schema's folder and the "
                    + "TPoX kit's schemas; XWB reads no other file and nothing from the network";
        }
        if (message.contains("disallow-doctype-decl")) {
            return "refused: the document has a DOCTYPE declaration; XWB does not process DTDs or entities "
                    + "(protection against XXE and entity expansion)";
        }
        return "refused: " + message;
    }
}
