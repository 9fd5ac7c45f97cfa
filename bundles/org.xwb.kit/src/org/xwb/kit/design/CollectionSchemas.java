package org.xwb.kit.design;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.paths.SchemaPaths;
import org.xwb.xml.paths.SchemaReadException;

/**
 * The schema a collection's documents follow ({@code Collection.schema}): a file of the
 * workspace, relative to its root, or {@code kit:} and a file under the TPoX kit's schemas. Read
 * schemas are kept until their file changes, so the editor can ask on every keystroke.
 */
public final class CollectionSchemas {

    public static final String KIT_PREFIX = "kit:";

    private final Path workspaceRoot;
    private final TpoxKit kit;
    private final Map<Path, Read> read = new HashMap<>();

    private record Read(FileTime modified, SchemaPaths paths) {
    }

    public CollectionSchemas(Path workspaceRoot, TpoxKit kit) {
        this.workspaceRoot = workspaceRoot;
        this.kit = kit;
    }

    /** The kit's schemas as a collection names them. */
    public static List<String> kitSchemas() {
        return Arrays.stream(DocumentKinds.values()).map(DocumentKinds::schema).toList();
    }

    /**
     * The file a collection's schema names; empty when it names none.
     *
     * @throws IllegalArgumentException for a {@code kit:} name that leaves the kit's schema folder
     */
    public Optional<Path> file(Collection collection) {
        String schema = collection.getSchema();
        if (schema == null || schema.isBlank()) {
            return Optional.empty();
        }
        if (schema.startsWith(KIT_PREFIX)) {
            Path schemas = kit.schemas().toAbsolutePath().normalize();
            Path file = schemas.resolve(schema.substring(KIT_PREFIX.length()).strip()).normalize();
            if (!file.startsWith(schemas)) {
                throw new IllegalArgumentException("schema " + schema + " is not a file of the kit's schemas");
            }
            return Optional.of(file);
        }
        return Optional.of(workspaceRoot.resolve(schema.strip()).normalize());
    }

    /** How a collection names a workspace file as its schema: relative to the workspace when inside it. */
    public String name(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(workspaceRoot) ? workspaceRoot.relativize(absolute).toString().replace('\\', '/')
                : absolute.toString();
    }

    /**
     * The paths the collection's schema allows; empty when it names none.
     *
     * @throws SchemaReadException naming the file when it is missing or not a schema
     */
    public synchronized Optional<SchemaPaths> paths(Collection collection) throws SchemaReadException {
        Optional<Path> file;
        try {
            file = file(collection);
        } catch (IllegalArgumentException e) {
            throw new SchemaReadException(e.getMessage(), e);
        }
        if (file.isEmpty()) {
            return Optional.empty();
        }
        FileTime modified;
        try {
            modified = Files.getLastModifiedTime(file.get());
        } catch (IOException e) {
            throw new SchemaReadException("schema " + collection.getSchema() + ": no such file " + file.get(), e);
        }
        Read known = read.get(file.get());
        if (known == null || !known.modified().equals(modified)) {
            known = new Read(modified, SchemaPaths.read(file.get()));
            read.put(file.get(), known);
        }
        return Optional.of(known.paths());
    }

    /** A collection's prefixes and their namespace URIs, as its paths use them. */
    public static Map<String, String> prefixes(Collection collection) {
        Map<String, String> prefixes = new LinkedHashMap<>();
        for (NamespaceBinding binding : collection.getNamespaces()) {
            if (binding.getPrefix() != null && binding.getUri() != null) {
                prefixes.putIfAbsent(binding.getPrefix(), binding.getUri());
            }
        }
        return prefixes;
    }
}
