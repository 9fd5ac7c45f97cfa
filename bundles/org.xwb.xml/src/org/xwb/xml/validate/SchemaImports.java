package org.xwb.xml.validate;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.xwb.xml.TpoxKit;

/**
 * Where the parts of a schema ({@code xs:include}, {@code xs:import}, {@code xs:redefine}) may be
 * read from: local files in the entry schema's folder (and below it), or the TPoX kit's schemas,
 * which also serve as a catalog: an import of a kit namespace (FIXML 4.4, CustAcc, Security) whose
 * location is missing or not allowed resolves to the kit's file. Nothing else is read: no network,
 * no file elsewhere on the disk. The JDK compiler ({@link CompiledSchema}) and the schema model
 * (org.xwb.xml.schema) both ask this policy.
 */
public final class SchemaImports {

    private final List<Path> allowedFolders;
    private final Map<String, Path> catalog;

    private SchemaImports(List<Path> allowedFolders, Map<String, Path> catalog) {
        this.allowedFolders = allowedFolders.stream().map(f -> f.toAbsolutePath().normalize()).toList();
        this.catalog = Map.copyOf(catalog);
    }

    /** For a schema file: its folder, plus the kit's schemas when a kit is given. */
    public static SchemaImports forSchema(Path schema, TpoxKit kit) {
        return forSchemas(List.of(schema), kit);
    }

    /**
     * For schema files compiled together: their folders and the workspace (the roots SchemaFence
     * opens for the JDK compiler, so the outline follows what validation reads), plus the kit's
     * schemas when a kit is given.
     */
    public static SchemaImports forSchemas(List<Path> schemas, TpoxKit kit) {
        return forSchemas(schemas, kit, org.xwb.core.workspace.Workspace.fromEnvironment().root());
    }

    /** Like {@link #forSchemas(List, TpoxKit)} with the workspace in use given. */
    public static SchemaImports forSchemas(List<Path> schemas, TpoxKit kit, Path workspaceRoot) {
        List<Path> folders = new ArrayList<>();
        schemas.forEach(schema -> folders.add(schema.toAbsolutePath().normalize().getParent()));
        folders.add(workspaceRoot);
        Map<String, Path> catalog = new LinkedHashMap<>();
        if (kit != null) {
            folders.add(kit.schemas());
            catalog.put(TpoxKit.CUSTACC_NAMESPACE, kit.custaccSchema());
            catalog.put(TpoxKit.SECURITY_NAMESPACE, kit.securitySchema());
            catalog.put(TpoxKit.FIXML_NAMESPACE, kit.fixmlSchema());
        }
        return new SchemaImports(folders, catalog);
    }

    /** The kit when one is installed, else none (tests and tools without the samples bundle). */
    public static TpoxKit installedKitOrNull() {
        try {
            return TpoxKit.installed();
        } catch (RuntimeException notInstalled) {
            return null;
        }
    }

    /**
     * Whether a local file may be read as a part of the schema: compared as real paths, so a
     * symbolic link inside an allowed folder that leads out of it is refused too.
     */
    public boolean allows(Path file) {
        Path real = realPath(file.toAbsolutePath().normalize());
        return allowedFolders.stream().map(SchemaImports::realPath).anyMatch(real::startsWith);
    }

    private static Path realPath(Path path) {
        try {
            return path.toRealPath();
        } catch (java.io.IOException notThere) {
            return path; // a file that is not there is not read either way
        }
    }

    /** Whether a URI (as a schema processor resolved it) names a file that may be read. */
    public boolean allows(String uri) {
        return fileOf(uri).map(this::allows).orElse(false);
    }

    /**
     * Where a directive is read from: its location resolved against the including schema when
     * that is an allowed, existing file; else the kit's schema for its namespace; else empty
     * (the directive is refused: {@link #refusal}).
     *
     * @param base      URI of the schema that holds the directive
     * @param namespace the imported namespace, or null/empty for an include
     * @param location  the directive's schemaLocation, or null
     */
    public Optional<Path> resolve(String base, String namespace, String location) {
        if (location != null && !location.isBlank()) {
            Optional<Path> local = resolveAgainst(base, location.strip()).filter(this::allows).filter(Files::isRegularFile);
            if (local.isPresent()) {
                return local;
            }
        }
        return Optional.ofNullable(namespace == null ? null : catalog.get(namespace)).filter(Files::isRegularFile);
    }

    /** Why a directive's location is not read, for a located problem. */
    public String refusal(String location) {
        return "not read: " + location + " is outside the schema's folder and the TPoX kit's schemas (XWB reads "
                + "schema parts only from " + allowedFolders + ", never from the network)";
    }

    private static Optional<Path> resolveAgainst(String base, String location) {
        try {
            URI target = URI.create(location.replace(" ", "%20"));
            if (target.getScheme() == null && base != null) {
                target = URI.create(base).resolve(target);
            }
            return "file".equals(target.getScheme()) ? Optional.of(Path.of(target)) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Optional<Path> fileOf(String uri) {
        try {
            URI parsed = URI.create(uri);
            return "file".equals(parsed.getScheme()) ? Optional.of(Path.of(parsed)) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }
}
