package org.xwb.targets.db2.eligibility;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.targets.db2.Db2Version;
import org.xwb.targets.db2.eligibility.Db2IndexCheck.PredicateReport;
import org.xwb.targets.db2.eligibility.IndexRules.Refusal;
import org.xwb.targets.db2.eligibility.ValuePredicate.Range;

/**
 * The index rules on IBM's own examples. The statements are IBM's, with the XML column named doc
 * as in XWB's tables (IBM's examples name it companydocs, info, porder); XQUERY statements name it
 * in db2-fn:xmlcolumn as DB2 stores XWB's unquoted names, 'CUSTOMER.DOC' ("xmlcolumn function":
 * the argument is case sensitive and names the column exactly). Pages (Db2 for Linux, UNIX and Windows unless z/OS is said):
 * <ul>
 * <li>"Data type of literals": https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024063.html</li>
 * <li>"Restrictiveness of index definitions": https://www.ibm.com/docs/en/db2/12.1?topic=queries-restrictiveness-index-definitions</li>
 * <li>"Join predicate conversion": https://www.ibm.com/docs/en/db2/11.5.x?topic=queries-join-predicate-conversion</li>
 * <li>"Considerations when specifying text() nodes": https://www.ibm.com/docs/en/db2/12.1.0?topic=queries-considerations-when-specifying-text-nodes</li>
 * <li>"XMLEXISTS predicate usage": https://www.ibm.com/support/knowledgecenter/SSEPGG_11.1.0/com.ibm.db2.luw.xml.doc/doc/c0024065.html</li>
 * <li>z/OS, "Examples of XML index usage by equal predicates": https://www.ibm.com/docs/en/db2-for-zos/13.0.0?topic=them-examples-xml-index-usage-by-equal-predicates</li>
 * <li>z/OS, "Example of XML index usage by join predicates": https://www.ibm.com/docs/en/db2-for-zos/13.0.0?topic=them-example-xml-index-usage-by-join-predicates</li>
 * </ul>
 */
class IndexEligibilityTest {

    /** "Data type of literals": @id="31201" is a string comparison: a VARCHAR index serves it, a DOUBLE one cannot. */
    @Test
    void aStringLiteralNeedsAVarcharIndex() {
        Workload w = workload(collection("companyinfo", null, index("empindex", "/company/emp/@id", IndexKeyType.VARCHAR),
                index("empnum", "/company/emp/@id", IndexKeyType.DOUBLE)));
        PredicateReport p = only(w, "SELECT doc FROM companyinfo WHERE XMLEXISTS('$x/company/emp[@id=\"31201\"]' PASSING doc AS \"x\")");
        assertEquals(List.of("empindex"), names(p.servedBy()));
        assertEquals(Refusal.Kind.TYPE, refusal(p, "empnum").kind());
        assertTrue(refusal(p, "empnum").reason().startsWith("it compares xs:string (\"31201\") and the index holds DOUBLE keys"),
                refusal(p, "empnum").reason());
        PredicateReport numeric = only(w, "SELECT doc FROM companyinfo WHERE XMLEXISTS('$x/company/emp[@id > 3]' PASSING doc AS \"x\")");
        assertEquals(List.of("empnum"), names(numeric.servedBy()), "@id > 3 is numeric");
    }

    /** "Restrictiveness of index definitions": //@salary and /company/emp/@salary both serve emp[@salary > 35000]; //@id serves both @id queries. */
    @Test
    void aWiderPatternServesNarrowerPaths() {
        Workload w = workload(collection("companyinfo", null, index("anysalary", "//@salary", IndexKeyType.DOUBLE),
                index("empsalary", "/company/emp/@salary", IndexKeyType.DOUBLE), index("empdeptindex", "//@id", IndexKeyType.VARCHAR)));
        assertEquals(List.of("anysalary", "empsalary"), names(only(w,
                "SELECT doc FROM companyinfo WHERE XMLEXISTS('$x/company/emp[@salary > 35000]' PASSING doc AS \"x\")").servedBy()));
        assertEquals(List.of("empdeptindex"), names(only(w,
                "SELECT doc FROM companyinfo WHERE XMLEXISTS('$x/company/emp[@id=\"31664\"]' PASSING doc AS \"x\")").servedBy()));
        assertEquals(List.of("empdeptindex"), names(only(w,
                "SELECT doc FROM companyinfo WHERE XMLEXISTS('$x/company/emp/dept[@id=\"K55\"]' PASSING doc AS \"x\")").servedBy()));
    }

