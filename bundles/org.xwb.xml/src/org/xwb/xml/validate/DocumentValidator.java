package org.xwb.xml.validate;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;
import org.xwb.model.io.FileErrors;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

/**
 * Validates documents one after the other against a {@link SchemaCatalog}, in a single streaming
 * pass (a hardened SAX reader that validates inside the parser), collecting every problem with
 * its line and column. A catalog that chooses per document ({@link SchemaCatalog#located}) first
 * reads the document's head (root and schema hints) from the same stream. Reuses its parsers
 * between documents, so it is cheap per document but NOT thread-safe: use one per thread.
 * <p>
 * {@link #validateAll(Path)} also reads TPoX batch files (one document per line, see
 * {@code org.xwb.xml.generate.BatchFileWriter}): a file whose root element ends on its first
 * line and that goes on with more markup is validated line by line, each line a document.
 */
public final class DocumentValidator {

    /** How far the head of a document may be from its start (comments, processing instructions). */
    private static final int HEAD_LIMIT = 1 << 20;

    private final SchemaCatalog catalog;
    private final CancellationToken cancel;
    private final List<XmlProblem> problems = new ArrayList<>();
    private final ProblemCollector errors = new ProblemCollector(Kind.SCHEMA, problems);
    private final RootWatcher root = new RootWatcher();
    private final Map<CompiledSchema, XMLReader> readers = new HashMap<>();
    private XMLReader plainReader;
    private String name;
    private boolean cutShort;

    public DocumentValidator(SchemaCatalog catalog) {
        this(catalog, CancellationToken.NEVER);
    }

    /** A validator whose reads stop (and whose result is null) once {@code cancel} is cancelled. */
    public DocumentValidator(SchemaCatalog catalog, CancellationToken cancel) {
        this.catalog = catalog;
        this.cancel = cancel;
    }

    /**
     * Validates a file; a file that cannot be opened is reported as an {@link Kind#IO} problem.
     * Null when the validator's token was cancelled during the read.
     */
    public DocumentResult validate(Path file) {
        String displayName = file.toString();
        try (InputStream in = new BufferedInputStream(new CancellableInput(Files.newInputStream(file), cancel), 1 << 16)) {
            DocumentHead head = catalog.perDocument() ? head(in) : DocumentHead.NONE;
            // no systemId: nothing is resolved relative to the document, and Xerces would expand
            // the URI for every document, which halves throughput on small documents
            return validate(displayName, new InputSource(in), head, file);
        } catch (CancellableInput.Cancelled e) {
            return null;
        } catch (IOException e) {
            return new DocumentResult(displayName, null, null, List.of(new XmlProblem(displayName, 0, 0, Kind.IO,
                    Severity.ERROR, null, "cannot read the file: " + (FileErrors.reason(file, e) != null ? FileErrors.reason(file, e)
                    : FileErrors.message(null, e)))));
        }
    }

    /**
     * Validates a file that may be a TPoX batch file: one result per document (one for an
     * ordinary file), each also checked by {@code extra} (null for none) when it is well-formed.
     * Problems of a batch document are placed at its line of the file. Stops early (fewer
     * results) when the token is cancelled.
     */
    public List<DocumentResult> validateAll(Path file, DocumentCheck extra) {
        cutShort = false;
        DocumentResult whole = validate(file);
        if (whole == null) {
            cutShort = true;
            return List.of();
        }
        boolean moreAfterFirstLine = whole.problems().stream()
                .anyMatch(p -> p.kind() == Kind.NOT_WELL_FORMED && p.line() >= 2);
        if (root.endedOnFirstLine() && moreAfterFirstLine) {
            List<DocumentResult> documents = BatchDocuments.validate(file, this, extra, cancel);
            cutShort = cancel.isCancelled();
            return documents;
        }
        if (extra == null || !whole.isWellFormed()) {
            return List.of(whole);
        }
        List<XmlProblem> more = extra.check(file);
        return List.of(more.isEmpty() ? whole : whole.with(more));
    }

    /** Whether the last {@link #validateAll} stopped before the file's end because of a cancel. */
    public boolean cutShort() {
        return cutShort;
    }

    /** Validates a document held in memory (e.g. straight from the generator). */
    public DocumentResult validate(String documentName, byte[] content) {
        DocumentHead head = catalog.perDocument() ? DocumentHead.read(new ByteArrayInputStream(content)) : DocumentHead.NONE;
        return validate(documentName, new InputSource(new ByteArrayInputStream(content)), head, null);
    }

    /** Validates a document read from a stream; the caller closes the stream. */
    public DocumentResult validate(String documentName, InputStream content) {
        if (!catalog.perDocument()) {
            return validate(documentName, new InputSource(content), DocumentHead.NONE, null);
        }
        try {
            InputStream in = content.markSupported() ? content : new BufferedInputStream(content, 1 << 16);
            DocumentHead head = head(in);
            return validate(documentName, new InputSource(in), head, null);
        } catch (IOException e) {
            return new DocumentResult(documentName, null, null, List.of(new XmlProblem(documentName, 0, 0, Kind.IO,
                    Severity.ERROR, null, "cannot read the document: " + e)));
        }
    }

    /** Reads the head and rewinds the stream to the start. */
    private static DocumentHead head(InputStream in) throws IOException {
        in.mark(HEAD_LIMIT);
        DocumentHead head = DocumentHead.read(new NonClosing(in));
        in.reset();
        return head;
    }

