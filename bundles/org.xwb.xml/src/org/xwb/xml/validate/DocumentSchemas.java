package org.xwb.xml.validate;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

import org.xwb.xml.TpoxKit;

/**
 * Which schema validates a document, in this order: the schema the document names
 * ({@code xsi:schemaLocation} for its root's namespace, or {@code xsi:noNamespaceSchemaLocation}),
 * when that is a local file; else the workspace's schema for its namespace that declares its root
 * (an entry schema of the workspace's {@code schemas/} folder, else any schema there, one only
 * imported by others too); else the TPoX kit's schema for
 * its namespace (CustAcc, Security, FIXML 4.4). A document none of these covers has no schema: the
 * workbench then offers "Validate with...", the command line {@code --schema}.
 * <p>
 * Compiled schemas are kept and reused until one of their files changes, so validating again
 * after an edit costs the parse, not the compilation. Thread-safe: {@link ValidationJob}'s workers
 * share one.
 */
public final class DocumentSchemas {

    /** Why a schema was chosen, for the editor's status line and messages. */
    public enum Origin {
        SCHEMA_LOCATION("named by the document"), WORKSPACE("the workspace's schema for its namespace"),
        KIT("the TPoX kit's schema for its namespace"), CHOSEN("chosen with Validate with...");

        private final String text;

        Origin(String text) {
            this.text = text;
        }

        public String text() {
            return text;
        }
    }

    /** A schema for a document: its entry file and why. */
    public record Choice(Path file, Origin origin) {

        public String describe() {
            return file.getFileName() + " (" + origin.text() + ")";
        }
    }

    /** A compiled schema with the time stamps of its files, checked at most every {@link #CHECK_NANOS}. */
    private static final class Stamped {
        final CompiledSchema schema;
        final Map<Path, FileTime> stamps;
        volatile long checked = System.nanoTime();

        Stamped(CompiledSchema schema, Map<Path, FileTime> stamps) {
            this.schema = schema;
            this.stamps = stamps;
        }

        /** Unchanged files (looked at again only after a second: 10,000 documents need not stat 41 files each). */
        boolean fresh() {
            long now = System.nanoTime();
            if (now - checked < CHECK_NANOS) {
                return true;
            }
            boolean same = stamps.equals(stamps(stamps.keySet()));
            if (same) {
                checked = now;
            }
            return same;
        }
    }

    private static final long CHECK_NANOS = 1_000_000_000L;

    private final TpoxKit kit;
    private final SchemaFolderIndex workspace;
    private final Path workspaceRoot;
    private final Map<Path, Stamped> compiled = new ConcurrentHashMap<>();
    private final Map<String, Path> kitByNamespace = new LinkedHashMap<>();

    /**
     * @param kit              the TPoX kit, or null for none
     * @param workspaceSchemas the schemas folder of the workspace in use, or null for none; the
     *                         schemas may read that workspace's files (see {@link CompiledSchema#fence})
     */
    public DocumentSchemas(TpoxKit kit, Path workspaceSchemas) {
        this.kit = kit;
        this.workspace = workspaceSchemas == null ? null : new SchemaFolderIndex(workspaceSchemas);
        Path parent = workspaceSchemas == null ? null : workspaceSchemas.toAbsolutePath().normalize().getParent();
        this.workspaceRoot = parent != null ? parent : org.xwb.core.workspace.Workspace.fromEnvironment().root();
        if (kit != null) {
            kitByNamespace.put(TpoxKit.CUSTACC_NAMESPACE, kit.custaccSchema());
            kitByNamespace.put(TpoxKit.SECURITY_NAMESPACE, kit.securitySchema());
            kitByNamespace.put(TpoxKit.FIXML_NAMESPACE, kit.fixmlSchema());
        }
    }

    public TpoxKit kit() {
        return kit;
    }

    /**
     * The schema for a document with this head.
     *
     * @param document the document's file (its folder resolves a relative schema location), or null
     */
    public Optional<Choice> choose(Path document, DocumentHead head) {
        if (head.root() == null) {
            return Optional.empty();
        }
        Optional<Path> named = named(document, head.schemaHint());
        if (named.isPresent()) {
            return Optional.of(new Choice(named.get(), Origin.SCHEMA_LOCATION));
        }
        if (workspace != null) {
            Optional<Path> own = workspace.entryFor(head.root().namespace(), head.root().localName());
            if (own.isPresent()) {
                return Optional.of(new Choice(own.get(), Origin.WORKSPACE));
            }
        }
        return Optional.ofNullable(kitByNamespace.get(head.root().namespace())).filter(Files::isRegularFile)
                .map(file -> new Choice(file, Origin.KIT));
    }

    /** A location named by the document: only a local file that exists, never a network address. */
    private static Optional<Path> named(Path document, String hint) {
        if (hint == null || hint.isBlank()) {
            return Optional.empty();
        }
        try {
            URI uri = URI.create(hint.strip().replace(" ", "%20"));
            Path file;
            if (uri.getScheme() == null) {
                if (document == null) {
                    return Optional.empty();
                }
                file = document.toAbsolutePath().getParent().resolve(uri.getPath());
            } else if ("file".equals(uri.getScheme())) {
                file = Path.of(uri);
            } else {
                return Optional.empty();
            }
            return Optional.of(file.normalize()).filter(Files::isRegularFile);
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The compiled schema of a choice: compiled once, again when one of its files changed. */
    public CompiledSchema compiled(Choice choice) throws SchemaCompileException {
        return compiled(choice.file());
    }

    /** A schema file compiled (with its parts), reused while none of its files changed. */
    public CompiledSchema compiled(Path file) throws SchemaCompileException {
        Path key = file.toAbsolutePath().normalize();
        Stamped known = compiled.get(key);
        if (known != null && known.fresh()) {
            return known.schema;
        }
        synchronized (this) {
            known = compiled.get(key);
            if (known != null && known.fresh()) {
                return known.schema;
            }
            Set<Path> files = new SchemaFolderIndex(key.getParent()).closure(key);
            Map<Path, FileTime> before = stamps(files);
            CompiledSchema schema = CompiledSchema.compileInWorkspace(kit, workspaceRoot, key);
            compiled.put(key, new Stamped(schema, before));
            return schema;
        }
    }

    /** A schema file was saved: schemas compiled with it are compiled again when next used. */
    public void changed(Path file) {
        Path normal = file.toAbsolutePath().normalize();
        compiled.values().removeIf(known -> known.stamps.containsKey(normal));
        if (workspace != null) {
            workspace.forget();
        }
    }

    private static Map<Path, FileTime> stamps(Set<Path> files) {
        Map<Path, FileTime> stamps = new LinkedHashMap<>();
        for (Path file : files) {
            try {
                stamps.put(file, Files.getLastModifiedTime(file));
            } catch (IOException missing) {
                stamps.put(file, FileTime.fromMillis(0));
            }
        }
        return stamps;
    }

    /** For "no schema" messages: what the workspace and the kit know. */
    public String knownRoots() {
        List<String> roots = new ArrayList<>();
        if (workspace != null) {
            roots.addAll(workspace.roots());
        }
        kitByNamespace.keySet().forEach(ns -> roots.add("{" + ns + "}*"));
        return roots.stream().distinct().collect(Collectors.joining(", "));
    }

    /** The sentence for a document without a schema. */
    public static String noSchema(RootName root) {
        return "no schema for root element " + root + ": the document names none that exists here, and neither the "
                + "workspace's schemas nor the TPoX kit have one for its namespace";
    }
}
