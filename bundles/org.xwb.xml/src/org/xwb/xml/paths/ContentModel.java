package org.xwb.xml.paths;

import static org.xwb.xml.paths.SchemaComponents.XSD;
import static org.xwb.xml.paths.SchemaComponents.child;
import static org.xwb.xml.paths.SchemaComponents.children;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;

/**
 * What an element declaration allows inside: the element declarations of its content model
 * (through sequences, choices, groups, type extension and substitution groups), its attributes,
 * and the built-in type its own value has when its content is simple.
 */
final class ContentModel {

    /** An element declaration (global or local) and the namespace of the elements it declares. */
    record Declaration(Element element, String namespace, String name) {
    }

    private final SchemaComponents schema;
    private final Map<Element, List<Declaration>> childCache = new java.util.HashMap<>();

    ContentModel(SchemaComponents schema) {
        this.schema = schema;
    }

    /** The global element declarations (every one may be a document's root). */
    List<Declaration> roots() {
        List<Declaration> roots = new ArrayList<>();
        for (String key : schema.roots) {
            Element element = schema.elements.get(key);
            if (!"true".equals(element.getAttribute("abstract"))) {
                roots.add(new Declaration(element, SchemaComponents.namespaceOf(key), SchemaComponents.localOf(key)));
            }
        }
        return roots;
    }

    /** The element declarations allowed as children of {@code parent}, each once. */
    List<Declaration> childElements(Declaration parent) {
        return childCache.computeIfAbsent(parent.element(), element -> {
            Map<Element, Declaration> found = new LinkedHashMap<>();
            Element type = complexType(element);
            if (type != null) {
                typeChildren(type, found, new HashSet<>());
            }
            return List.copyOf(found.values());
        });
    }

    /** The attributes of {@code parent}'s elements, with their value types. */
    List<SchemaNode> attributes(Declaration parent) {
        Map<String, SchemaNode> found = new LinkedHashMap<>();
        Element type = complexType(parent.element());
        if (type != null) {
            typeAttributes(type, found, new HashSet<>());
        }
        return List.copyOf(found.values());
    }

    /** The node an element declaration stands for. */
    SchemaNode node(Declaration declaration) {
        return new SchemaNode(declaration.namespace(), declaration.name(), false, valueType(declaration.element()));
    }

    // ---- types ------------------------------------------------------------------------------------

    /** The complex type of an element declaration (named or inline), or null for simple content. */
    private Element complexType(Element declaration) {
        Element inline = child(declaration, "complexType");
        if (inline != null) {
            return inline;
        }
        if (!declaration.hasAttribute("type")) {
            return null;
        }
        Element type = schema.types.get(schema.qname(declaration, declaration.getAttribute("type")));
        return type != null && type.getLocalName().equals("complexType") ? type : null;
    }

    /** The built-in type of an element's value, null when its content is not simple. */
    private String valueType(Element declaration) {
        Element inline = child(declaration, "complexType");
        if (inline == null) {
            inline = child(declaration, "simpleType");
        }
        if (inline != null) {
            return builtinOf(inline, new HashSet<>());
        }
        if (!declaration.hasAttribute("type")) {
            return null; // xs:anyType
        }
        return builtinOf(declaration.getAttribute("type"), declaration, new HashSet<>());
    }

    private String builtinOf(String written, Element context, Set<Element> seen) {
        String key = schema.qname(context, written);
        if (SchemaComponents.namespaceOf(key).equals(XSD)) {
            String local = SchemaComponents.localOf(key);
            return local.equals("anyType") ? null : local.equals("anySimpleType") ? "string" : local;
        }
        Element type = schema.types.get(key);
        return type == null ? null : builtinOf(type, seen);
    }

    /** The built-in type a simple type (or a complex type with simple content) derives from. */
    private String builtinOf(Element type, Set<Element> seen) {
        if (!seen.add(type)) {
            return null;
        }
        Element derivation = type;
        if (type.getLocalName().equals("complexType")) {
            Element simple = child(type, "simpleContent");
            if (simple == null) {
                return null;
            }
            derivation = simple;
        }
        for (Element step : children(derivation)) {
            switch (step.getLocalName()) {
            case "restriction", "extension" -> {
                if (step.hasAttribute("base")) {
                    return builtinOf(step.getAttribute("base"), step, seen);
                }
                Element inline = child(step, "simpleType");
                return inline == null ? "string" : builtinOf(inline, seen);
            }
            case "list", "union" -> {
                return "string";
            }
            default -> {
                // annotation
            }
            }
        }
        return "string";
    }

    // ---- content ----------------------------------------------------------------------------------