    private DocumentResult validate(String documentName, InputSource source, DocumentHead head, Path file) {
        name = documentName;
        problems.clear();
        root.reset();
        root.names.reset(problems);
        errors.startDocument(documentName);
        CompiledSchema schema;
        try {
            schema = catalog.perDocument() ? catalog.schemaFor(file, head) : catalog.schema();
        } catch (SchemaCompileException e) {
            String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).format();
            return new DocumentResult(name, head.root(), null, List.of(new XmlProblem(name, 0, 0, Kind.SCHEMA,
                    Severity.ERROR, null, "not validated, the schema does not compile: " + first)));
        }
        XMLReader reader = schema == null ? plainReader() : readers.computeIfAbsent(schema, this::newReader);
        try {
            reader.parse(source);
        } catch (SAXParseException e) {
            // already reported through fatalError, unless it came from somewhere else
            if (problems.stream().noneMatch(p -> p.kind() == Kind.NOT_WELL_FORMED || p.kind() == Kind.REFUSED)) {
                problems.add(located(Kind.NOT_WELL_FORMED, String.valueOf(e.getMessage()), root.line(), root.column()));
            }
        } catch (SAXException e) {
            problems.add(located(Kind.NOT_WELL_FORMED, String.valueOf(e.getMessage()), root.line(), root.column()));
        } catch (CancellableInput.Cancelled e) {
            return null;
        } catch (CharConversionException e) {
            // bytes that are not text in the declared encoding (e.g. a binary file)
            problems.add(located(Kind.NOT_WELL_FORMED, "not text in the declared encoding: " + e.getMessage(),
                    root.line(), root.column()));
        } catch (java.io.UnsupportedEncodingException e) {
            problems.add(located(Kind.NOT_WELL_FORMED, "the declared encoding '" + e.getMessage()
                    + "' is not one Java knows; declare UTF-8", Math.max(1, root.line()), Math.max(1, root.column())));
        } catch (IOException e) {
            problems.add(located(Kind.IO, "cannot read the document: " + FileErrors.message(null, e), root.line(),
                    root.column()));
        } catch (RuntimeException e) { // an internal error of the parser on a damaged document
            // not reused after it broke
            if (schema == null) {
                plainReader = null;
            } else {
                readers.remove(schema);
            }
            problems.add(located(Kind.NOT_WELL_FORMED, "not well-formed XML: the parser stopped here ("
                    + e.getMessage() + ")", Math.max(1, root.line()), Math.max(1, root.column())));
        }
        root.names.rewrite(); // problems after the last element (a parse that stopped early)
        RootName rootName = root.name();
        if (rootName != null && (schema == null || !catalog.accepts(rootName))) {
            // validating a document of unknown kind says nothing: replace the schema's
            // "cannot find the declaration" by what is actually wrong
            problems.removeIf(p -> p.kind() == Kind.SCHEMA);
            String message = catalog.perDocument() ? DocumentSchemas.noSchema(rootName)
                    : "unknown document: no schema for root element " + rootName + " (known roots: "
                            + catalog.knownRoots() + ")";
            problems.add(0, located(Kind.UNKNOWN_DOCUMENT, message, root.rootLine(), root.rootColumn()));
            return new DocumentResult(name, rootName, null, problems);
        }
        return new DocumentResult(name, rootName, schema, problems);
    }

    private XMLReader newReader(CompiledSchema schema) {
        XMLReader reader = schema.newValidatingReader();
        reader.setContentHandler(root);
        reader.setErrorHandler(errors);
        return reader;
    }

    /** For documents without a schema: still checked for well-formedness. */
    private XMLReader plainReader() {
        if (plainReader == null) {
            plainReader = HardenedParsers.xmlReader();
            plainReader.setContentHandler(root);
            plainReader.setErrorHandler(errors);
        }
        return plainReader;
    }

    private XmlProblem located(Kind kind, String message, int line, int column) {
        boolean refusal = ProblemCollector.isRefusal(message);
        return new XmlProblem(name, line, column, refusal ? Kind.REFUSED : kind, Severity.ERROR, null,
                refusal ? ProblemCollector.explainRefusal(message) : message);
    }

    /** Lets a head reader close "its" stream without closing the document's. */
    private static final class NonClosing extends java.io.FilterInputStream {
        NonClosing(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
            // the validating parse reads on from the mark
        }
    }

    /**
     * Notes the root element and where it is, and keeps the parser's locator so errors raised
     * without a location (bad bytes in the input) can still be placed. Also notes whether the
     * root ended on the first line, which with markup after it marks a TPoX batch file.
     */
    private static final class RootWatcher extends DefaultHandler {
        /** Namespace URIs in messages replaced by the document's prefixes. */
        final PrefixedNames names = new PrefixedNames();
        private Locator locator;
        private RootName name;
        private int rootLine;
        private int rootColumn;
        private int depth;
        private int rootEndLine;

        void reset() {
            locator = null;
            name = null;
            depth = 0;
            rootEndLine = 0;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startPrefixMapping(String prefix, String uri) {
            names.startPrefixMapping(prefix, uri);
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attributes) {
            names.startElement();
            depth++;
            if (name == null) {
                name = new RootName(uri, localName);
                rootLine = line();
                rootColumn = column();
            }
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            names.endElement();
            depth--;
            if (depth == 0 && rootEndLine == 0) {
                rootEndLine = line();
            }
        }

        /** The root element closed on line 1 (with markup after it, the file is a batch file). */
        boolean endedOnFirstLine() {
            return rootEndLine == 1;
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
