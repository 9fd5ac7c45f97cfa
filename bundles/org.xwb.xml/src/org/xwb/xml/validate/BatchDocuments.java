package org.xwb.xml.validate;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

/**
 * The documents of a TPoX batch file, one per line, each validated on its own. Their problems are
 * placed at their line of the file (a one-line document's problems are all on its line 1), so the
 * file name, line and column lead to the place in the batch file.
 */
final class BatchDocuments {

    private BatchDocuments() {
    }

    /** Each non-blank line of the file as a document, validated and (when well-formed) checked by {@code extra}. */
    static List<DocumentResult> validate(Path file, DocumentValidator validator, DocumentCheck extra,
            CancellationToken cancel) {
        List<DocumentResult> results = new ArrayList<>();
        try (InputStream in = new BufferedInputStream(new CancellableInput(Files.newInputStream(file), cancel), 1 << 16)) {
            ByteArrayOutputStream line = new ByteArrayOutputStream(8192);
            int lineNumber = 1;
            int b;
            while (true) {
                b = in.read();
                if (b == '\n' || b < 0) {
                    byte[] bytes = line.toByteArray();
                    if (!isBlank(bytes)) {
                        DocumentResult result = validator.validate(file + ":" + lineNumber, bytes);
                        if (result == null) {
                            return results;
                        }
                        if (extra != null && result.isWellFormed()) {
                            result = result.with(extra.check(file + ":" + lineNumber, bytes));
                        }
                        results.add(placed(result, file, lineNumber));
                    }
                    if (b < 0) {
                        return results;
                    }
                    line.reset();
                    lineNumber++;
                } else if (b != '\r') {
                    line.write(b);
                }
            }
        } catch (CancellableInput.Cancelled e) {
            return results;
        } catch (IOException e) {
            results.add(new DocumentResult(file.toString(), null, null, List.of(new XmlProblem(file.toString(), 0, 0,
                    Kind.IO, Severity.ERROR, null, "cannot read the batch file: " + e))));
            return results;
        }
    }

    private static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** The document's problems at its line of the batch file. */
    private static DocumentResult placed(DocumentResult result, Path file, int lineNumber) {
        List<XmlProblem> problems = result.problems().stream().map(p -> new XmlProblem(file.toString(),
                p.line() > 0 ? lineNumber + p.line() - 1 : lineNumber, p.column(), p.kind(), p.severity(), p.ruleId(),
                p.message())).toList();
        return new DocumentResult(result.name(), result.root(), result.schema(), problems);
    }
}
