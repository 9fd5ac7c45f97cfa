package org.xwb.model.tpox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XwbFactory;

/**
 * Reads TPoX {@code <collections>}. The schema leaves the content of {@code <ids>} open, so the
 * id range is accepted in any of these spellings (attribute names in any case):
 * <ul>
 * <li>first id: {@code first}, {@code firstid}, {@code start}, {@code from}, {@code min},
 * {@code low};</li>
 * <li>last id (inclusive): {@code last}, {@code lastid}, {@code end}, {@code to}, {@code max},
 * {@code high};</li>
 * <li>or as text: {@code <ids>1-6000</ids>} or {@code <ids>1..6000</ids>}.</li>
 * </ul>
 * {@code <files>} becomes the collection's documents: dir, firstfileid, lastfileid, docsperfile,
 * fileprefix, filepostfix.
 */
final class TpoxCollections {

    static final List<String> FIRST_ID = List.of("first", "firstid", "start", "from", "min", "low");
    static final List<String> LAST_ID = List.of("last", "lastid", "end", "to", "max", "high");

    private static final Pattern TEXT_RANGE = Pattern.compile("\\s*(-?\\d+)\\s*(?:-|\\.\\.)\\s*(-?\\d+)\\s*");

    private final ElementRules rules;

    TpoxCollections(ElementRules rules) {
        this.rules = rules;
    }

    /** The collections by name, in file order; empty when there is no {@code <collections>}. */
    Map<String, Collection> read(XmlElement collections) {
        Map<String, Collection> byName = new LinkedHashMap<>();
        if (collections == null) {
            return byName;
        }
        rules.onlyAttributes(collections);
        rules.container(collections, "collection");
        for (XmlElement element : rules.all(collections, "collection")) {
            Collection collection = collection(element);
            if (collection == null) {
                continue;
            }
            if (byName.putIfAbsent(collection.getName(), collection) != null) {
                rules.report(element, "a second collection named '" + collection.getName() + "'");
            }
        }
        return byName;
    }

    private Collection collection(XmlElement element) {
        rules.onlyAttributes(element, "name");
        rules.container(element, "ids", "files");
        String name = rules.required(element, "name");
        if (name == null || name.isBlank()) {
            if (name != null) {
                rules.report(element, "the collection name is empty");
            }
            return null;
        }
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName(name.strip());
        collection.setDocumentKind(TpoxWorkloadImporter.documentKind(collection.getName()));
        idPathOfKind(collection);
        XmlElement ids = rules.single(element, "ids");
        if (ids != null) {
            idRange(ids, collection);
        }
        XmlElement files = rules.single(element, "files");
        if (files != null) {
            collection.setDocuments(documents(files));
        }
        return collection;
    }

    /**
     * A TPoX document kind has a known id (the one TPoX's ids sources draw), so documents loaded
     * or inserted from the collection's files get their id from it, as in the kit's workloads.
     */
    private static void idPathOfKind(Collection collection) {
        String[] known = collection.getDocumentKind() == null ? null : switch (collection.getDocumentKind()) {
        case "custacc" -> new String[] { "c", "http://tpox-benchmark.com/custacc", "/c:Customer/@id" };
        case "order" -> new String[] { "o", "http://www.fixprotocol.org/FIXML-4-4", "/o:FIXML/o:Order/@ID" };
        case "security" -> new String[] { "s", "http://tpox-benchmark.com/security", "/s:Security/@id" };
        default -> null;
        };
        if (known != null) {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix(known[0]);
            binding.setUri(known[1]);
            collection.getNamespaces().add(binding);
            collection.setIdPath(known[2]);
        }
    }

    private void idRange(XmlElement ids, Collection collection) {
        int problemsBefore = rules.problems().size();
        rules.leaf(ids);
        Long first = null;
        Long last = null;
        for (Map.Entry<String, String> attribute : ids.attributes().entrySet()) {
            String name = attribute.getKey().toLowerCase(Locale.ROOT);
            if (FIRST_ID.contains(name)) {
                first = first == null ? number(ids, attribute) : duplicate(ids, "first");
            } else if (LAST_ID.contains(name)) {
                last = last == null ? number(ids, attribute) : duplicate(ids, "last");
            } else {
                rules.report(ids, "<ids> has no attribute '" + attribute.getKey() + "'; the first id is one of "
                        + FIRST_ID + ", the last id one of " + LAST_ID);
            }
        }
        String text = ids.text().strip();
        if (!text.isEmpty()) {
            Matcher range = TEXT_RANGE.matcher(text);
            if (!ids.attributes().isEmpty()) {
                rules.report(ids, "<ids> gives its range both as attributes and as text '" + text + "'");
            } else if (!range.matches()) {
                rules.report(ids, "<ids>" + text + "</ids> is not a range such as 1-6000 or 1..6000");
            } else {
                first = Long.valueOf(range.group(1));
                last = Long.valueOf(range.group(2));
            }
        }
        if (first == null || last == null) {
            if (rules.problems().size() == problemsBefore) {
                rules.report(ids, "<ids> needs a first and a last id, e.g. <ids first=\"1\" last=\"6000\"/>");
            }
            return;
        }
        if (last < first) {
            rules.report(ids, "the id range " + first + ".." + last + " is empty: the last id is below the first");
            return;
        }
        collection.setFirstId(first);
        collection.setLastId(last);
    }

    private Long number(XmlElement ids, Map.Entry<String, String> attribute) {
        try {
            return Long.valueOf(attribute.getValue().strip());
        } catch (NumberFormatException notNumber) {
            rules.report(ids, attribute.getKey() + "=\"" + attribute.getValue() + "\" is not a whole number");
            return null;
        }
    }

    private Long duplicate(XmlElement ids, String which) {
        rules.report(ids, "<ids> gives the " + which + " id twice");
        return null;
    }

    private DocumentSource documents(XmlElement files) {
        rules.onlyAttributes(files, "dir", "firstfileid", "lastfileid", "docsperfile", "fileprefix", "filepostfix");
        rules.leaf(files);
        String dir = rules.required(files, "dir");
        Long firstFile = rules.integer(files, "firstfileid");
        Long lastFile = rules.integer(files, "lastfileid");
        Long perFile = rules.integer(files, "docsperfile");
        if (dir == null || !fitsInt(files, "firstfileid", firstFile) || !fitsInt(files, "lastfileid", lastFile)
                || !fitsInt(files, "docsperfile", perFile)) {
            return null;
        }
        if (lastFile < firstFile) {
            rules.report(files, "lastfileid " + lastFile + " is below firstfileid " + firstFile);
            return null;
        }
        if (perFile < 1) {
            rules.report(files, "docsperfile must be at least 1, not " + perFile);
            return null;
        }
        DocumentSource documents = XwbFactory.eINSTANCE.createDocumentSource();
        documents.setDirectory(dir);
        documents.setFirstFileId(firstFile.intValue());
        documents.setLastFileId(lastFile.intValue());
        documents.setDocsPerFile(perFile.intValue());
        documents.setFilePrefix(files.attribute("fileprefix"));
        documents.setFilePostfix(files.attribute("filepostfix"));
        return documents;
    }

    private boolean fitsInt(XmlElement files, String attribute, Long value) {
        if (value != null && (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE)) {
            rules.report(files, attribute + "=\"" + value + "\" is too large");
            return false;
        }
        return value != null;
    }
}
