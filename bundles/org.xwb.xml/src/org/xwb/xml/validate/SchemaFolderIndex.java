package org.xwb.xml.validate;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.xwb.model.secure.HardenedParsers;

/**
 * The schema files of a folder (a workspace's {@code schemas/}) by what they declare: target
 * namespace, global elements, and the files they include or import. Read with StAX (top-level
 * declarations only, no compilation), so finding "the schema of namespace N with root R" over a
 * folder with the 41-file FIXML schema costs milliseconds. Re-read when a file's time stamp changes.
 */
final class SchemaFolderIndex {

    private record Entry(FileTime modified, long size, String namespace, Set<String> elements, List<Path> parts) {
    }

    /** A folder is listed again at most this often: validating 10,000 documents need not list it 10,000 times. */
    private static final long RELIST_NANOS = 500_000_000L;

    private final Path folder;
    private final Map<Path, Entry> entries = new HashMap<>();
    private long listed = Long.MIN_VALUE;

    SchemaFolderIndex(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
    }

    /**
     * The entry schema (one no other schema of the folder includes or imports) of {@code namespace}
     * that, with its parts, declares the global element {@code root}; the first in path order.
     */
    synchronized Optional<Path> entryFor(String namespace, String root) {
        refresh();
        Set<Path> referenced = new HashSet<>();
        entries.values().forEach(entry -> referenced.addAll(entry.parts()));
        Optional<Path> entry = entries.entrySet().stream().filter(e -> e.getValue().namespace().equals(namespace))
                .map(Map.Entry::getKey).filter(file -> !referenced.contains(file)).sorted()
                .filter(file -> declares(file, root)).findFirst();
        if (entry.isPresent()) {
            return entry;
        }
        // a schema only others import (a detached signature's in a set's common/): it is the entry of its own documents
        return entries.entrySet().stream().filter(e -> e.getValue().namespace().equals(namespace))
                .map(Map.Entry::getKey).sorted().filter(file -> declaresInNamespace(file, namespace, root)).findFirst();
    }

    /** The file or one it includes (same namespace) declares the global element {@code root}. */
    private boolean declaresInNamespace(Path file, String namespace, String root) {
        for (Path part : closure(file)) {
            Entry read = entries.get(part);
            if (read != null && read.namespace().equals(namespace) && read.elements().contains(root)) {
                return true;
            }
        }
        return false;
    }

    /** Every schema file with its parts, for time-stamp checks of a compiled schema. */
    synchronized Set<Path> closure(Path file) {
        refresh();
        Set<Path> seen = new LinkedHashSet<>();
        Deque<Path> todo = new ArrayDeque<>(List.of(file.toAbsolutePath().normalize()));
        while (!todo.isEmpty()) {
            Path next = todo.pop();
            if (seen.add(next)) {
                Entry entry = entries.get(next);
                if (entry != null) {
                    todo.addAll(entry.parts());
                }
            }
        }
        return seen;
    }

    /** The next question lists the folder again. */
    synchronized void forget() {
        listed = Long.MIN_VALUE;
    }

    /** The roots the folder's entry schemas declare, for messages. */
    synchronized List<String> roots() {
        refresh();
        List<String> roots = new ArrayList<>();
        entries.values().forEach(e -> e.elements().forEach(name -> roots.add(new RootName(e.namespace(), name).toString())));
        return roots.stream().distinct().sorted().toList();
    }

    private boolean declares(Path entry, String root) {
        for (Path file : closure(entry)) {
            Entry read = entries.get(file);
            if (read != null && read.elements().contains(root)) {
                return true;
            }
        }
        return false;
    }

    private void refresh() {
        long now = System.nanoTime();
        if (listed != Long.MIN_VALUE && now - listed < RELIST_NANOS) {
            return;
        }
        listed = now;
        if (!Files.isDirectory(folder)) {
            entries.clear();
            return;
        }
        Set<Path> present = new HashSet<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".xsd"))
                    .filter(Files::isRegularFile).forEach(file -> {
                        Path normal = file.toAbsolutePath().normalize();
                        present.add(normal);
                        try {
                            FileTime modified = Files.getLastModifiedTime(normal);
                            long size = Files.size(normal);
                            Entry known = entries.get(normal);
                            if (known == null || !known.modified().equals(modified) || known.size() != size) {
                                entries.put(normal, read(normal, modified, size));
                            }
                        } catch (IOException unreadable) {
                            entries.remove(normal);
                        }
                    });
        } catch (IOException | java.io.UncheckedIOException e) {
            // a folder that cannot be listed has no schemas to offer
        }
        entries.keySet().retainAll(present);
    }

    private static Entry read(Path file, FileTime modified, long size) throws IOException {
        String namespace = "";
        Set<String> elements = new LinkedHashSet<>();
        List<Path> parts = new ArrayList<>();
        try (InputStream in = Files.newInputStream(file)) {
            XMLStreamReader reader = HardenedParsers.xmlInputFactory().createXMLStreamReader(in);
            int depth = 0;
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    depth++;
                    boolean xsd = XMLConstants.W3C_XML_SCHEMA_NS_URI.equals(reader.getNamespaceURI());
                    if (depth == 1 && xsd) {
                        String tns = reader.getAttributeValue(null, "targetNamespace");
                        namespace = tns == null ? "" : tns;
                    } else if (depth == 2 && xsd) {
                        String local = reader.getLocalName();
                        if (local.equals("element") && reader.getAttributeValue(null, "name") != null) {
                            elements.add(reader.getAttributeValue(null, "name"));
                        } else if (local.equals("include") || local.equals("import") || local.equals("redefine")) {
                            String location = reader.getAttributeValue(null, "schemaLocation");
                            if (location != null && !location.isBlank() && !location.contains(":")) {
                                parts.add(file.getParent().resolve(location.strip()).normalize());
                            }
                        }
                    }
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    depth--;
                }
            }
        } catch (XMLStreamException | RuntimeException notASchema) {
            // what was read so far stands; the compiler reports what is wrong with the file
        }
        return new Entry(modified, size, namespace, elements, parts);
    }
}
