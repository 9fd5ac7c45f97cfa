package org.xwb.ui.scratchpad;

import java.util.LinkedHashMap;
import java.util.Map;

import org.xwb.targets.TargetKinds;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.query.XPathNames;

/**
 * An XPath as XWB's statements need it: PostgreSQL's {@code xpath('...', doc, ARRAY[ARRAY[prefix,
 * uri]])}, and DB2's {@code XMLEXISTS('declare namespace ...; $d/...' PASSING doc AS "d")} predicate
 * and {@code GENERATE KEY USING XMLPATTERN} clause (checked as DB2 checks patterns), each written by
 * the dialect's own statement builder ({@code StatementHelper.xpathForm}, found through
 * {@link TargetKinds#statementHelper}). Neither has a default element namespace, so the document's default
 * namespace gets a prefix (the kit's own: o for FIXML, c for CustAcc, s for Security) and the
 * XPath's unprefixed element names get it too.
 */
public final class StatementForms {

    /** The prefixes the kit's workloads use for its namespaces. */
    static final Map<String, String> KIT_PREFIXES = Map.of(TpoxKit.FIXML_NAMESPACE, "o", TpoxKit.CUSTACC_NAMESPACE, "c",
            TpoxKit.SECURITY_NAMESPACE, "s");
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";
    /** The dialects of the scratchpad's two "Copy as" buttons, as workloads name them. */
    static final String POSTGRES = "postgresql";
    static final String DB2 = "db2";

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
        return form(POSTGRES, xpath);
    }

    /**
     * The XMLEXISTS predicate (over the document variable $d for a path, the context item
     * otherwise) and, on a second line, the XMLPATTERN clause of an index on the path, or why the
     * path cannot be a pattern (SQL20304N with DB2's reason code).
     */
    public String db2(String xpath) {
        return form(DB2, xpath);
    }

    /** The XPath, qualified, in the form the dialect's own statement builder writes. */
    public String form(String dialect, String xpath) {
        String path = qualified(xpath);
        return TargetKinds.statementHelper(dialect).flatMap(helper -> helper.xpathForm(path, used(path)))
                .orElseThrow(() -> new IllegalArgumentException("The " + dialect + " dialect has no XPath form"));
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
