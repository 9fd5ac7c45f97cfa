package org.xwb.xml.schema;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xsd.XSDAttributeDeclaration;
import org.eclipse.xsd.XSDAttributeGroupDefinition;
import org.eclipse.xsd.XSDComplexTypeDefinition;
import org.eclipse.xsd.XSDConcreteComponent;
import org.eclipse.xsd.XSDElementDeclaration;
import org.eclipse.xsd.XSDImport;
import org.eclipse.xsd.XSDInclude;
import org.eclipse.xsd.XSDModelGroupDefinition;
import org.eclipse.xsd.XSDNamedComponent;
import org.eclipse.xsd.XSDRedefine;
import org.eclipse.xsd.XSDSchema;
import org.eclipse.xsd.XSDSchemaContent;
import org.eclipse.xsd.XSDSchemaDirective;
import org.eclipse.xsd.XSDSimpleTypeDefinition;
import org.eclipse.xsd.util.XSDConstants;
import org.eclipse.xsd.util.XSDParser;
import org.eclipse.xsd.util.XSDResourceImpl;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.validate.SchemaImports;

/**
 * One schema file read into the XML Schema model with its includes and imports (as far as
 * {@link SchemaImports} allows): the outline of the file's own declarations, where a reference
 * of the file is declared (also in an included or imported file), the global elements of the
 * whole schema, and their content models. Reading the 41-file FIXML schema takes a few seconds:
 * do it off the UI thread. Not thread-safe (the model is EMF).
 */
public final class SchemaModel {

    private final Path file;
    private final XSDSchema schema;
    private final List<String> refused;
    private final Map<Path, TagNames> texts = new ConcurrentHashMap<>();

    private SchemaModel(Path file, XSDSchema schema, List<String> refused, String text) {
        this.file = file;
        this.schema = schema;
        this.refused = refused;
        if (text != null) {
            texts.put(file, new TagNames(text, file));
        }
    }

    /** Reads a schema file from disk. */
    public static SchemaModel load(Path file, TpoxKit kit) throws IOException {
        return load(file, Files.readAllBytes(file), kit);
    }

    /**
     * Reads a schema from its bytes (e.g. an editor's text, in the file's encoding); its parts are
     * read relative to {@code file}.
     *
     * @throws IOException when the bytes are not a schema at all (not XML, or a DOCTYPE)
     */
    public static SchemaModel load(Path file, byte[] content, TpoxKit kit) throws IOException {
        Path normal = file.toAbsolutePath().normalize();
        GuardedResourceSet resources = new GuardedResourceSet(SchemaImports.forSchema(normal, kit));
        XSDResourceImpl resource = (XSDResourceImpl) resources.createResource(URI.createFileURI(normal.toString()));
        resource.load(new ByteArrayInputStream(content), resources.getLoadOptions());
        XSDSchema schema = resource.getSchema();
        if (schema == null) {
            throw new IOException(normal + " is not an XML Schema (no xs:schema root element)");
        }
        return new SchemaModel(normal, schema, resources.refused(), null);
    }

    public Path file() {
        return file;
    }

    /** The library's model, for readers this class does not cover. */
    public XSDSchema schema() {
        return schema;
    }

    /** Locations of includes and imports that were not read (outside the allowed folders). */
    public List<String> refused() {
        return refused;
    }

    public String targetNamespace() {
        return schema.getTargetNamespace() == null ? "" : schema.getTargetNamespace();
    }

    /** The file's own top-level declarations and directives, in file order. */
    public List<SchemaEntry> outline() {
        List<SchemaEntry> entries = new ArrayList<>();
        for (XSDSchemaContent content : schema.getContents()) {
            SchemaEntry.Kind kind = kindOf(content);
            if (kind == null) {
                continue;
            }
            String name = content instanceof XSDSchemaDirective directive ? directiveLabel(directive)
                    : ((XSDNamedComponent) content).getName();
            entries.add(new SchemaEntry(kind, name == null ? "(no name)" : name, placeOf(content)));
        }
        return entries;
    }

    private static SchemaEntry.Kind kindOf(XSDSchemaContent content) {
        if (content instanceof XSDInclude || content instanceof XSDRedefine) {
            return SchemaEntry.Kind.INCLUDE;
        }
        if (content instanceof XSDImport) {
            return SchemaEntry.Kind.IMPORT;
        }
        if (content instanceof XSDElementDeclaration) {
            return SchemaEntry.Kind.ELEMENT;
        }
        if (content instanceof XSDComplexTypeDefinition) {
            return SchemaEntry.Kind.COMPLEX_TYPE;
        }
        if (content instanceof XSDSimpleTypeDefinition) {
            return SchemaEntry.Kind.SIMPLE_TYPE;
        }
        if (content instanceof XSDModelGroupDefinition) {
            return SchemaEntry.Kind.GROUP;
        }
        if (content instanceof XSDAttributeGroupDefinition) {
            return SchemaEntry.Kind.ATTRIBUTE_GROUP;
        }
        if (content instanceof XSDAttributeDeclaration) {
            return SchemaEntry.Kind.ATTRIBUTE;
        }
        return null;
    }

