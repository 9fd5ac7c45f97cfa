package org.xwb.xml.schema;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.eclipse.xsd.XSDAttributeDeclaration;
import org.eclipse.xsd.XSDAttributeUse;
import org.eclipse.xsd.XSDComplexTypeContent;
import org.eclipse.xsd.XSDComplexTypeDefinition;
import org.eclipse.xsd.XSDConcreteComponent;
import org.eclipse.xsd.XSDElementDeclaration;
import org.eclipse.xsd.XSDModelGroup;
import org.eclipse.xsd.XSDModelGroupDefinition;
import org.eclipse.xsd.XSDParticle;
import org.eclipse.xsd.XSDParticleContent;
import org.eclipse.xsd.XSDSimpleTypeDefinition;
import org.eclipse.xsd.XSDTypeDefinition;
import org.eclipse.xsd.XSDWildcard;

/**
 * The content model of a global element as a tree a reader can walk: the element, its attributes
 * (required or optional), and its particles (sequence, choice, all, elements, wildcards) with
 * their cardinalities, down through the elements' types. Children are worked out when asked for,
 * so a recursive type (an element that may contain itself) is shown as deep as the reader opens
 * it, never expanded in advance.
 */
public final class ContentModel {

    /** What a node of the tree is. */
    public enum Kind {
        ELEMENT, ATTRIBUTE, SEQUENCE, CHOICE, ALL, ANY, TEXT
    }

    /**
     * One node: its label (an element's name and type, a compositor, an attribute and its type),
     * its cardinality ("1", "0..1", "0..*", "1..*", "2..5"; an attribute's "required"/"optional"),
     * where it is declared (null when nowhere in a file), and its children, computed on demand.
     */
    public final class Node {
        private final Kind kind;
        private final String label;
        private final String cardinality;
        private final Place place;
        private final XSDConcreteComponent expands;
        private final Set<XSDTypeDefinition> outer;
        private List<Node> children;

        private Node(Kind kind, String label, String cardinality, Place place, XSDConcreteComponent expands,
                Set<XSDTypeDefinition> outer) {
            this.kind = kind;
            this.label = label;
            this.cardinality = cardinality;
            this.place = place;
            this.expands = expands;
            this.outer = outer;
        }

        public Kind kind() {
            return kind;
        }

        public String label() {
            return label;
        }

        public String cardinality() {
            return cardinality;
        }

        public Place place() {
            return place;
        }

        public boolean hasChildren() {
            return !children().isEmpty();
        }

        public List<Node> children() {
            if (children == null) {
                children = expand();
            }
            return children;
        }

        private List<Node> expand() {
            List<Node> nodes = new ArrayList<>();
            if (expands instanceof XSDElementDeclaration element) {
                XSDTypeDefinition type = element.getResolvedElementDeclaration().getTypeDefinition();
                if (type == null || outer.contains(type)) {
                    return nodes;
                }
                Set<XSDTypeDefinition> inside = new HashSet<>(outer);
                inside.add(type);
                if (type instanceof XSDComplexTypeDefinition complex) {
                    for (XSDAttributeUse use : complex.getAttributeUses()) {
                        XSDAttributeDeclaration attribute = use.getAttributeDeclaration().getResolvedAttributeDeclaration();
                        nodes.add(new Node(Kind.ATTRIBUTE, "@" + attribute.getName() + " : " + typeName(
                                attribute.getTypeDefinition()), use.isRequired() ? "required" : "optional",
                                places.apply(attribute), null, inside));
                    }
                    XSDComplexTypeContent content = complex.getContentType();
                    if (content instanceof XSDParticle particle) {
                        nodes.add(particle(particle, inside));
                    } else if (content instanceof XSDSimpleTypeDefinition simple) {
                        // attributes and text: the text's type is said nowhere else
                        nodes.add(new Node(Kind.TEXT, "text : " + typeName(simple), "1", null, null, inside));
                    }
                } // a simple type: the element's label says it; a "text" row under every such element was noise
            } else if (expands instanceof XSDModelGroup group) {
                for (XSDParticle particle : group.getParticles()) { // getContents() is empty in a type derived by extension
                    nodes.add(particle(particle, outer));
                }
            }
            return nodes;
        }

        @Override
        public String toString() {
            return label + " [" + cardinality + "]";
        }
    }

    private final Function<XSDConcreteComponent, Place> places;
    private final Node root;

    ContentModel(XSDElementDeclaration element, Function<XSDConcreteComponent, Place> places) {
        this.places = places;
        XSDElementDeclaration resolved = element.getResolvedElementDeclaration();
        this.root = new Node(Kind.ELEMENT, elementLabel(resolved), "1", places.apply(resolved), resolved, Set.of());
    }

    public Node root() {
        return root;
    }

    private Node particle(XSDParticle particle, Set<XSDTypeDefinition> outer) {
        String cardinality = cardinality(particle.getMinOccurs(), particle.getMaxOccurs());
        XSDParticleContent content = particle.getContent();
        if (content instanceof XSDModelGroupDefinition definition) {
            content = definition.getResolvedModelGroupDefinition().getModelGroup();
        }
        if (content instanceof XSDElementDeclaration element) {
            XSDElementDeclaration resolved = element.getResolvedElementDeclaration();
            return new Node(Kind.ELEMENT, elementLabel(resolved), cardinality, places.apply(resolved), resolved, outer);
        }
        if (content instanceof XSDModelGroup group) {
            Kind kind = switch (group.getCompositor()) {
            case CHOICE_LITERAL -> Kind.CHOICE;
            case ALL_LITERAL -> Kind.ALL;
            default -> Kind.SEQUENCE;
            };
            return new Node(kind, kind.name().toLowerCase(java.util.Locale.ROOT), cardinality, places.apply(group), group,
                    outer);
        }
        if (content instanceof XSDWildcard wildcard) {
            String namespaces = wildcard.getStringNamespaceConstraint() == null ? "" : wildcard.getStringNamespaceConstraint();
            return new Node(Kind.ANY, "any element" + (namespaces.isBlank() ? "" : " (" + namespaces + ")"), cardinality,
                    places.apply(wildcard), null, outer);
        }
        return new Node(Kind.ANY, "(unresolved particle)", cardinality, null, null, outer);
    }

    private static String elementLabel(XSDElementDeclaration element) {
        XSDTypeDefinition type = element.getTypeDefinition();
        String typeText = type == null ? "?"
                : type.getName() == null && !(type instanceof XSDSimpleTypeDefinition) ? "(anonymous type)" : typeName(type);
        return element.getName() + " : " + typeText;
    }

    private static String typeName(XSDTypeDefinition type) {
        if (type == null) {
            return "?";
        }
        if (type.getName() == null) {
            return type instanceof XSDSimpleTypeDefinition simple && simple.getBaseTypeDefinition() != null
                    ? "restriction of " + typeName(simple.getBaseTypeDefinition())
                    : "(anonymous type)";
        }
        return type.getName();
    }

    /** "1", "0..1", "0..*", "1..*", "m..n" from minOccurs and maxOccurs (-1 for unbounded). */
    static String cardinality(int min, int max) {
        String upper = max == XSDParticle.UNBOUNDED ? "*" : Integer.toString(max);
        return min == max ? Integer.toString(min) : min + ".." + upper;
    }
}
