package org.xwb.xml.validate;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import org.xwb.xml.TpoxKit;

/**
 * Picks a schema by the document's root element and namespace, the way {@code xwb validate}
 * auto-detects TPoX documents. Schemas are compiled on first use and then shared by all threads.
 */
public final class SchemaCatalog implements SchemaResolver {

    private final Map<RootName, Path> schemaFiles;
    private final Map<Path, CompiledSchema> compiled = new ConcurrentHashMap<>();

    public SchemaCatalog(Map<RootName, Path> schemaFiles) {
        this.schemaFiles = Map.copyOf(schemaFiles);
    }

    /** CustAcc ({@code Customer}), {@code Security} and FIXML ({@code FIXML}) documents of the TPoX kit. */
    public static SchemaCatalog tpox(TpoxKit kit) {
        Map<RootName, Path> files = new LinkedHashMap<>();
        files.put(new RootName(TpoxKit.CUSTACC_NAMESPACE, "Customer"), kit.custaccSchema());
        files.put(new RootName(TpoxKit.SECURITY_NAMESPACE, "Security"), kit.securitySchema());
        files.put(new RootName(TpoxKit.FIXML_NAMESPACE, "FIXML"), kit.fixmlSchema());
        return new SchemaCatalog(files);
    }

    @Override
    public Optional<CompiledSchema> schemaFor(RootName root) throws SchemaCompileException {
        Path file = schemaFiles.get(root);
        if (file == null) {
            return Optional.empty();
        }
        try {
            // computeIfAbsent: the first thread compiles, the others wait for its result
            return Optional.of(compiled.computeIfAbsent(file, SchemaCatalog::compileUnchecked));
        } catch (CompileFailure failure) {
            throw failure.compileError;
        }
    }

    private static CompiledSchema compileUnchecked(Path file) {
        try {
            return CompiledSchema.compile(file);
        } catch (SchemaCompileException e) {
            throw new CompileFailure(e);
        }
    }

    /** Carries the checked exception out of computeIfAbsent. */
    private static final class CompileFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final transient SchemaCompileException compileError;

        CompileFailure(SchemaCompileException cause) {
            super(cause);
            this.compileError = cause;
        }
    }

    @Override
    public String knownRoots() {
        return schemaFiles.keySet().stream().map(RootName::toString).sorted().collect(Collectors.joining(", "));
    }
}
