package org.xwb.xml.validate;

import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.xml.validation.ValidatorHandler;

import org.xml.sax.ContentHandler;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xwb.xml.secure.HardenedParsers;
import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

/**
 * Validates documents one after the other against the schema their root element calls for, in a
 * single streaming pass (hardened SAX reader into the JDK's XSD validator), collecting every
 * problem with its line and column. Reuses its parser and validators between documents, so it
 * is cheap per document but NOT thread-safe: use one per thread.
 */
public final class DocumentValidator {

    private final SchemaResolver schemas;
    private final XMLReader reader = HardenedParsers.xmlReader();
    private final Map<CompiledSchema, ValidatorHandler> validators = new IdentityHashMap<>();
    private final List<XmlProblem> problems = new ArrayList<>();
    private final ProblemCollector parseErrors = new ProblemCollector(Kind.NOT_WELL_FORMED, problems);
    private final ProblemCollector schemaErrors = new ProblemCollector(Kind.SCHEMA, problems);
    private final RootDispatchingHandler dispatcher = new RootDispatchingHandler(this::validatorFor);
    private String name;
    private CompiledSchema schema;

    public DocumentValidator(SchemaResolver schemas) {
        this.schemas = schemas;
        reader.setContentHandler(dispatcher);
        reader.setErrorHandler(parseErrors);
    }

    /** Validates a file; a file that cannot be opened is reported as an {@link Kind#IO} problem. */
    public DocumentResult validate(Path file) {
        String displayName = file.toString();
        try (InputStream in = Files.newInputStream(file)) {
            // no systemId: nothing is resolved relative to the document, and Xerces would expand
            // the URI for every document, which halves throughput on small documents
            return validate(displayName, new InputSource(in));
        } catch (IOException e) {
            return new DocumentResult(displayName, null, null, List.of(new XmlProblem(displayName, 0, 0, Kind.IO,
                    Severity.ERROR, null, "cannot read the file: " + e)));
        }
    }

    /** Validates a document held in memory (e.g. straight from the generator). */
    public DocumentResult validate(String documentName, byte[] content) {
        return validate(documentName, new InputSource(new ByteArrayInputStream(content)));
    }

    /** Validates a document read from a stream; the caller closes the stream. */
    public DocumentResult validate(String documentName, InputStream content) {
        return validate(documentName, new InputSource(content));
    }

    private DocumentResult validate(String documentName, InputSource source) {
        name = documentName;
        schema = null;
        problems.clear();
        dispatcher.reset();
        parseErrors.startDocument(documentName);
        schemaErrors.startDocument(documentName);
        try {
            reader.parse(source);
        } catch (SAXParseException e) {
            // already reported through fatalError, unless it came from somewhere else
            if (problems.stream().noneMatch(p -> p.kind() == Kind.NOT_WELL_FORMED || p.kind() == Kind.REFUSED)) {
                locatedProblem(Kind.NOT_WELL_FORMED, String.valueOf(e.getMessage()));
            }
        } catch (SAXException e) {
            locatedProblem(Kind.NOT_WELL_FORMED, String.valueOf(e.getMessage()));
        } catch (CharConversionException e) {
            // bytes that are not text in the document's encoding (e.g. a binary file)
            locatedProblem(Kind.NOT_WELL_FORMED, "not text in the declared encoding: " + e.getMessage());
        } catch (IOException e) {
            locatedProblem(Kind.IO, "cannot read the document: " + e);
        }
        return new DocumentResult(name, dispatcher.root(), schema, problems);
    }

    /** Called by the dispatcher at the root element. */
    private ContentHandler validatorFor(RootName root, Locator where) {
        Optional<CompiledSchema> found;
        try {
            found = schemas.schemaFor(root);
        } catch (SchemaCompileException e) {
            String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).format();
            locatedProblem(Kind.SCHEMA, "the schema for root element " + root + " does not compile: " + first);
            return null;
        }
        if (found.isEmpty()) {
            locatedProblem(Kind.UNKNOWN_DOCUMENT, "unknown document: no schema for root element " + root
                    + " (known roots: " + schemas.knownRoots() + ")");
            return null;
        }
        schema = found.get();
        ValidatorHandler validator = validators.computeIfAbsent(schema, CompiledSchema::newValidatorHandler);
        validator.setErrorHandler(schemaErrors);
        return validator;
    }

    private void locatedProblem(Kind kind, String message) {
        boolean refusal = ProblemCollector.isRefusal(message);
        problems.add(new XmlProblem(name, dispatcher.line(), dispatcher.column(), refusal ? Kind.REFUSED : kind,
                Severity.ERROR, null, refusal ? ProblemCollector.explainRefusal(message) : message));
    }
}
