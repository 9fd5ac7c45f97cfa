package org.xwb.xml.validate;

import java.io.InputStream;
import java.io.Reader;
import java.util.Optional;

import javax.xml.XMLConstants;

import org.w3c.dom.ls.LSInput;
import org.w3c.dom.ls.LSResourceResolver;
import org.xwb.model.secure.SchemaFence;

/**
 * Tells the JDK's schema compiler where a schema's includes and imports are, under
 * {@link SchemaImports}: an allowed local file, the kit's schema for an imported kit namespace, or
 * a refusal. A refused part is handed over under the scheme {@value #REFUSED}, which the hardened
 * factory does not read (it allows {@code file} only), so the compiler reports it at the directive's
 * line; {@link ProblemCollector} words that report.
 */
final class ImportResolver implements LSResourceResolver {

    /** A URI scheme no resolver reads: the location of a refused schema part. */
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
        Optional<java.nio.file.Path> file = imports.resolve(baseUri, namespace, systemId);
        if (file.isPresent() && fence.check(file.get().toUri()).isPresent()) {
            return new Input(file.get().toUri().toString(), baseUri);
        }
        if (file.isEmpty() && (systemId == null || systemId.isBlank())) {
            return null; // a bare import: nothing to read, its names stay unresolved (and reported where used)
        }
        // the fence opens what it allows and reports what it refuses at the directive's line
        return fence.resolveResource(type, namespace, publicId, systemId, baseUri);
    }

    /** An input named by its system id only: the compiler opens it itself. */
    private static final class Input implements LSInput {
        private String systemId;
        private String baseUri;

        Input(String systemId, String baseUri) {
            this.systemId = systemId;
            this.baseUri = baseUri;
        }

        @Override
        public Reader getCharacterStream() {
            return null;
        }

        @Override
        public void setCharacterStream(Reader characterStream) {
            // not used: the compiler reads the file named by the system id
        }

        @Override
        public InputStream getByteStream() {
            return null;
        }

        @Override
        public void setByteStream(InputStream byteStream) {
            // not used
        }

        @Override
        public String getStringData() {
            return null;
        }

        @Override
        public void setStringData(String stringData) {
            // not used
        }

        @Override
        public String getSystemId() {
            return systemId;
        }

        @Override
        public void setSystemId(String systemId) {
            this.systemId = systemId;
        }

        @Override
        public String getPublicId() {
            return null;
        }

        @Override
        public void setPublicId(String publicId) {
            // not used
        }

        @Override
        public String getBaseURI() {
            return baseUri;
        }

        @Override
        public void setBaseURI(String baseURI) {
            this.baseUri = baseURI;
        }

        @Override
        public String getEncoding() {
            return null;
        }

        @Override
        public void setEncoding(String encoding) {
            // the file's own declaration decides
        }

        @Override
        public boolean getCertifiedText() {
            return false;
        }

        @Override
        public void setCertifiedText(boolean certifiedText) {
            // not used
        }
    }
}
