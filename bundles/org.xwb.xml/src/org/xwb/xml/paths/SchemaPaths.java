package org.xwb.xml.paths;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.w3c.dom.Element;
import org.xwb.xml.paths.ContentModel.Declaration;
import org.xwb.xml.paths.PathSteps.Step;

/**
 * The paths an XML Schema allows: which elements and attributes a path such as
 * {@code /o:FIXML/o:Order/@ID} reaches in documents valid against the schema, with their value
 * types, and which names may come next after a path (completion). Reads the schema's own files
 * (includes and imports next to it) with the hardened parser; nothing is fetched from the
 * network. Immutable after reading apart from an internal cache; not thread-safe.
 *
 * <pre>
 * SchemaPaths fixml = SchemaPaths.read(kit.fixmlSchema());
 * fixml.select("/o:FIXML/o:Order/@ID", Map.of("o", TpoxKit.FIXML_NAMESPACE)); // [@ID string]
 * </pre>
 */
public final class SchemaPaths {

    private final SchemaComponents components;
    private final ContentModel model;

    private SchemaPaths(SchemaComponents components) {
        this.components = components;
        this.model = new ContentModel(components);
    }

    /** Reads schema files (entry points) and everything they include or import from local files. */
    public static SchemaPaths read(Path... schemaFiles) throws SchemaReadException {
        return new SchemaPaths(SchemaComponents.read(List.of(schemaFiles)));
    }

    /** Every schema file read. */
    public List<Path> files() {
        return List.copyOf(components.files);
    }

    /**
     * The nodes {@code path} reaches, each distinct node once; empty when the schema allows no
     * node there.
     *
     * @throws IllegalArgumentException for a path that cannot be read (see {@link PathSteps#parse})
     */
    public List<SchemaNode> select(String path, Map<String, String> prefixes) {
        PathSteps steps = PathSteps.parse(path, prefixes);
        Set<SchemaNode> nodes = new LinkedHashSet<>();
        List<Step> list = steps.steps();
        if (list.isEmpty()) {
            return List.of();
        }
        Step last = list.get(list.size() - 1);
        List<Declaration> contexts = walk(list.subList(0, list.size() - 1));
        if (contexts != null && contexts.isEmpty()) {
            return List.of();
        }
        if (last.attribute()) {
            for (Declaration context : scope(contexts, last.descendant())) {
                model.attributes(context).stream().filter(a -> last.matches(a.namespace(), a.name())).forEach(nodes::add);
            }
        } else {
            for (Declaration element : step(contexts, last)) {
                nodes.add(model.node(element));
            }
        }
        return List.copyOf(nodes);
    }

    /**
     * The names that may follow {@code path} as its next step: the child elements, then the
     * attributes, of every element the path reaches ({@code "/"}: the root elements).
     */
    public List<SchemaNode> next(String path, Map<String, String> prefixes) {
        String trimmed = path.strip();
        List<Declaration> contexts = trimmed.isEmpty() || trimmed.equals("/") ? null
                : walk(PathSteps.parse(trimmed, prefixes).steps());
        if (contexts != null && contexts.isEmpty()) {
            return List.of();
        }
        Map<String, SchemaNode> names = new LinkedHashMap<>();
        List<Declaration> children = contexts == null ? model.roots() : new ArrayList<>();
        if (contexts != null) {
            contexts.forEach(context -> children.addAll(model.childElements(context)));
        }
        children.forEach(child -> names.putIfAbsent("{" + child.namespace() + "}" + child.name(), model.node(child)));
        if (contexts != null) {
            for (Declaration context : contexts) {
                model.attributes(context).forEach(a -> names.putIfAbsent("@{" + a.namespace() + "}" + a.name(), a));
            }
        }
        return List.copyOf(names.values());
    }

    /** The element declarations after the steps: null for no step (the document), empty when a step reaches nothing. */
    private List<Declaration> walk(List<Step> steps) {
        List<Declaration> contexts = null;
        for (Step step : steps) {
            if (step.attribute()) {
                return List.of(); // nothing below an attribute
            }
            contexts = step(contexts, step);
            if (contexts.isEmpty()) {
                return contexts;
            }
        }
        return contexts;
    }

    /** The first step: from the document to its root (or any element, for {@code //}). */
    private List<Declaration> first(Step step) {
        List<Declaration> roots = model.roots();
        List<Declaration> candidates = step.descendant() ? closure(roots) : roots;
        return candidates.stream().filter(d -> step.matches(d.namespace(), d.name())).toList();
    }

    private List<Declaration> step(List<Declaration> contexts, Step step) {
        if (contexts == null) {
            return first(step);
        }
        Set<Element> seen = new HashSet<>();
        List<Declaration> next = new ArrayList<>();
        for (Declaration context : contexts) {
            List<Declaration> children = model.childElements(context);
            for (Declaration child : step.descendant() ? closure(children) : children) {
                if (step.matches(child.namespace(), child.name()) && seen.add(child.element())) {
                    next.add(child);
                }
            }
        }
        return next;
    }

    /** Where an attribute step looks: the contexts, and with {@code //} every element below them. */
    private List<Declaration> scope(List<Declaration> contexts, boolean descendant) {
        if (contexts == null) {
            return descendant ? closure(model.roots()) : List.of(); // the document itself has no attributes
        }
        if (!descendant) {
            return contexts;
        }
        List<Declaration> all = new ArrayList<>(contexts);
        contexts.forEach(context -> all.addAll(closure(model.childElements(context))));
        return all;
    }

    /** The declarations and every declaration reachable below them, each once. */
    private List<Declaration> closure(List<Declaration> start) {
        Set<Element> seen = new HashSet<>();
        List<Declaration> all = new ArrayList<>();
        Deque<Declaration> pending = new ArrayDeque<>(start);
        while (!pending.isEmpty()) {
            Declaration declaration = pending.poll();
            if (seen.add(declaration.element())) {
                all.add(declaration);
                pending.addAll(model.childElements(declaration));
            }
        }
        return all;
    }
}