    private void typeChildren(Element type, Map<Element, Declaration> found, Set<Element> seen) {
        if (!seen.add(type)) {
            return;
        }
        for (Element part : children(type)) {
            switch (part.getLocalName()) {
            case "sequence", "choice", "all", "group" -> particles(part, found, seen);
            case "complexContent" -> {
                for (Element derivation : children(part)) {
                    if (derivation.getLocalName().equals("extension")) {
                        Element base = schema.types.get(schema.qname(derivation, derivation.getAttribute("base")));
                        if (base != null && base.getLocalName().equals("complexType")) {
                            typeChildren(base, found, seen);
                        }
                    }
                    if (derivation.getLocalName().equals("extension") || derivation.getLocalName().equals("restriction")) {
                        typeChildren(derivation, found, seen);
                    }
                }
            }
            default -> {
                // attributes, simple content, annotations: no child elements
            }
            }
        }
    }

    private void particles(Element model, Map<Element, Declaration> found, Set<Element> seen) {
        switch (model.getLocalName()) {
        case "element" -> element(model, found);
        case "group" -> {
            Element group = model.hasAttribute("ref") ? schema.groups.get(schema.qname(model, model.getAttribute("ref")))
                    : model;
            if (group != null && seen.add(group)) {
                children(group).forEach(part -> particles(part, found, seen));
            }
        }
        case "sequence", "choice", "all" -> children(model).forEach(part -> particles(part, found, seen));
        default -> {
            // xs:any and annotations name no element
        }
        }
    }

    private void element(Element particle, Map<Element, Declaration> found) {
        if (!particle.hasAttribute("ref")) {
            SchemaComponents.Origin origin = schema.origin(particle);
            String form = particle.getAttribute("form");
            boolean qualified = form.isEmpty() ? origin.elementsQualified() : form.equals("qualified");
            found.putIfAbsent(particle, new Declaration(particle, qualified ? origin.targetNamespace() : "",
                    particle.getAttribute("name")));
            return;
        }
        global(schema.qname(particle, particle.getAttribute("ref")), found, new HashSet<>());
    }

    /** A global element, or the members of its substitution group when it is abstract (all, when not). */
    private void global(String key, Map<Element, Declaration> found, Set<String> seen) {
        Element element = schema.elements.get(key);
        if (element == null || !seen.add(key)) {
            return;
        }
        if (!"true".equals(element.getAttribute("abstract"))) {
            found.putIfAbsent(element, new Declaration(element, SchemaComponents.namespaceOf(key),
                    SchemaComponents.localOf(key)));
        }
        for (String member : schema.substitutes.getOrDefault(key, List.of())) {
            global(member, found, seen);
        }
    }

    private void typeAttributes(Element type, Map<String, SchemaNode> found, Set<Element> seen) {
        if (!seen.add(type)) {
            return;
        }
        for (Element part : children(type)) {
            switch (part.getLocalName()) {
            case "attribute" -> attribute(part, found);
            case "attributeGroup" -> {
                Element group = part.hasAttribute("ref")
                        ? schema.attributeGroups.get(schema.qname(part, part.getAttribute("ref"))) : part;
                if (group != null) {
                    typeAttributes(group, found, seen);
                }
            }
            case "complexContent", "simpleContent" -> {
                for (Element derivation : children(part)) {
                    if (derivation.hasAttribute("base")) {
                        Element base = schema.types.get(schema.qname(derivation, derivation.getAttribute("base")));
                        if (base != null && base.getLocalName().equals("complexType")) {
                            typeAttributes(base, found, seen);
                        }
                    }
                    typeAttributes(derivation, found, seen);
                }
            }
            default -> {
                // content particles have no attributes of this element
            }
            }
        }
    }

    private void attribute(Element declaration, Map<String, SchemaNode> found) {
        if ("prohibited".equals(declaration.getAttribute("use"))) {
            return;
        }
        Element named = declaration;
        String namespace;
        String name;
        if (declaration.hasAttribute("ref")) {
            String key = schema.qname(declaration, declaration.getAttribute("ref"));
            named = schema.attributes.get(key);
            namespace = SchemaComponents.namespaceOf(key);
            name = SchemaComponents.localOf(key);
            if (named == null) {
                found.putIfAbsent(key, new SchemaNode(namespace, name, true, "string"));
                return;
            }
        } else {
            SchemaComponents.Origin origin = schema.origin(declaration);
            String form = declaration.getAttribute("form");
            boolean qualified = form.isEmpty() ? origin.attributesQualified() : form.equals("qualified");
            namespace = qualified ? origin.targetNamespace() : "";
            name = declaration.getAttribute("name");
        }
        Element inline = child(named, "simpleType");
        String type = inline != null ? builtinOf(inline, new HashSet<>())
                : named.hasAttribute("type") ? builtinOf(named.getAttribute("type"), named, new HashSet<>()) : "string";
        found.putIfAbsent("{" + namespace + "}" + name, new SchemaNode(namespace, name, true, type == null ? "string" : type));
    }
}
