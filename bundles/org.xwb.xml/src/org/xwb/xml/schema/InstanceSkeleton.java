package org.xwb.xml.schema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.xsd.XSDAttributeDeclaration;
import org.eclipse.xsd.XSDAttributeUse;
import org.eclipse.xsd.XSDComplexTypeContent;
import org.eclipse.xsd.XSDComplexTypeDefinition;
import org.eclipse.xsd.XSDCompositor;
import org.eclipse.xsd.XSDConstraint;
import org.eclipse.xsd.XSDElementDeclaration;
import org.eclipse.xsd.XSDEnumerationFacet;
import org.eclipse.xsd.XSDModelGroup;
import org.eclipse.xsd.XSDModelGroupDefinition;
import org.eclipse.xsd.XSDParticle;
import org.eclipse.xsd.XSDParticleContent;
import org.eclipse.xsd.XSDSimpleTypeDefinition;
import org.eclipse.xsd.XSDTypeDefinition;
import org.eclipse.xsd.XSDVariety;

/**
 * The smallest document a global element of a schema allows, as a starting point for a new
 * document: the root in its namespace with {@code xsi:schemaLocation} (or
 * {@code xsi:noNamespaceSchemaLocation}), its required attributes, and its required children down
 * the tree (minOccurs above 0; a choice takes its first branch; an abstract element the first
 * member of its substitution group), each with a value its simple type accepts (a fixed value,
 * the first enumerated one, else the first of a few candidates the type's facets allow). Reads the
 * same {@link SchemaModel} the outline and the content model view use.
 */
public final class InstanceSkeleton {

    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";
    /** A required element that contains itself stops here; schemas that force that are not instantiable anyway. */
    private static final int MAX_DEPTH = 40;
    private static final List<String> CANDIDATES = List.of("text", "1", "0", "-1", "A", "true", "2026-01-01",
            "2026-01-01T00:00:00", "00:00:00", "200601", "2026", "2026-01", "--01", "---01", "--01-01", "P1D",
            "http://example.com", "QQ==", "00", "en");

    private final StringBuilder out = new StringBuilder();
    private final Map<String, String> attributePrefixes = new LinkedHashMap<>();

    private InstanceSkeleton() {
    }

    /**
     * The text of a new document whose root is the global element {@code elementName}.
     *
     * @param schemaLocation what the document's {@code xsi:schemaLocation} names for the schema
     *                       (a path relative to the document, or a file URI)
     * @return empty when the schema has no such global element
     */
    public static Optional<String> of(SchemaModel model, String elementName, String schemaLocation) {
        return model.globalElement(elementName).map(element -> new InstanceSkeleton().document(element, schemaLocation));
    }

    private String document(XSDElementDeclaration root, String schemaLocation) {
        XSDElementDeclaration element = concrete(root.getResolvedElementDeclaration());
        String namespace = namespaceOf(element);
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        StringBuilder declarations = new StringBuilder();
        if (!namespace.isEmpty()) {
            declarations.append(" xmlns=\"").append(escape(namespace)).append('"');
        }
        declarations.append(" xmlns:xsi=\"").append(XSI).append('"');
        if (namespace.isEmpty()) {
            declarations.append(" xsi:noNamespaceSchemaLocation=\"").append(escape(schemaLocation)).append('"');
        } else {
            declarations.append(" xsi:schemaLocation=\"").append(escape(namespace)).append(' ')
                    .append(escape(schemaLocation)).append('"');
        }
        element(element, namespace, declarations.toString(), 0, new HashSet<>());
        return out.toString();
    }

    private void element(XSDElementDeclaration declared, String defaultNamespace, String declarations, int depth,
            Set<XSDTypeDefinition> open) {
        XSDElementDeclaration element = concrete(declared.getResolvedElementDeclaration());
        String namespace = namespaceOf(element);
        String indent = "\t".repeat(depth);
        out.append(indent).append('<').append(element.getName()).append(declarations);
        if (!namespace.equals(defaultNamespace)) {
            out.append(" xmlns=\"").append(escape(namespace)).append('"');
        }
        XSDTypeDefinition type = element.getTypeDefinition();
        String fixed = element.getConstraint() == XSDConstraint.FIXED_LITERAL ? element.getLexicalValue() : null;
        if (type instanceof XSDComplexTypeDefinition complex) {
            attributes(complex);
            XSDComplexTypeContent content = complex.getContentType();
            if (content instanceof XSDSimpleTypeDefinition simple) {
                out.append('>').append(escape(fixed != null ? fixed : value(simple))).append("</")
                        .append(element.getName()).append(">\n");
            } else if (content instanceof XSDParticle particle && depth < MAX_DEPTH && open.add(complex)) {
                int before = out.length();
                out.append(">\n");
                int start = out.length();
                particle(particle, namespace, depth + 1, open);
                open.remove(complex);
                if (out.length() == start) {
                    out.setLength(before);
                    out.append("/>\n");
                } else {
                    out.append(indent).append("</").append(element.getName()).append(">\n");
                }
            } else {
                out.append("/>\n");
            }
        } else if (type instanceof XSDSimpleTypeDefinition simple) {
            out.append('>').append(escape(fixed != null ? fixed : value(simple))).append("</").append(element.getName())
                    .append(">\n");
        } else {
            out.append("/>\n");
        }
    }