    /** z/OS "equal predicates": //address[@zip="95141"] is a superset of /customerinfo/address/@zip, only //address/@zip serves it. */
    @Test
    void aDescendantStepInTheQueryNeedsOneInThePattern() {
        Workload w = workload(collection("customer", null, index("cust_zip_str", "/customerinfo/address/@zip", IndexKeyType.VARCHAR),
                index("cust_zip_str2", "//address/@zip", IndexKeyType.VARCHAR)));
        PredicateReport p = only(w, "SELECT doc FROM customer WHERE XMLEXISTS('$x//address[@zip=\"95141\"]' PASSING customer.doc AS \"x\")");
        assertEquals(List.of("cust_zip_str2"), names(p.servedBy()));
        assertEquals("the comparison's path //address/@zip can reach nodes outside its pattern /customerinfo/address/@zip",
                refusal(p, "cust_zip_str").reason());
        assertEquals(List.of("cust_zip_str", "cust_zip_str2"), names(only(w,
                "SELECT doc FROM customer WHERE XMLEXISTS('$x/customerinfo/address[@zip=\"95141\"]' PASSING doc AS \"x\")").servedBy()));
    }

    /** A * in the pattern holds any element there; a * in the query is not held by a named step. */
    @Test
    void wildcardsInPatternAndQuery() {
        Workload w = workload(collection("security", "http://tpox-benchmark.com/security",
                index("sector", "/s:Security/s:SecurityInformation/*/s:Sector", IndexKeyType.VARCHAR),
                index("stock_sector", "/s:Security/s:SecurityInformation/s:StockInformation/s:Sector", IndexKeyType.VARCHAR)));
        String ns = "declare namespace s=\"http://tpox-benchmark.com/security\"; ";
        assertEquals(List.of("sector", "stock_sector"), names(only(w, "SELECT doc FROM security WHERE XMLEXISTS('" + ns
                + "$d/s:Security[s:SecurityInformation/s:StockInformation/s:Sector = \"Energy\"]' PASSING doc AS \"d\")").servedBy()));
        assertEquals(List.of("sector"), names(only(w, "SELECT doc FROM security WHERE XMLEXISTS('" + ns
                + "$d/s:Security[s:SecurityInformation/*/s:Sector = $s]' PASSING doc AS \"d\", CAST(? AS VARCHAR(40)) AS \"s\")")
                .servedBy()));
    }

    /**
     * "Join predicate conversion": porder[@cid = $i/@cid] compares two untyped values, "neither of
     * the two indexes can be used"; with one side cast, the other side's index serves the join
     * (z/OS "join predicates": $x/customerinfo[@Cid = $y/order/customer/@id/fn:string(.)] uses a
     * VARCHAR index on /customerinfo/@Cid).
     */
    @Test
    void anUntypedJoinUsesNoIndexAndACastSideLetsTheOtherUseOne() {
        Workload w = workload(collection("customer", null, index("idx1", "/customerinfo/@cid", IndexKeyType.INTEGER)),
                collection("purchaseorder", null, index("idx2", "/porder/@cid", IndexKeyType.INTEGER)));
        List<PredicateReport> join = analyze(w, "XQUERY for $i in db2-fn:xmlcolumn(\"CUSTOMER.DOC\")/customerinfo "
                + "for $j in db2-fn:xmlcolumn(\"PURCHASEORDER.DOC\")/porder[@cid = $i/@cid] where $i/zipcode = \"95141\" return $j");
        PredicateReport porder = join.stream().filter(p -> p.predicate().collection().getName().equals("purchaseorder")).findFirst()
                .orElseThrow();
        PredicateReport customer = join.stream().filter(p -> p.predicate().pathText().equals("/customerinfo/@cid")).findFirst()
                .orElseThrow();
        assertTrue(porder.servedBy().isEmpty() && customer.servedBy().isEmpty());
        assertEquals(Refusal.Kind.JOIN, refusal(porder, "idx2").kind());
        assertTrue(refusal(porder, "idx2").reason().endsWith("cast the other side to the index's type, $i/@cid/xs:double(.) "
                + "for this INTEGER index"), refusal(porder, "idx2").reason());
        List<PredicateReport> cast = analyze(w, "XQUERY for $i in db2-fn:xmlcolumn(\"CUSTOMER.DOC\")/customerinfo "
                + "for $j in db2-fn:xmlcolumn(\"PURCHASEORDER.DOC\")/porder[@cid = $i/@cid/xs:double(.)] return $j");
        // idx2 holds INTEGER keys: whether DB2 uses an INTEGER index for a numeric comparison is not settled (issue 31)
        assertEquals(List.of(), names(cast.get(0).servedBy()));
        assertEquals(Refusal.Kind.TYPE, cast.get(0).uncertain().values().iterator().next().kind());
        Workload doubles = workload(collection("customer", null), collection("purchaseorder", null,
                index("idx2", "/porder/@cid", IndexKeyType.DOUBLE)));
        assertEquals(List.of("idx2"), names(analyze(doubles, "XQUERY for $i in db2-fn:xmlcolumn(\"CUSTOMER.DOC\")/customerinfo "
                + "for $j in db2-fn:xmlcolumn(\"PURCHASEORDER.DOC\")/porder[@cid = $i/@cid/xs:double(.)] return $j").get(0)
                .servedBy()));

        Workload strings = workload(collection("customer", null, index("cust_cid_str", "/customerinfo/@Cid", IndexKeyType.VARCHAR)),
                collection("order", null));
        assertEquals(List.of("cust_cid_str"), names(only(strings, "SELECT c.doc FROM customer c, order o WHERE XMLEXISTS("
                + "'$x/customerinfo[@Cid = $y/order/customer/@id/fn:string(.)]' PASSING c.doc AS \"x\", o.doc AS \"y\")").servedBy()));
    }

