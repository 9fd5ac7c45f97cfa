package org.xwb.xml.validate;

/**
 * One thing wrong with one document, located as precisely as the parser allows: an XSD error,
 * a well-formedness error, a refused DOCTYPE, a failed business rule.
 *
 * @param file     the document's name as given to the validator (usually its path)
 * @param line     1-based line, 0 when unknown (e.g. the file could not be opened)
 * @param column   1-based column, 0 when unknown
 * @param kind     what kind of check found it
 * @param severity errors make a document invalid, warnings do not
 * @param ruleId   the business rule's id for {@link Kind#RULE}, else {@code null}
 * @param message  what is wrong, in the parser's or the rule's words
 */
public record XmlProblem(String file, int line, int column, Kind kind, Severity severity, String ruleId,
        String message) {

    /** The check that found a problem. */
    public enum Kind {
        /** The document is not well-formed XML (or not readable as text in its encoding). */
        NOT_WELL_FORMED,
        /** Refused for safety: a DOCTYPE (the carrier of XXE and entity bombs) or a parser limit. */
        REFUSED,
        /** The XML Schema does not allow it. */
        SCHEMA,
        /** No schema is known for the document's root element. */
        UNKNOWN_DOCUMENT,
        /** A business rule (XPath assertion) failed or could not be evaluated. */
        RULE,
        /** The file could not be read. */
        IO
    }

    /** Whether the problem makes the document invalid. */
    public enum Severity {
        ERROR, WARNING
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file:line:column: message}, the format compilers use, so editors can jump to it. */
    public String format() {
        StringBuilder text = new StringBuilder(file.length() + message.length() + 32);
        text.append(file).append(':').append(line).append(':').append(column).append(": ");
        if (severity == Severity.WARNING) {
            text.append("warning: ");
        }
        if (ruleId != null) {
            text.append('[').append(ruleId).append("] ");
        }
        return text.append(message).toString();
    }

    @Override
    public String toString() {
        return format();
    }
}
