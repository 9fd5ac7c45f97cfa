package org.xwb.xml.validate;

import java.nio.file.Path;
import java.util.List;

/**
 * A check run after schema validation on each well-formed document, such as business rules
 * ({@code org.xwb.xml.rules.RuleChecker}). Implementations need not be thread-safe: a
 * {@link ValidationJob} makes one per worker thread.
 */
public interface DocumentCheck {

    /** Every problem the check finds in the file. */
    List<XmlProblem> check(Path file);

    /**
     * Every problem in a document held in memory: one document of a TPoX batch file. A check that
     * only reads files finds nothing here (the rules checker reads both).
     */
    default List<XmlProblem> check(String name, byte[] content) {
        return List.of();
    }
}
