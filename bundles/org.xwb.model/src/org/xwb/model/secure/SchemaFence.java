package org.xwb.model.secure;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

import org.w3c.dom.ls.LSInput;
import org.w3c.dom.ls.LSResourceResolver;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Where a schema's {@code xs:include}, {@code xs:import} and {@code xs:redefine} may lead: to a
 * file inside one of the allowed folders (the schema's own folder tree, the workspace, the kit's
 * schemas), after symbolic links are followed. Anything else (an absolute file elsewhere such as
 * {@code file:///etc/passwd}, {@code ../../} out of the folders, {@code http:}, {@code jar:}) is
 * never opened: it is reported as an error located at the reference, and an empty schema takes its
 * place so the compilation goes on and reports every other problem too.
 */
public final class SchemaFence implements LSResourceResolver {

    private static final String XSD_NAMESPACE = "http://www.w3.org/2001/XMLSchema";

    private final List<Path> roots;
    private final Supplier<ErrorHandler> errors;

    /**
     * @param allowedRoots folders whose files (at any depth) a schema may include or import
     * @param errors       where refusals are reported (the schema factory's current error handler)
     */
    /**
     * A fence that only answers {@link #check} and {@link #refusal}, for a resolver of its own
     * (the workbench's schema model, say) that must follow the same policy.
     *
     * @param allowedRoots folders whose files (at any depth) a schema may include or import
     */
    public SchemaFence(Collection<Path> allowedRoots) {
        this(allowedRoots, () -> null);
    }

    SchemaFence(Collection<Path> allowedRoots, Supplier<ErrorHandler> errors) {
        List<Path> real = new ArrayList<>();
        for (Path root : allowedRoots) {
            real.add(realPath(root.toAbsolutePath().normalize()));
        }
        this.roots = List.copyOf(real);
        this.errors = errors;
    }

    /** The folders a reference may lead into, real paths. */
    public List<Path> roots() {
        return roots;
    }

    @Override
    public LSInput resolveResource(String type, String namespaceURI, String publicId, String systemId, String baseURI) {
        if (systemId == null || !XSD_NAMESPACE.equals(type)) {
            // an import by namespace only reads nothing; DTDs and entities stay with the factory,
            // whose access properties refuse them
            return null;
        }
        String refusal;
        try {
            URI resolved = baseURI == null ? new URI(systemId) : new URI(baseURI).resolve(new URI(systemId));
            Decision decision = decide(resolved);
            if (decision.file() != null) {
                return new FileInput(publicId, resolved.toString(), baseURI, decision.file());
            }
            refusal = decision.refusal();
        } catch (IllegalArgumentException | java.net.URISyntaxException e) {
            refusal = "it is not a valid location: " + e.getMessage();
        }
        report(systemId, baseURI, refusal);
        return new EmptySchema(publicId, systemId, baseURI, namespaceURI);
    }

    /**
     * The real path of the file {@code location} (an absolute URI, already resolved against the
     * including schema) names, when the fence lets a schema read it; empty otherwise.
     */
    public Optional<Path> check(URI location) {
        return Optional.ofNullable(decide(location).file());
    }

    /**
     * The input a schema compiler reads for {@code location} (an absolute URI) when the fence allows
     * it, opened from the checked real path; empty otherwise. For a resolver of its own that found
     * the file another way (the kit's schema of an imported namespace, say).
     */
    public Optional<LSInput> input(URI location, String publicId, String baseURI) {
        return check(location).map(file -> new FileInput(publicId, location.toString(), baseURI, file));
    }

    /** Why {@code location} may not be read, in plain words, or null when it may. */
    public String refusal(URI location) {
        return decide(location).refusal();
    }

    private record Decision(Path file, String refusal) {
    }

    private Decision decide(URI resolved) {
        if (!resolved.isAbsolute() || !"file".equalsIgnoreCase(resolved.getScheme())) {
            return new Decision(null, "only files are read, not " + (resolved.getScheme() == null ? "this location"
                    : resolved.getScheme() + ": locations") + " (no network access)");
        }
        Path file;
        try {
            file = realPath(Path.of(resolved).normalize());
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return new Decision(null, "it is not a valid location: " + e.getMessage());
        }
        if (roots.stream().anyMatch(file::startsWith)) {
            return new Decision(file, null);
        }
        return new Decision(null, file + " is outside the folders a schema may read (" + describeRoots() + ")");
    }

    private void report(String systemId, String baseURI, String refusal) {
        int[] where = locate(baseURI, systemId);
        SAXParseException error = new SAXParseException("the schema location \"" + systemId + "\" is refused: " + refusal,
                null, baseURI, where[0], where[1]);
        ErrorHandler handler = errors.get();
        try {
            if (handler != null) {
                handler.error(error);
            }
        } catch (SAXException e) {
            // the handler gave up: the empty schema still ends the compilation with this error recorded
        }
    }

    /** Line and column of the reference in the including file (where the attribute value starts), or 0 0. */
    private static int[] locate(String baseURI, String systemId) {
        try {
            String text = Files.readString(Path.of(new URI(baseURI)), StandardCharsets.UTF_8);
            int at = text.indexOf(systemId);
            if (at < 0) {
                return new int[] { 0, 0 };
            }
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < at; i++) {
                if (text.charAt(i) == '\n') {
                    line++;
                    lineStart = i + 1;
                }
            }
            return new int[] { line, at - lineStart + 1 };
        } catch (IOException | RuntimeException | java.net.URISyntaxException e) {
            return new int[] { 0, 0 };
        }
    }

    private String describeRoots() {
        return String.join(", ", roots.stream().map(Path::toString).toList());
    }

    private static Path realPath(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path; // not there: it will not be found either way
        }
    }

    /** An input the parser reads like any other: systemId for locations, bytes opened here. */
    private static class Input implements LSInput {
        private String publicId;
        private String systemId;
        private String baseURI;

        Input(String publicId, String systemId, String baseURI) {
            this.publicId = publicId;
            this.systemId = systemId;
            this.baseURI = baseURI;
        }

        @Override
        public Reader getCharacterStream() {
            return null;
        }

        @Override
        public void setCharacterStream(Reader characterStream) {
        }

        @Override
        public InputStream getByteStream() {
            return null;
        }

        @Override
        public void setByteStream(InputStream byteStream) {
        }

        @Override
        public String getStringData() {
            return null;
        }

        @Override
        public void setStringData(String stringData) {
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
            return publicId;
        }

        @Override
        public void setPublicId(String publicId) {
            this.publicId = publicId;
        }

        @Override
        public String getBaseURI() {
            return baseURI;
        }

        @Override
        public void setBaseURI(String baseURI) {
            this.baseURI = baseURI;
        }

        @Override
        public String getEncoding() {
            return null;
        }

        @Override
        public void setEncoding(String encoding) {
        }

        @Override
        public boolean getCertifiedText() {
            return false;
        }

        @Override
        public void setCertifiedText(boolean certifiedText) {
        }
    }

    /** A file inside the fence, opened from the checked real path (a link swapped later changes nothing). */
    private static final class FileInput extends Input {
        private final Path file;

        FileInput(String publicId, String systemId, String baseURI, Path file) {
            super(publicId, systemId, baseURI);
            this.file = file;
        }

        @Override
        public InputStream getByteStream() {
            try {
                return Files.newInputStream(file);
            } catch (IOException e) {
                return InputStream.nullInputStream(); // the parser reports an empty document at the location
            }
        }
    }

    /** What stands in for a refused reference: a schema without components (of the imported namespace). */
    private static final class EmptySchema extends Input {
        private final String namespace;

        EmptySchema(String publicId, String systemId, String baseURI, String namespace) {
            super(publicId, systemId, baseURI);
            this.namespace = namespace;
        }

        @Override
        public Reader getCharacterStream() {
            String target = namespace == null || namespace.isEmpty() ? ""
                    : " targetNamespace=\"" + namespace.replace("&", "&amp;").replace("\"", "&quot;") + "\"";
            return new StringReader("<xs:schema xmlns:xs=\"" + XSD_NAMESPACE + "\"" + target + "/>");
        }
    }
}
