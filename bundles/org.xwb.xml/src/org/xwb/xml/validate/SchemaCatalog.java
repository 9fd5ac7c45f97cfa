package org.xwb.xml.validate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.xwb.xml.TpoxKit;

/**
 * The schemas documents are validated against, and which root elements they accept. For the TPoX
 * kit the CustAcc, Security and FIXML schemas (three namespaces) are compiled together into one
 * {@link CompiledSchema}, once, on first use: a document then needs one parse whatever its kind,
 * and a root element outside the catalog is reported as an unknown document. With a single
 * user-given schema ({@link #of(CompiledSchema)}) every root goes to that schema, which reports a
 * wrong root itself. Thread-safe.
 */
public final class SchemaCatalog {

    private final Map<RootName, Path> roots;
    private final List<Path> files;
    private final DocumentSchemas located;
    private CompiledSchema compiled;

    /** Roots and the schema file that declares each (files may repeat; each is compiled once). */
    public SchemaCatalog(Map<RootName, Path> roots) {
        this.roots = Map.copyOf(roots);
        this.files = roots.values().stream().distinct().toList();
        this.located = null;
    }

    private SchemaCatalog(CompiledSchema schema) {
        this.roots = null;
        this.files = schema.files();
        this.located = null;
        this.compiled = schema;
    }

    private SchemaCatalog(DocumentSchemas located) {
        this.roots = null;
        this.files = List.of();
        this.located = located;
    }

    /**
     * Each document against the schema {@link DocumentSchemas} chooses for it (the one it names,
     * the workspace's, the kit's); what the workbench and {@code xwb validate} use by default.
     */
    public static SchemaCatalog located(DocumentSchemas schemas) {
        return new SchemaCatalog(schemas);
    }

    /** Whether the schema depends on the document ({@link #located}); then ask {@link #schemaFor}. */
    public boolean perDocument() {
        return located != null;
    }

    /**
     * For a {@link #located} catalog: the schema of a document with this head, or null when it has none.
     *
     * @param document the document's file (for relative schema locations), or null
     */
    public CompiledSchema schemaFor(Path document, DocumentHead head) throws SchemaCompileException {
        var choice = located.choose(document, head);
        return choice.isPresent() ? located.compiled(choice.get()) : null;
    }

    /** CustAcc ({@code Customer}), {@code Security} and FIXML ({@code FIXML}) documents of the TPoX kit. */
    public static SchemaCatalog tpox(TpoxKit kit) {
        Map<RootName, Path> roots = new LinkedHashMap<>();
        roots.put(new RootName(TpoxKit.CUSTACC_NAMESPACE, "Customer"), kit.custaccSchema());
        roots.put(new RootName(TpoxKit.SECURITY_NAMESPACE, "Security"), kit.securitySchema());
        roots.put(new RootName(TpoxKit.FIXML_NAMESPACE, "FIXML"), kit.fixmlSchema());
        return new SchemaCatalog(roots);
    }

    /** Every document against one schema, whatever its root. */
    public static SchemaCatalog of(CompiledSchema schema) {
        return new SchemaCatalog(schema);
    }

    /** The catalog's schemas compiled as one; compiled on the first call. */
    public synchronized CompiledSchema schema() throws SchemaCompileException {
        if (located != null) {
            throw new IllegalStateException("a located catalog chooses per document: use schemaFor");
        }
        if (compiled == null) {
            compiled = CompiledSchema.compile(files.toArray(Path[]::new));
        }
        return compiled;
    }

    /** Whether documents with this root belong to the catalog. */
    public boolean accepts(RootName root) {
        return roots == null || roots.containsKey(root);
    }

    /** For error messages: the roots the catalog knows. */
    public String knownRoots() {
        if (located != null) {
            return located.knownRoots();
        }
        return roots == null ? "any root declared by " + compiled
                : roots.keySet().stream().map(RootName::toString).sorted().collect(Collectors.joining(", "));
    }
}
