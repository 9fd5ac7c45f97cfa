package org.xwb.ui.scratchpad;

import java.util.LinkedHashMap;
import java.util.Map;

import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XwbFactory;
import org.xwb.targets.db2.xpath.XmlPattern;
import org.xwb.targets.jdbc.SqlText;
import org.xwb.targets.postgres.PostgresStatements;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.query.XPathNames;

/**
 * An XPath as XWB's statements need it: PostgreSQL's {@code xpath('...', doc, ARRAY[ARRAY[prefix,
 * uri]])} (built by the PostgreSQL target's own {@link PostgresStatements#xpathCall}), and DB2's
 * {@code XMLEXISTS('declare namespace ...; $d/...' PASSING doc AS "d")} predicate and
 * {@code GENERATE KEY USING XMLPATTERN} clause (checked as DB2 checks patterns, by
 * {@link XmlPattern}). Neither has a default element namespace, so the document's default
 * namespace gets a prefix (the kit's own: o for FIXML, c for CustAcc, s for Security) and the
 * XPath's unprefixed element names get it too.
 */
public final class StatementForms {

    /** The prefixes the kit's workloads use for its namespaces. */
    static final Map<String, String> KIT_PREFIXES = Map.of(TpoxKit.FIXML_NAMESPACE, "o", TpoxKit.CUSTACC_NAMESPACE, "c",
            TpoxKit.SECURITY_NAMESPACE, "s");
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private final Map<String, String> prefixes = new LinkedHashMap<>();
    private final String defaultPrefix;

    /** @param documentPrefixes the document's prefixes, "" for its default namespace */
    public StatementForms(Map<String, String> documentPrefixes) {
        documentPrefixes.forEach((prefix, uri) -> {
            if (!prefix.isEmpty() && !XSI.equals(uri) && !"xml".equals(prefix)) {
                prefixes.put(prefix, uri);
            }
        });
        String defaultUri = documentPrefixes.get("");
        if (defaultUri == null || defaultUri.isEmpty()) {
            defaultPrefix = null;
        } else {
            String wanted = KIT_PREFIXES.getOrDefault(defaultUri, "d");
            String prefix = wanted;
            for (int i = 1; prefixes.containsKey(prefix) && !defaultUri.equals(prefixes.get(prefix)); i++) {
                prefix = wanted + i;
            }
            defaultPrefix = prefix;
            prefixes.put(prefix, defaultUri);
        }
    }

    /** The XPath with the default namespace's prefix on its unprefixed element names. */
    public String qualified(String xpath) {
        return defaultPrefix == null ? xpath.strip() : XPathNames.qualify(xpath.strip(), defaultPrefix);
    }

    /** {@code xpath('<path>', doc, ARRAY[ARRAY['o', 'uri']])} (PostgreSQL evaluates XPath 1.0). */
    public String postgres(String xpath) {
        String path = qualified(xpath);
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName("scratchpad");
        used(path).forEach((prefix, uri) -> {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix(prefix);
            binding.setUri(uri);
            collection.getNamespaces().add(binding);
        });
        return new PostgresStatements().xpathCall(collection, path);
    }

    /**
     * The XMLEXISTS predicate (over the document variable $d for a path, the context item
     * otherwise) and, on a second line, the XMLPATTERN clause of an index on the path, or why the
     * path cannot be a pattern (SQL20304N with DB2's reason code).
     */
    public String db2(String xpath) {
        String path = qualified(xpath);
        StringBuilder prolog = new StringBuilder();
        Map<String, String> used = used(path);
        used.forEach((prefix, uri) -> prolog.append("declare namespace ").append(prefix).append("=\"").append(uri)
                .append("\"; "));
        String exists = path.startsWith("/")
                ? "XMLEXISTS(" + SqlText.literal(prolog + "$d" + path) + " PASSING doc AS \"d\")"
                : "XMLEXISTS(" + SqlText.literal(prolog + path) + " PASSING doc)";
        String pattern;
        try {
            XmlPattern.parse(path, used);
            pattern = "GENERATE KEY USING XMLPATTERN " + SqlText.literal(prolog + path) + " AS SQL VARCHAR(255)";
        } catch (IllegalArgumentException refused) {
            pattern = "-- no XMLPATTERN: " + refused.getMessage();
        }
        return exists + "\n" + pattern;
    }

    /** The prefixes a path uses, with their namespaces. */
    private Map<String, String> used(String path) {
        Map<String, String> used = new LinkedHashMap<>();
        prefixes.forEach((prefix, uri) -> {
            if (java.util.regex.Pattern.compile("(^|[^\\w.-])" + java.util.regex.Pattern.quote(prefix) + ":[\\w*]")
                    .matcher(path).find()) {
                used.put(prefix, uri);
            }
        });
        return used;
    }

    /** The prefixes in scope for the scratchpad's XPath: the document's, the default's prefix, and "" for the default. */
    public Map<String, String> inScope(String defaultUri) {
        Map<String, String> scope = new LinkedHashMap<>(prefixes);
        if (defaultUri != null && !defaultUri.isEmpty()) {
            scope.put("", defaultUri);
        }
        return scope;
    }
}
