package org.xwb.xml.validate;

import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;
import org.xwb.model.io.FileErrors;
import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

/**
 * Validates documents one after the other against a {@link SchemaCatalog}, in a single streaming
 * pass (a hardened SAX reader that validates inside the parser), collecting every problem with
 * its line and column. Reuses its parser between documents, so it is cheap per document but NOT
 * thread-safe: use one per thread.
 */
public final class DocumentValidator {

    private final SchemaCatalog catalog;
    private final List<XmlProblem> problems = new ArrayList<>();
    private final ProblemCollector errors = new ProblemCollector(Kind.SCHEMA, problems);
    private final RootWatcher root = new RootWatcher();
    private XMLReader reader;
    private String name;

    public DocumentValidator(SchemaCatalog catalog) {
        this.catalog = catalog;
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
                    Severity.ERROR, null, "cannot read the file: " + (FileErrors.reason(file, e) != null ? FileErrors.reason(file, e)
                    : FileErrors.message(null, e)))));
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
        problems.clear();
        root.reset();
        errors.startDocument(documentName);
        CompiledSchema schema;
        try {
            schema = catalog.schema();
        } catch (SchemaCompileException e) {
            String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).format();
            return new DocumentResult(name, null, null, List.of(new XmlProblem(name, 0, 0, Kind.SCHEMA, Severity.ERROR,
                    null, "not validated, the schema does not compile: " + first)));
        }
        if (reader == null) {
            reader = schema.newValidatingReader();
            reader.setContentHandler(root);
            reader.setErrorHandler(errors);
        }
        try {
            reader.parse(source);
        } catch (SAXParseException e) {
            // already reported through fatalError, unless it came from somewhere else
            if (problems.stream().noneMatch(p -> p.kind() == Kind.NOT_WELL_FORMED || p.kind() == Kind.REFUSED)) {
                problems.add(located(Kind.NOT_WELL_FORMED, String.valueOf(e.getMessage()), root.line(), root.column()));
            }
        } catch (SAXException e) {
            problems.add(located(Kind.NOT_WELL_FORMED, String.valueOf(e.getMessage()), root.line(), root.column()));
        } catch (CharConversionException e) {
            // bytes that are not text in the document's encoding (e.g. a binary file)
            problems.add(located(Kind.NOT_WELL_FORMED, "not text in the declared encoding: " + e.getMessage(),
                    root.line(), root.column()));
        } catch (java.io.UnsupportedEncodingException e) {
            problems.add(located(Kind.NOT_WELL_FORMED, "the declared encoding '" + e.getMessage()
                    + "' is not one Java knows; declare UTF-8", Math.max(1, root.line()), Math.max(1, root.column())));
        } catch (IOException e) {
            problems.add(located(Kind.IO, "cannot read the document: " + FileErrors.message(null, e), root.line(),
                    root.column()));
        } catch (RuntimeException e) { // an internal error of the parser on a damaged document
            reader = null; // not reused after it broke
            problems.add(located(Kind.NOT_WELL_FORMED, "not well-formed XML: the parser stopped here ("
                    + e.getMessage() + ")", Math.max(1, root.line()), Math.max(1, root.column())));
        }
        RootName rootName = root.name();
        if (rootName != null && !catalog.accepts(rootName)) {
            // validating a document of unknown kind says nothing: replace the schema's
            // "cannot find the declaration" by what is actually wrong
            problems.removeIf(p -> p.kind() == Kind.SCHEMA);
            problems.add(0, located(Kind.UNKNOWN_DOCUMENT, "unknown document: no schema for root element " + rootName
                    + " (known roots: " + catalog.knownRoots() + ")", root.rootLine(), root.rootColumn()));
            return new DocumentResult(name, rootName, null, problems);
        }
        return new DocumentResult(name, rootName, schema, problems);
    }

    private XmlProblem located(Kind kind, String message, int line, int column) {
        boolean refusal = ProblemCollector.isRefusal(message);
        return new XmlProblem(name, line, column, refusal ? Kind.REFUSED : kind, Severity.ERROR, null,
                refusal ? ProblemCollector.explainRefusal(message) : message);
    }

    /**
     * Notes the root element and where it is, and keeps the parser's locator so errors raised
     * without a location (bad bytes in the input) can still be placed.
     */
    private static final class RootWatcher extends DefaultHandler {
        private Locator locator;
        private RootName name;
        private int rootLine;
        private int rootColumn;

        void reset() {
            locator = null;
            name = null;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            if (name == null) {
                name = new RootName(uri, localName);
                rootLine = line();
                rootColumn = column();
            }
        }

        RootName name() {
            return name;
        }

        int rootLine() {
            return rootLine;
        }

        int rootColumn() {
            return rootColumn;
        }

        int line() {
            return locator == null ? 0 : Math.max(0, locator.getLineNumber());
        }

        int column() {
            return locator == null ? 0 : Math.max(0, locator.getColumnNumber());
        }
    }
}
