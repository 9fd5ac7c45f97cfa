package org.xwb.kit.design;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.documents.DocumentFiles;
import org.xwb.core.target.DocumentStream;
import org.xwb.model.Collection;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.DocumentValidator;
import org.xwb.xml.validate.SchemaCatalog;
import org.xwb.xml.validate.SchemaCompileException;
import org.xwb.xml.validate.XmlProblem;

/**
 * A collection's documents validated against its schema with the same validator as
 * {@code xwb validate}: every problem with its file, line and column. TPoX batch files (several
 * documents per file) are cut as the loader cuts them; a problem then names the file and the
 * document's number in it ({@code orders/batch1.xml#17}) with the line and column in that document.
 *
 * @param files    documents validated
 * @param invalid  files with at least one error
 * @param problems every problem found
 * @param complete false when stopped before the last file
 */
public record DocumentValidation(int files, int invalid, List<XmlProblem> problems, boolean complete) {

    /**
     * @param schemaFile     the collection's schema ({@link CollectionSchemas#file})
     * @param workloadFolder the folder of the workload file
     * @param progress       hears the number of files done
     * @throws SchemaCompileException when the schema does not compile (its problems located in it)
     * @throws UncheckedIOException   naming a missing folder or batch file
     */
    public static DocumentValidation of(Collection collection, Path schemaFile, Path workloadFolder, IntConsumer progress,
            BooleanSupplier stop) throws SchemaCompileException {
        List<Path> files = DocumentFiles.of(collection.getDocuments(), workloadFolder);
        DocumentValidator validator = new DocumentValidator(SchemaCatalog.of(CompiledSchema.compile(schemaFile)));
        List<XmlProblem> problems = new ArrayList<>();
        if (collection.getDocuments().getDocsPerFile() > 1) {
            return batches(collection, files, workloadFolder, validator, progress, stop);
        }
        int invalid = 0;
        int done = 0;
        for (Path file : files) {
            if (stop.getAsBoolean()) {
                return new DocumentValidation(done, invalid, List.copyOf(problems), false);
            }
            DocumentResult result = validator.validate(file);
            problems.addAll(result.problems());
            invalid += result.isValid() ? 0 : 1;
            progress.accept(++done);
        }
        return new DocumentValidation(done, invalid, List.copyOf(problems), true);
    }

    private static DocumentValidation batches(Collection collection, List<Path> files, Path workloadFolder,
            DocumentValidator validator, IntConsumer progress, BooleanSupplier stop) {
        List<XmlProblem> problems = new ArrayList<>();
        int invalid = 0;
        int done = 0;
        try (CollectionDocuments documents = CollectionDocuments.open(collection, files, workloadFolder)) {
            while (documents.hasNext()) {
                if (stop.getAsBoolean()) {
                    return new DocumentValidation(done, invalid, List.copyOf(problems), false);
                }
                try {
                    DocumentStream.Document document = documents.next();
                    DocumentResult result = validator.validate(document.origin(), document.content());
                    problems.addAll(result.problems());
                    invalid += result.isValid() ? 0 : 1;
                } catch (DocumentStream.UnreadableDocumentException e) {
                    problems.add(new XmlProblem(e.origin(), 0, 0, XmlProblem.Kind.NOT_WELL_FORMED,
                            XmlProblem.Severity.ERROR, null, e.reason()));
                    invalid++;
                }
                progress.accept(++done);
            }
        }
        return new DocumentValidation(done, invalid, List.copyOf(problems), true);
    }
}