    /** "Considerations when specifying text() nodes": "If you do specify text(), queries must also use text()". */
    @Test
    void textMustBeUsedAlikeInPatternAndQuery() {
        Workload w = workload(collection("company", null, index("nameindex", "/company/emp/name/text()", IndexKeyType.VARCHAR)));
        PredicateReport element = only(w, "SELECT doc FROM company WHERE XMLEXISTS('$c/company/emp[name = \"Laura\"]' PASSING doc AS \"c\")");
        assertTrue(element.servedBy().isEmpty());
        assertEquals("its pattern /company/emp/name/text() indexes text() nodes and the comparison is on the element "
                + "/company/emp/name (IBM: use /text() consistently in index definitions and predicates)",
                refusal(element, "nameindex").reason());
        assertEquals(List.of("nameindex"), names(only(w,
                "SELECT doc FROM company WHERE XMLEXISTS('$c/company/emp[name/text() = \"Laura\"]' PASSING doc AS \"c\")").servedBy()));
    }

    /** "XMLEXISTS predicate usage": a bare comparison in XMLEXISTS is always true and uses no index; in brackets it filters. */
    @Test
    void aBareComparisonInXmlexistsIsAlwaysTrue() {
        Workload w = workload(collection("mytable", null, index("myidx", "//text()", IndexKeyType.VARCHAR)));
        PredicateReport bare = only(w, "SELECT doc FROM mytable WHERE XMLEXISTS('$doc/CUSTOMER/ORDERS/ORDERKEY/text()=\"A512\" ' "
                + "PASSING doc AS \"doc\")");
        assertEquals(Refusal.Kind.USAGE, refusal(bare, "myidx").kind());
        assertTrue(refusal(bare, "myidx").reason().startsWith("XMLEXISTS of a bare comparison is always true"));
        assertEquals(List.of("myidx"), names(only(w, "SELECT doc FROM mytable WHERE XMLEXISTS("
                + "'$doc/CUSTOMER[ORDERS/ORDERKEY/text()=\"A512\"] ' PASSING doc AS \"doc\")").servedBy()));
    }

    /** A lower and an upper bound on '.' are one range (between); on a path written twice they may hold for different nodes. */
    @Test
    void betweenIsTwoBoundsOnOneNode() {
        Workload w = workload(collection("security", "http://tpox-benchmark.com/security",
                index("security_pe", "/s:Security/s:PE", IndexKeyType.DOUBLE)));
        String ns = "declare namespace s=\"http://tpox-benchmark.com/security\"; ";
        List<PredicateReport> between = analyze(w, "SELECT doc FROM security WHERE XMLEXISTS('" + ns
                + "$d/s:Security[s:PE[. >= $a and . < $b]]' PASSING doc AS \"d\", CAST(? AS DOUBLE) AS \"a\", CAST(? AS DOUBLE) AS \"b\")");
        assertEquals(2, between.size());
        between.forEach(p -> assertEquals(Range.BETWEEN, p.predicate().range()));
        between.forEach(p -> assertEquals(List.of("security_pe"), names(p.servedBy())));
        List<PredicateReport> split = analyze(w, "SELECT doc FROM security WHERE XMLEXISTS('" + ns
                + "$d/s:Security[s:PE >= $a and s:PE < $b]' PASSING doc AS \"d\", CAST(? AS DOUBLE) AS \"a\", CAST(? AS DOUBLE) AS \"b\")");
        split.forEach(p -> assertEquals(Range.SPLIT, p.predicate().range()));
        assertEquals("s:PE is tested twice, and each test may hold for a different s:PE node, so this is two comparisons, not "
                + "one range: write s:PE[. >= ... and . < ...] for a between on one node", split.get(0).predicate().hint().get());
    }

