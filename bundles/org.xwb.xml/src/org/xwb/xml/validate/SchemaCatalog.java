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
    private CompiledSchema compiled;

    /** Roots and the schema file that declares each (files may repeat; each is compiled once). */
    public SchemaCatalog(Map<RootName, Path> roots) {
        this.roots = Map.copyOf(roots);
        this.files = roots.values().stream().distinct().toList();
    }

    private SchemaCatalog(CompiledSchema schema) {
        this.roots = null;
        this.files = schema.files();
        this.compiled = schema;
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
        return roots == null ? "any root declared by " + compiled
                : roots.keySet().stream().map(RootName::toString).sorted().collect(Collectors.joining(", "));
    }
}
