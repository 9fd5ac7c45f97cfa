package org.xwb.xml.schema;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.xsd.XSDAttributeDeclaration;
import org.eclipse.xsd.XSDAttributeUse;
import org.eclipse.xsd.XSDComplexTypeContent;
import org.eclipse.xsd.XSDComplexTypeDefinition;
import org.eclipse.xsd.XSDElementDeclaration;
import org.eclipse.xsd.XSDEnumerationFacet;
import org.eclipse.xsd.XSDModelGroup;
import org.eclipse.xsd.XSDModelGroupDefinition;
import org.eclipse.xsd.XSDParticle;
import org.eclipse.xsd.XSDParticleContent;
import org.eclipse.xsd.XSDSimpleTypeDefinition;
import org.eclipse.xsd.XSDTypeDefinition;

/**
 * A new document for a global element: the root in its namespace with
 * {@code xsi:schemaLocation} naming the schema, its required attributes, and its required
 * children (each required element as often as minOccurs says, at most three times; the first
 * option of a required choice), down to {@value #MAX_DEPTH} levels. Values are placeholders:
 * an enumeration's first value, a fixed or default value, or a sample of the built-in type, so
 * the document is a start the validator then comments on, not a finished one.
 */
public final class DocumentSkeleton {

    private static final int MAX_DEPTH = 12;
    private static final int MAX_REPEATS = 3;
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private final StringBuilder out = new StringBuilder();

    private DocumentSkeleton() {
    }

    /**
     * @param element        a global element of the schema
     * @param schemaLocation how the document names the schema (relative to the document)
     */
    public static String of(XSDElementDeclaration element, String schemaLocation) {
        DocumentSkeleton skeleton = new DocumentSkeleton();
        XSDElementDeclaration root = element.getResolvedElementDeclaration();
        String namespace = root.getTargetNamespace() == null ? "" : root.getTargetNamespace();
        skeleton.out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        StringBuilder rootAttributes = new StringBuilder();
        if (!namespace.isEmpty()) {
            rootAttributes.append(" xmlns=\"").append(escape(namespace)).append('"');
        }
        rootAttributes.append(" xmlns:xsi=\"").append(XSI).append('"');
        if (namespace.isEmpty()) {
            rootAttributes.append(" xsi:noNamespaceSchemaLocation=\"").append(escape(schemaLocation)).append('"');
        } else {
            rootAttributes.append(" xsi:schemaLocation=\"").append(escape(namespace)).append(' ')
                    .append(escape(schemaLocation)).append('"');
        }
        skeleton.element(root, namespace, rootAttributes.toString(), 0, new HashSet<>());
        return skeleton.out.toString();
    }

    private void element(XSDElementDeclaration declaration, String inScope, String extra, int depth,
            Set<XSDTypeDefinition> outer) {
        XSDElementDeclaration element = declaration.getResolvedElementDeclaration();
        String namespace = element.getTargetNamespace() == null ? "" : element.getTargetNamespace();
        String reset = namespace.equals(inScope) ? "" : " xmlns=\"" + escape(namespace) + "\"";
        indent(depth);
        out.append('<').append(element.getName()).append(extra).append(reset);
        XSDTypeDefinition type = element.getTypeDefinition();
        if (type instanceof XSDComplexTypeDefinition complex) {
            for (XSDAttributeUse use : complex.getAttributeUses()) {
                if (use.isRequired()) {
                    XSDAttributeDeclaration attribute = use.getAttributeDeclaration().getResolvedAttributeDeclaration();
                    String value = use.getLexicalValue() != null ? use.getLexicalValue() : sample(attribute.getTypeDefinition());
                    out.append(' ').append(attribute.getName()).append("=\"").append(escape(value)).append('"');
                }
            }
            XSDComplexTypeContent content = complex.getContentType();
            if (content instanceof XSDSimpleTypeDefinition simple) {
                out.append('>').append(escape(sample(simple))).append("</").append(element.getName()).append(">\n");
                return;
            }
            if (!(content instanceof XSDParticle particle) || depth >= MAX_DEPTH || outer.contains(complex)) {
                out.append("/>\n");
                return;
            }
            int before = out.length();
            out.append(">\n");
            int childrenStart = out.length();
            Set<XSDTypeDefinition> inside = new HashSet<>(outer);
            inside.add(complex);
            particle(particle, namespace, depth + 1, inside);
            if (out.length() == childrenStart) {
                out.setLength(before);
                out.append("/>\n");
            } else {
                indent(depth);
                out.append("</").append(element.getName()).append(">\n");
            }
        } else {
            String value = element.getLexicalValue() != null ? element.getLexicalValue() : sample(type);
            out.append('>').append(escape(value)).append("</").append(element.getName()).append(">\n");
        }
    }