    /** Namespaces are part of the name: a pattern without one holds no namespaced elements ("Restrictiveness ...", namespaces). */
    @Test
    void namespacesMustMatch() {
        Workload w = workload(collection("companyinfo", null, index("empindex", "/company/emp/@id", IndexKeyType.VARCHAR)));
        PredicateReport p = only(w, "SELECT doc FROM companyinfo WHERE XMLEXISTS('declare default element namespace "
                + "\"http://posample.org\"; $x/company/emp[@id=\"31201\"]' PASSING doc AS \"x\")");
        assertEquals(Refusal.Kind.PATH, refusal(p, "empindex").kind());
    }

    @Test
    void xmlqueryPredicatesFilterNoRowsAndTheVersionMustHaveTheKeyType() {
        Workload w = workload(collection("orders", "http://www.fixprotocol.org/FIXML-4-4",
                index("order_id", "/o:FIXML/o:Order/@ID", IndexKeyType.INTEGER)));
        String ns = "declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; ";
        PredicateReport select = only(w, "SELECT XMLQUERY('" + ns + "$d/o:FIXML/o:Order[@ID = 5]' PASSING doc AS \"d\") FROM orders");
        assertEquals(Refusal.Kind.USAGE, refusal(select, "order_id").kind());
        String lookup = "SELECT doc FROM orders WHERE XMLEXISTS('" + ns + "$d/o:FIXML/o:Order[@ID = $id]' PASSING doc AS \"d\", "
                + "CAST(? AS DOUBLE) AS \"id\")";
        assertEquals(List.of("order_id"), only(w, lookup).uncertain().keySet().stream().map(XmlIndex::getName).toList(),
                "an INTEGER index for a numeric comparison is uncertain (issue 31)");
        Db2IndexCheck db97 = new Db2IndexCheck(w, Optional.of(Db2Version.parse("9.7")));
        PredicateReport old = db97.analyze(lookup).predicates().get(0);
        assertEquals(Refusal.Kind.VERSION, old.refusals().values().iterator().next().kind());
        assertEquals("collection orders / index order_id: error: DB2 9.7 has no INTEGER XML index type: INTEGER and DECIMAL "
                + "XML indexes came with DB2 10.1, before that XML index keys are VARCHAR, DOUBLE, DATE or TIMESTAMP (use DOUBLE)",
                db97.problems().get(0).toString());
    }

    @Test
    void anUnquotedPassingNameIsFoldedToUpperCaseAsSqlDoes() {
        Workload w = workload(collection("orders", null, index("order_id", "/Order/@ID", IndexKeyType.DOUBLE)));
        Db2IndexCheck.StatementReport report = new Db2IndexCheck(w, Optional.empty())
                .analyze("SELECT doc FROM orders WHERE XMLEXISTS('$d/Order[@ID = 5]' PASSING doc AS d)");
        assertTrue(report.predicates().isEmpty());
        assertEquals(List.of("XMLEXISTS: $d is not bound (PASSING ... AS d binds $D: SQL folds unquoted names to upper case; "
                + "write AS \"d\")"), report.notes());
    }

    private static List<PredicateReport> analyze(Workload w, String sql) {
        return new Db2IndexCheck(w, Optional.empty()).analyze(sql).predicates();
    }

    private static PredicateReport only(Workload w, String sql) {
        List<PredicateReport> found = analyze(w, sql);
        assertEquals(1, found.size(), sql + ": " + found);
        return found.get(0);
    }

    private static Refusal refusal(PredicateReport p, String index) {
        return p.refusals().entrySet().stream().filter(e -> e.getKey().getName().equals(index)).findFirst().orElseThrow().getValue();
    }

    private static List<String> names(List<XmlIndex> indexes) {
        return indexes.stream().map(XmlIndex::getName).toList();
    }

    static Workload workload(Collection... collections) {
        Workload w = XwbFactory.eINSTANCE.createWorkload();
        w.setName("w");
        w.getCollections().addAll(List.of(collections));
        return w;
    }

    static Collection collection(String name, String namespace, XmlIndex... indexes) {
        Collection c = XwbFactory.eINSTANCE.createCollection();
        c.setName(name);
        if (namespace != null) {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix(namespace.contains("fixprotocol") ? "o" : "s");
            binding.setUri(namespace);
            c.getNamespaces().add(binding);
        }
        c.getIndexes().addAll(List.of(indexes));
        return c;
    }

    static XmlIndex index(String name, String path, IndexKeyType type) {
        XmlIndex index = XwbFactory.eINSTANCE.createXmlIndex();
        index.setName(name);
        index.setPath(path);
        index.setKeyType(type);
        return index;
    }
}
