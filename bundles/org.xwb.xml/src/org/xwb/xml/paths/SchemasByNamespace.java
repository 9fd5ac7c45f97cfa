package org.xwb.xml.paths;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.xwb.model.secure.HardenedParsers;

/**
 * The schemas of some folders (the workspace's {@code schemas/} and the TPoX kit's) by the
 * namespace they declare, for completing names in a query that binds a prefix to a namespace
 * without naming a schema. Each folder is scanned once (only the root element of each
 * {@code .xsd} is read); the schema of a namespace is read on first use and kept.
 */
public final class SchemasByNamespace {

    private final List<Path> folders;
    private Map<String, List<Path>> files;
    private final Map<String, SchemaPaths> read = new HashMap<>();

    public SchemasByNamespace(List<Path> folders) {
        this.folders = List.copyOf(folders);
    }

    /** The namespaces some schema in the folders declares, with their files. */
    public synchronized Map<String, List<Path>> namespaces() {
        if (files == null) {
            files = scan();
        }
        return files;
    }

    /**
     * The paths the schemas of {@code namespace} allow (all its files read together: FIXML's 41
     * files are one schema); empty when no schema in the folders declares it.
     *
     * @throws SchemaReadException naming the file that cannot be read
     */
    public synchronized Optional<SchemaPaths> paths(String namespace) throws SchemaReadException {
        SchemaPaths known = read.get(namespace);
        if (known != null) {
            return Optional.of(known);
        }
        List<Path> declaring = namespaces().get(namespace);
        if (declaring == null || declaring.isEmpty()) {
            return Optional.empty();
        }
        SchemaPaths paths = SchemaPaths.read(declaring.toArray(Path[]::new));
        read.put(namespace, paths);
        return Optional.of(paths);
    }

    private Map<String, List<Path>> scan() {
        Map<String, List<Path>> found = new LinkedHashMap<>();
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path file : walk.filter(f -> f.getFileName().toString().endsWith(".xsd")).sorted().toList()) {
                    targetNamespace(file).ifPresent(ns -> found.computeIfAbsent(ns, k -> new ArrayList<>()).add(file));
                }
            } catch (IOException | RuntimeException e) {
                // a folder that cannot be listed offers no names
            }
        }
        return found;
    }

    /** The targetNamespace of a schema file's root element; empty for none or for a file that is not a schema. */
    static Optional<String> targetNamespace(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader reader = HardenedParsers.xmlInputFactory().createXMLStreamReader(in);
            try {
                reader.nextTag();
                if (!SchemaComponents.XSD.equals(reader.getNamespaceURI()) || !"schema".equals(reader.getLocalName())) {
                    return Optional.empty();
                }
                String namespace = reader.getAttributeValue(null, "targetNamespace");
                return namespace == null || namespace.isBlank() ? Optional.empty() : Optional.of(namespace);
            } finally {
                reader.close();
            }
        } catch (IOException | XMLStreamException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
