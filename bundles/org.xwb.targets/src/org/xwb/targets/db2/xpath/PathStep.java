package org.xwb.targets.db2.xpath;

import java.util.Map;
import java.util.Objects;

/**
 * One step of a node path: the kind of node it selects, its name test ({@code null} URI or local
 * name is a wildcard: {@code *}, {@code p:*}, {@code *:name}) and whether it follows a
 * {@code //} (descendant-or-self::node()/, or the descendant axis) instead of a plain child or
 * attribute step.
 */
public record PathStep(boolean descendant, Kind kind, String uri, String local) {

    public enum Kind {
        ELEMENT, ATTRIBUTE, TEXT, NODE, COMMENT, PROCESSING_INSTRUCTION
    }

    public static PathStep element(boolean descendant, String uri, String local) {
        return new PathStep(descendant, Kind.ELEMENT, uri, local);
    }

    public static PathStep attribute(boolean descendant, String uri, String local) {
        return new PathStep(descendant, Kind.ATTRIBUTE, uri, local);
    }

    public static PathStep kind(boolean descendant, Kind kind) {
        return new PathStep(descendant, kind, null, null);
    }

    /** True when every node this step's test accepts is accepted by {@code this} step's test too. */
    public boolean testCovers(PathStep other) {
        boolean kindCovers = kind == other.kind || (kind == Kind.NODE && other.kind != Kind.ATTRIBUTE);
        if (!kindCovers) {
            return false;
        }
        if (kind == Kind.TEXT || kind == Kind.COMMENT || (kind == Kind.NODE && other.kind != Kind.NODE)) {
            return true;
        }
        return (uri == null || Objects.equals(uri, other.uri)) && (local == null || Objects.equals(local, other.local));
    }

    /** The step as XPath, with the prefixes of {@code prefixes} (namespace URI to prefix). */
    public String render(Map<String, String> prefixes) {
        String separator = descendant ? "//" : "/";
        return separator + switch (kind) {
            case ELEMENT -> name(prefixes);
            case ATTRIBUTE -> "@" + name(prefixes);
            case TEXT -> "text()";
            case NODE -> "node()";
            case COMMENT -> "comment()";
            case PROCESSING_INSTRUCTION -> "processing-instruction()";
        };
    }

    private String name(Map<String, String> prefixes) {
        String localPart = local == null ? "*" : local;
        if (uri == null) {
            return local == null ? "*" : "*:" + local;
        }
        if (uri.isEmpty()) {
            return localPart;
        }
        String prefix = prefixes.get(uri);
        return prefix != null ? prefix + ":" + localPart : "Q{" + uri + "}" + localPart;
    }
}