    private void particle(XSDParticle particle, String inScope, int depth, Set<XSDTypeDefinition> outer) {
        int times = Math.min(MAX_REPEATS, particle.getMinOccurs());
        XSDParticleContent content = particle.getContent();
        if (content instanceof XSDModelGroupDefinition definition) {
            content = definition.getResolvedModelGroupDefinition().getModelGroup();
        }
        for (int i = 0; i < times; i++) {
            if (content instanceof XSDElementDeclaration element) {
                element(element, inScope, "", depth, outer);
            } else if (content instanceof XSDModelGroup group) {
                List<XSDParticle> particles = group.getContents();
                if (group.getCompositor() == org.eclipse.xsd.XSDCompositor.CHOICE_LITERAL) {
                    if (!particles.isEmpty()) {
                        particle(withAtLeastOne(particles.get(0)), inScope, depth, outer);
                    }
                } else {
                    particles.forEach(p -> particle(p, inScope, depth, outer));
                }
            }
        }
    }

    /** The chosen option of a required choice appears once even when it is optional by itself. */
    private static XSDParticle withAtLeastOne(XSDParticle particle) {
        if (particle.getMinOccurs() > 0) {
            return particle;
        }
        XSDParticle copy = (XSDParticle) particle.cloneConcreteComponent(true, false);
        copy.setMinOccurs(1);
        return copy;
    }

    /** A placeholder value of a simple type: its first enumeration value, else a sample of its primitive type. */
    static String sample(XSDTypeDefinition type) {
        if (!(type instanceof XSDSimpleTypeDefinition simple)) {
            return "";
        }
        List<XSDEnumerationFacet> enumerations = simple.getEnumerationFacets();
        if (!enumerations.isEmpty() && !enumerations.get(0).getLexicalValue().isEmpty()) {
            return enumerations.get(0).getLexicalValue();
        }
        if (simple.getEffectiveEnumerationFacet() != null && !simple.getEffectiveEnumerationFacet().getValue().isEmpty()) {
            return String.valueOf(simple.getEffectiveEnumerationFacet().getValue().get(0));
        }
        XSDSimpleTypeDefinition primitive = simple.getPrimitiveTypeDefinition();
        String name = primitive == null ? "string" : primitive.getName();
        return switch (name) {
        case "decimal", "float", "double" -> "0";
        case "boolean" -> "false";
        case "date" -> "2000-01-01";
        case "dateTime" -> "2000-01-01T00:00:00";
        case "time" -> "00:00:00";
        case "gYear" -> "2000";
        case "gYearMonth" -> "2000-01";
        case "duration" -> "P0D";
        case "anyURI" -> "http://example.com/";
        default -> numeric(simple) ? "0" : "";
        };
    }

    private static boolean numeric(XSDSimpleTypeDefinition type) {
        for (XSDSimpleTypeDefinition t = type; t != null && t.getBaseTypeDefinition() != t; t = t.getBaseTypeDefinition()) {
            if ("decimal".equals(t.getName()) || "integer".equals(t.getName())) {
                return true;
            }
        }
        return false;
    }

    private void indent(int depth) {
        out.append("  ".repeat(depth));
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;");
    }
}
