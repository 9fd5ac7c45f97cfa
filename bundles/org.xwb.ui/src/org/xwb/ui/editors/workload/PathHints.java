package org.xwb.ui.editors.workload;

import java.util.Locale;
import java.util.Optional;

import org.xwb.kit.design.DocumentKinds;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;

/**
 * The example an empty path field shows, fitted to the collection: a custacc collection's id is
 * at /c:Customer/@id, not at the orders' /o:FIXML/o:Order/@ID. Known from the collection's TPoX
 * kind, else its name, else a namespace of a TPoX kind it binds (with the collection's own prefix).
 */
public final class PathHints {

    private PathHints() {
    }

    /** Where the collection's document ids probably are; a generic example when nothing tells. */
    public static String idPath(Collection collection) {
        if (collection == null) {
            return "";
        }
        return kind(collection).map(kind -> withPrefix(kind, collection)).orElseGet(() -> {
            String prefix = collection.getNamespaces().isEmpty() ? "" : collection.getNamespaces().get(0).getPrefix() + ":";
            return "/" + prefix + "Root/@id";
        });
    }

    /** An index path example: the collection's id path when it has one, else {@link #idPath}. */
    public static String indexPath(Collection collection) {
        if (collection != null && collection.getIdPath() != null && !collection.getIdPath().isBlank()) {
            return collection.getIdPath();
        }
        return idPath(collection);
    }

    private static Optional<DocumentKinds> kind(Collection collection) {
        Optional<DocumentKinds> byKind = DocumentKinds.of(collection.getDocumentKind());
        if (byKind.isPresent()) {
            return byKind;
        }
        String name = collection.getName() == null ? "" : collection.getName().toLowerCase(Locale.ROOT);
        for (DocumentKinds kind : DocumentKinds.values()) {
            if (name.startsWith(kind.literal())) { // custacc, security, order(s)
                return Optional.of(kind);
            }
        }
        for (DocumentKinds kind : DocumentKinds.values()) {
            if (binding(collection, kind) != null) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    /** The kind's id path with the prefix the collection binds to the kind's namespace. */
    private static String withPrefix(DocumentKinds kind, Collection collection) {
        NamespaceBinding binding = binding(collection, kind);
        if (binding == null || binding.getPrefix() == null || binding.getPrefix().equals(kind.prefix())) {
            return kind.idPath();
        }
        return kind.idPath().replace("/" + kind.prefix() + ":", "/" + binding.getPrefix() + ":")
                .replace("@" + kind.prefix() + ":", "@" + binding.getPrefix() + ":");
    }

    private static NamespaceBinding binding(Collection collection, DocumentKinds kind) {
        return collection.getNamespaces().stream().filter(b -> kind.namespace().equals(b.getUri())).findFirst().orElse(null);
    }
}