    private static String directiveLabel(XSDSchemaDirective directive) {
        String location = directive.getSchemaLocation();
        if (directive instanceof XSDImport imported) {
            return (imported.getNamespace() == null ? "(no namespace)" : imported.getNamespace())
                    + (location == null ? "" : "  " + location);
        }
        return location == null ? "(no location)" : location;
    }

    /**
     * Where a reference of this file is declared: a type, element, attribute, group or attribute
     * group, also in an included or imported file. Empty when the name does not resolve, or is
     * built into XML Schema (xs:string has no place in a file).
     */
    public Optional<Place> declarationOf(SchemaReference reference) {
        Map<String, String> prefixes = schema.getQNamePrefixToNamespaceMap();
        if (!reference.prefix().isEmpty() && !prefixes.containsKey(reference.prefix())) {
            return Optional.empty(); // an undeclared prefix: the compiler reports it
        }
        String namespace = namespaceOf(reference.prefix());
        XSDNamedComponent found = switch (reference.kind()) {
        case TYPE -> schema.resolveTypeDefinition(namespace, reference.localName());
        case ELEMENT -> schema.resolveElementDeclaration(namespace, reference.localName());
        case ATTRIBUTE -> schema.resolveAttributeDeclaration(namespace, reference.localName());
        case GROUP -> schema.resolveModelGroupDefinition(namespace, reference.localName());
        case ATTRIBUTE_GROUP -> schema.resolveAttributeGroupDefinition(namespace, reference.localName());
        };
        if (found == null || found.getContainer() == null || isBuiltIn(found)) {
            return Optional.empty();
        }
        return Optional.ofNullable(placeOf(found));
    }

    /** Whether a reference names something built into XML Schema (its types). */
    public boolean isBuiltIn(SchemaReference reference) {
        return XSDConstants.isSchemaForSchemaNamespace(namespaceOf(reference.prefix()));
    }

    private static boolean isBuiltIn(XSDNamedComponent component) {
        return XSDConstants.isSchemaForSchemaNamespace(component.getTargetNamespace());
    }

    /** The namespace of a prefix as this file declares it; null for no namespace (or an undeclared prefix). */
    private String namespaceOf(String prefix) {
        return schema.getQNamePrefixToNamespaceMap().get(prefix == null || prefix.isEmpty() ? null : prefix);
    }

    /** Global elements of the whole schema (this file, its includes and imports). */
    List<XSDElementDeclaration> globalElements() {
        return schema.getElementDeclarations().stream()
                .filter(e -> e.getContainer() != null && !isBuiltIn(e)).toList();
    }

    /** A global element by name (in this schema's target namespace first), or empty. */
    Optional<XSDElementDeclaration> globalElement(String name) {
        return globalElements().stream().filter(e -> name.equals(e.getName()))
                .sorted((a, b) -> Boolean.compare(!targetNamespace().equals(ns(a)), !targetNamespace().equals(ns(b))))
                .findFirst();
    }

    private static String ns(XSDNamedComponent component) {
        return component.getTargetNamespace() == null ? "" : component.getTargetNamespace();
    }

    /** Names of the whole schema's global elements (this file's namespace first, then by name). */
    public List<String> globalElementNames() {
        return globalElements().stream()
                .sorted((a, b) -> !ns(a).equals(ns(b)) ? Boolean.compare(!targetNamespace().equals(ns(a)),
                        !targetNamespace().equals(ns(b))) : a.getName().compareTo(b.getName()))
                .map(XSDElementDeclaration::getName).distinct().toList();
    }

    /** The content model of a global element: a tree of particles with cardinalities. */
    public Optional<ContentModel> contentModel(String elementName) {
        return globalElement(elementName).map(this::contentModel);
    }

    ContentModel contentModel(XSDElementDeclaration element) {
        return new ContentModel(element, this::placeOf);
    }

    /**
     * Where a component is written: its file, and the line and column of its name (else of its
     * start tag). Null for a component that is not in a file of this model.
     */
    Place placeOf(XSDConcreteComponent component) {
        if (component.getElement() == null || component.getSchema() == null
                || component.getSchema().getSchemaLocation() == null) {
            return null;
        }
        URI uri = URI.createURI(component.getSchema().getSchemaLocation());
        if (!uri.isFile()) {
            return null;
        }
        Path where = Path.of(uri.toFileString()).toAbsolutePath().normalize();
        int line = XSDParser.getStartLine(component.getElement());
        int column = XSDParser.getStartColumn(component.getElement());
        return textOf(where).nameOf(line, column);
    }

    private TagNames textOf(Path where) {
        return texts.computeIfAbsent(where, path -> {
            try {
                return new TagNames(new String(Files.readAllBytes(path), StandardCharsets.UTF_8), path);
            } catch (IOException e) {
                return new TagNames("", path);
            }
        });
    }

    /** Remembers the text the model was read from, so places in the edited file use the editor's lines. */
    public SchemaModel withText(String text) {
        texts.put(file, new TagNames(text, file));
        return this;
    }
}
