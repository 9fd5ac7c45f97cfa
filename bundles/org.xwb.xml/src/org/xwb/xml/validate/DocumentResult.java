package org.xwb.xml.validate;

import java.util.List;

/**
 * The outcome of checking one document.
 *
 * @param name     the document's name (usually its path)
 * @param root     its root element, or {@code null} when the parse never got that far
 * @param schema   the schema it was validated against, or {@code null} when none applied
 * @param problems every problem found, in document order per check
 */
public record DocumentResult(String name, RootName root, CompiledSchema schema, List<XmlProblem> problems) {

    public DocumentResult {
        problems = List.copyOf(problems);
    }

    /** This result with more problems (from a check after the schema's). */
    public DocumentResult with(List<XmlProblem> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<XmlProblem> all = new java.util.ArrayList<>(problems);
        all.addAll(more);
        return new DocumentResult(name, root, schema, all);
    }

    /** No errors (warnings allowed). */
    public boolean isValid() {
        return problems.stream().noneMatch(XmlProblem::isError);
    }

    /** Parsed to the end: no well-formedness error, refusal or read error. */
    public boolean isWellFormed() {
        return problems.stream().noneMatch(p -> p.kind() == XmlProblem.Kind.NOT_WELL_FORMED
                || p.kind() == XmlProblem.Kind.REFUSED || p.kind() == XmlProblem.Kind.IO);
    }
}
