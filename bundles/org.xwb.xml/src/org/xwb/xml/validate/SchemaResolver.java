package org.xwb.xml.validate;

import java.util.Optional;

/** Chooses the schema for a document once its root element is known. */
public interface SchemaResolver {

    /**
     * The schema for documents with this root, or empty when there is none.
     *
     * @throws SchemaCompileException when the right schema exists but does not compile
     */
    Optional<CompiledSchema> schemaFor(RootName root) throws SchemaCompileException;

    /** For error messages: the roots this resolver knows, e.g. "{ns}Customer, {ns}FIXML". */
    String knownRoots();

    /** Every document against one schema, whatever its root (the schema reports a wrong root). */
    static SchemaResolver always(CompiledSchema schema) {
        return new SchemaResolver() {
            @Override
            public Optional<CompiledSchema> schemaFor(RootName root) {
                return Optional.of(schema);
            }

            @Override
            public String knownRoots() {
                return "the roots declared by " + schema;
            }
        };
    }
}