    private void attributes(XSDComplexTypeDefinition complex) {
        for (XSDAttributeUse use : complex.getAttributeUses()) {
            if (!use.isRequired()) {
                continue;
            }
            XSDAttributeDeclaration attribute = use.getAttributeDeclaration().getResolvedAttributeDeclaration();
            String value = use.getConstraint() == XSDConstraint.FIXED_LITERAL && use.getLexicalValue() != null
                    ? use.getLexicalValue()
                    : attribute.getConstraint() == XSDConstraint.FIXED_LITERAL && attribute.getLexicalValue() != null
                            ? attribute.getLexicalValue()
                            : value(attribute.getTypeDefinition());
            out.append(' ').append(attributeName(attribute)).append("=\"").append(escape(value)).append('"');
        }
    }

    /** A qualified attribute needs a prefix of its own, declared where it is used. */
    private String attributeName(XSDAttributeDeclaration attribute) {
        String namespace = attribute.getTargetNamespace();
        if (namespace == null || namespace.isEmpty()) {
            return attribute.getName();
        }
        String prefix = attributePrefixes.computeIfAbsent(namespace, ns -> "ns" + (attributePrefixes.size() + 1));
        out.append(" xmlns:").append(prefix).append("=\"").append(escape(namespace)).append('"');
        return prefix + ":" + attribute.getName();
    }

    private void particle(XSDParticle particle, String namespace, int depth, Set<XSDTypeDefinition> open) {
        int times = Math.max(particle.getMinOccurs(), 0);
        XSDParticleContent content = particle.getContent();
        if (content instanceof XSDModelGroupDefinition definition) {
            content = definition.getResolvedModelGroupDefinition().getModelGroup();
        }
        for (int i = 0; i < times; i++) {
            if (content instanceof XSDElementDeclaration child) {
                element(child, namespace, "", depth, open);
            } else if (content instanceof XSDModelGroup group) {
                if (group.getCompositor() == XSDCompositor.CHOICE_LITERAL) {
                    choice(group, namespace, depth, open);
                } else {
                    for (XSDParticle inner : group.getParticles()) { // getContents() is empty in a type derived by extension
                        particle(inner, namespace, depth, open);
                    }
                }
            }
            // a required wildcard takes any element: the user writes it
        }
    }

    /** A choice with an empty branch needs nothing; else its first branch. */
    private void choice(XSDModelGroup group, String namespace, int depth, Set<XSDTypeDefinition> open) {
        List<XSDParticle> branches = new ArrayList<>(group.getParticles());
        if (branches.isEmpty() || branches.stream().anyMatch(b -> b.getMinOccurs() == 0)) {
            return;
        }
        particle(branches.get(0), namespace, depth, open);
    }

    /** An abstract element cannot appear: the first element of its substitution group that can. */
    private static XSDElementDeclaration concrete(XSDElementDeclaration element) {
        if (!element.isAbstract()) {
            return element;
        }
        return element.getSubstitutionGroup().stream().filter(member -> !member.isAbstract()).findFirst().orElse(element);
    }

    private static String namespaceOf(XSDElementDeclaration element) {
        return element.getTargetNamespace() == null ? "" : element.getTargetNamespace();
    }

    /** A value the simple type accepts: its first enumerated value, else the first candidate it takes. */
    static String value(XSDSimpleTypeDefinition type) {
        if (type == null) {
            return "";
        }
        if (type.getVariety() == XSDVariety.UNION_LITERAL && !type.getMemberTypeDefinitions().isEmpty()) {
            return value(type.getMemberTypeDefinitions().get(0));
        }
        XSDEnumerationFacet enumeration = type.getEffectiveEnumerationFacet();
        if (enumeration != null && !enumeration.getValue().isEmpty()) {
            for (Object allowed : enumeration.getValue()) {
                String text = String.valueOf(allowed);
                if (type.isValidLiteral(text)) {
                    return text;
                }
            }
        }
        if (type.getVariety() == XSDVariety.LIST_LITERAL && type.getItemTypeDefinition() != null) {
            String item = value(type.getItemTypeDefinition());
            if (type.isValidLiteral(item)) {
                return item;
            }
        }
        List<String> candidates = new ArrayList<>();
        if (type.getEffectiveMinFacet() != null && type.getEffectiveMinFacet().getLexicalValue() != null) {
            candidates.add(type.getEffectiveMinFacet().getLexicalValue());
        }
        if (type.getEffectiveMaxFacet() != null && type.getEffectiveMaxFacet().getLexicalValue() != null) {
            candidates.add(type.getEffectiveMaxFacet().getLexicalValue());
        }
        candidates.addAll(CANDIDATES);
        for (String candidate : candidates) {
            if (type.isValidLiteral(candidate)) {
                return candidate;
            }
        }
        int length = type.getEffectiveLengthFacet() != null ? type.getEffectiveLengthFacet().getValue()
                : type.getEffectiveMinLengthFacet() != null ? type.getEffectiveMinLengthFacet().getValue() : 1;
        String padded = "A".repeat(Math.max(1, length));
        return type.isValidLiteral(padded) ? padded : "";
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
