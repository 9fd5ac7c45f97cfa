package org.xwb.xml.validate;

import java.nio.file.Path;
import java.util.Optional;

import javax.xml.XMLConstants;

import org.w3c.dom.ls.LSInput;
import org.w3c.dom.ls.LSResourceResolver;
import org.xwb.model.secure.SchemaFence;

/**
 * Tells the JDK's schema compiler where a schema's includes and imports are, under
 * {@link SchemaImports}: an allowed local file, the kit's schema for an imported kit namespace, or
 * a refusal. What may be opened, how it is opened and how a refusal is reported (at the directive's
 * line) is the fence's; this class only adds the kit's namespaces.
 */
final class ImportResolver implements LSResourceResolver {

    /** A URI scheme no resolver reads: a refused location, as {@link ProblemCollector} recognises it. */
    static final String REFUSED = "xwb-refused";

    private final SchemaImports imports;
    private final SchemaFence fence;

    /**
     * @param fence what may be opened at all (the schema's folder tree, the workspace, the kit's
     *              schemas; no network): the one policy {@code HardenedParsers.schemaFactory} installs
     */
    ImportResolver(SchemaImports imports, SchemaFence fence) {
        this.imports = imports;
        this.fence = fence;
    }

    @Override
    public LSInput resolveResource(String type, String namespace, String publicId, String systemId, String baseUri) {
        if (!XMLConstants.W3C_XML_SCHEMA_NS_URI.equals(type)) {
            return null; // a DTD or entity: left to the factory, which reads none (ACCESS_EXTERNAL_DTD)
        }
        Optional<Path> file = imports.resolve(baseUri, namespace, systemId);
        Optional<LSInput> allowed = file.flatMap(f -> fence.input(f.toUri(), publicId, baseUri));
        if (allowed.isPresent()) {
            return allowed.get();
        }
        if (file.isEmpty() && (systemId == null || systemId.isBlank())) {
            return null; // a bare import: nothing to read, its names stay unresolved (and reported where used)
        }
        // the fence opens what it allows and reports what it refuses at the directive's line
        return fence.resolveResource(type, namespace, publicId, systemId, baseUri);
    }
}
