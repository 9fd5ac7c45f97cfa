package org.xwb.targets.db2.eligibility;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.targets.db2.eligibility.IndexEligibilityTest.collection;
import static org.xwb.targets.db2.eligibility.IndexEligibilityTest.index;
import static org.xwb.targets.db2.eligibility.IndexEligibilityTest.workload;
import static org.xwb.targets.db2.eligibility.IndexRules.Eligibility.ELIGIBLE;
import static org.xwb.targets.db2.eligibility.IndexRules.Eligibility.NOT_ELIGIBLE;
import static org.xwb.targets.db2.eligibility.IndexRules.Eligibility.UNCERTAIN;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.db2.eligibility.IndexRules.Eligibility;

/**
 * Every rule of the DB2 index check as a row: a statement, the index, the verdict (eligible, not
 * eligible, uncertain) and the IBM page it comes from (title and address). The first rows are
 * the probes of issue 31. docs/db2-index-check.md explains the rules. No DB2 server runs here:
 * the verdicts are what IBM's pages say, and "uncertain" where they do not settle it.
 */
class Db2IndexRulesTableTest {

    /** @param page the IBM page's title and address */
    record Row(String rule, String sql, String index, Eligibility expected, String page) {

        @Override
        public String toString() {
            return rule + " -> " + expected;
        }
    }

    private static final String O = "declare namespace o=\"http://www.fixprotocol.org/FIXML-4-4\"; ";
    private static final String C = "declare namespace c=\"http://tpox-benchmark.com/custacc\"; ";
    private static final String S = "declare namespace s=\"http://tpox-benchmark.com/security\"; ";
    private static final String ORDERS = "SELECT doc FROM orders WHERE XMLEXISTS('" + O;
    private static final String BY_ID = "' PASSING doc AS \"d\", CAST(? AS DOUBLE) AS \"id\")";
    private static final String COMPANY = "SELECT doc FROM companyinfo WHERE XMLEXISTS('";

    // IBM's pages (Db2 for Linux, UNIX and Windows unless z/OS is said)
    private static final String FLWOR = "Syntax of FLWOR expressions (Db2 11.5), https://www.ibm.com/docs/en/db2/11.5.x?topic=expressions-syntax-flwor";
    private static final String XMLEXISTS_USAGE = "XMLEXISTS predicate usage (Db2 11.1), https://www.ibm.com/support/knowledgecenter/SSEPGG_11.1.0/com.ibm.db2.luw.xml.doc/doc/c0024065.html";
    private static final String JOIN = "Join predicate conversion (Db2 11.5), https://www.ibm.com/docs/en/db2/11.5.x?topic=queries-join-predicate-conversion";
    private static final String ZOS_JOIN = "z/OS: Example of XML index usage by join predicates, https://www.ibm.com/docs/en/db2-for-zos/13.0.0?topic=them-example-xml-index-usage-by-join-predicates";
    private static final String ORING = "z/OS: Example of DOCID ORing access (ACCESSTYPE='DU'), https://ibm.com/docs/en/SSEPEK_13.0.0/xml/src/tpc/db2z_xmlindexexampleduaccess.html";
    private static final String SAMPLES = "Sample queries against indexes over XML data (DB2 10.1), http://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.1.0/com.ibm.db2.luw.xml.doc/doc/c0024070.html";
    private static final String GUIDELINES = "Guidelines for matching indexes with queries overview (DB2 10.5), https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024060.html";
    private static final String XMLCOLUMN = "xmlcolumn function (Db2 11.5), https://www.ibm.com/docs/en/db2/11.5.x?topic=functions-xmlcolumn-function";
    private static final String XMLEXISTS = "XMLEXISTS predicate (Db2 11.1), https://www.ibm.com/docs/SSEPGG_11.1.0/com.ibm.db2.luw.sql.ref.doc/doc/r0022228.html";
    private static final String LITERALS = "Data type of literals (DB2 10.5), https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024063.html";
    private static final String INVALID = "Invalid XML values (DB2 10.5), https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0050601.html";
    private static final String RESTRICTIVENESS = "Restrictiveness of index definitions (Db2 12.1), https://www.ibm.com/docs/en/db2/12.1?topic=queries-restrictiveness-index-definitions";
    private static final String TEXT = "Considerations when specifying text() nodes (Db2 12.1), https://www.ibm.com/docs/en/db2/12.1.0?topic=queries-considerations-when-specifying-text-nodes";
    private static final String ZOS_EQUAL = "z/OS: Examples of XML index usage by equal predicates, https://www.ibm.com/docs/en/db2-for-zos/13.0.0?topic=them-examples-xml-index-usage-by-equal-predicates";
    private static final String ZOS_ACCESS = "z/OS: Access methods with XML indexes, https://ibm.com/docs/SSEPEK_13.0.0/xml/src/tpc/db2z_xmlindexaccessmethods.html";
    private static final String ZOS_XMLTABLE = "z/OS: Example of XML index usage by queries with XMLTABLE, https://ibm.com/support/knowledgecenter/SSEPEK_10.0.0/xml/src/tpc/db2z_xmlindexexamplexmltable.html";
    private static final String SQL20304N = "SQLCODE -20304 (reason 7: forward axes child, attribute, descendant, self, descendant-or-self), https://ibm.com/support/knowledgecenter/SSEPEK_10.0.0/codes/src/tpc/n20304.html";
    private static final String FUNCTION_STEPS = "Context steps and function expression steps (Db2 12.1), https://www.ibm.com/docs/en/db2/12.1.x?topic=expressions-context-steps-function-expression-steps";
    private static final String TYPES = "Data types associated with index XML pattern expressions (DB2 10.5), https://www-01.ibm.com/support/knowledgecenter/SSEPGG_10.5.0/com.ibm.db2.luw.xml.doc/doc/c0024075.html";

    static Stream<Row> rows() {
        return Stream.of(
                // issue 31, case 1: let clauses
                new Row("let: its predicate filters nothing", ORDERS + "for $f in $d/o:FIXML let $x := $f/o:Order[@ID = $id] return $f"
                        + BY_ID, "order_id", NOT_ELIGIBLE, FLWOR),
                new Row("let: the variable is tested later", ORDERS + "for $f in $d/o:FIXML let $x := $f/o:Order[@ID = $id] where "
                        + "fn:exists($x) return $f" + BY_ID, "order_id", UNCERTAIN, FLWOR),
                new Row("for: its predicate filters", ORDERS + "for $o in $d/o:FIXML/o:Order[@ID = $id] return $o" + BY_ID,
                        "order_id", ELIGIBLE, FLWOR),
                new Row("where: filters", ORDERS + "for $o in $d/o:FIXML/o:Order where $o/@ID = $id return $o" + BY_ID, "order_id",
                        ELIGIBLE, FLWOR),
                // case 2: booleans at the top of XMLEXISTS
                new Row("XMLEXISTS(fn:not(...))", ORDERS + "fn:not($d/o:FIXML/o:Order[@ID = $id])" + BY_ID, "order_id",
                        NOT_ELIGIBLE, XMLEXISTS_USAGE),
                new Row("XMLEXISTS(fn:exists(...))", ORDERS + "fn:exists($d/o:FIXML/o:Order[@ID = $id])" + BY_ID, "order_id",
                        NOT_ELIGIBLE, XMLEXISTS_USAGE),
                new Row("XMLEXISTS of a bare comparison", ORDERS + "$d/o:FIXML/o:Order/@ID = $id" + BY_ID, "order_id", NOT_ELIGIBLE,
                        XMLEXISTS_USAGE),
                new Row("XMLEXISTS of the path with the comparison in brackets", ORDERS + "$d/o:FIXML/o:Order[@ID = $id]" + BY_ID,
                        "order_id", ELIGIBLE, XMLEXISTS_USAGE),
                new Row("fn:not inside a predicate", ORDERS + "$d/o:FIXML/o:Order[fn:not(@ID = $id)]" + BY_ID, "order_id",
                        NOT_ELIGIBLE, XMLEXISTS_USAGE),
                // case 3: joins
                new Row("join cast on both sides", "SELECT o.doc FROM orders o, custacc c WHERE XMLEXISTS('" + O + C
                        + "$o/o:FIXML/o:Order[@Acct/fn:string(.) = $c/c:Customer/c:Accounts/c:Account/@id/fn:string(.)]' "
                        + "PASSING o.doc AS \"o\", c.doc AS \"c\")", "order_acct", UNCERTAIN, JOIN),
                new Row("join with the other side cast", "SELECT o.doc FROM orders o, custacc c WHERE XMLEXISTS('" + O + C
                        + "$o/o:FIXML/o:Order[@Acct = $c/c:Customer/c:Accounts/c:Account/@id/fn:string(.)]' "
                        + "PASSING o.doc AS \"o\", c.doc AS \"c\")", "order_acct", ELIGIBLE, ZOS_JOIN),
                new Row("join of two untyped sides", "SELECT o.doc FROM orders o, custacc c WHERE XMLEXISTS('" + O + C
                        + "$o/o:FIXML/o:Order[@Acct = $c/c:Customer/c:Accounts/c:Account/@id]' PASSING o.doc AS \"o\", c.doc AS \"c\")",
                        "order_acct", NOT_ELIGIBLE, JOIN),
                new Row("nodes cast against a literal", ORDERS + "$d/o:FIXML/o:Order[@ID/xs:double(.) = 5]' PASSING doc AS \"d\")",
                        "order_id", UNCERTAIN, JOIN),
                // case 4: or and and
                new Row("or: the other branch has no index", ORDERS + "$d/o:FIXML/o:Order[@ID = 5 or @Side = \"1\"]' PASSING doc AS \"d\")",
                        "order_id", NOT_ELIGIBLE, ORING),
                new Row("or: both branches have an index", ORDERS + "$d/o:FIXML/o:Order[@ID = 5 or o:Instrmt/@Sym = \"IBM\"]' "
                        + "PASSING doc AS \"d\")", "order_id", ELIGIBLE, ORING),
                new Row("or: one index serves both branches", COMPANY + "$x/company/emp[dept/text() = \"Finance\" or "
                        + "dept/text() = \"Marketing\"]' PASSING doc AS \"x\")", "dept_text", ELIGIBLE, SAMPLES),
                new Row("or: a branch is uncertain", ORDERS + "$d/o:FIXML/o:Order[@ID = 5 or @Acct/fn:string(.) = \"A1\"]' "
                        + "PASSING doc AS \"d\")", "order_id", UNCERTAIN, ORING),
                new Row("and: one served operand is enough", ORDERS + "$d/o:FIXML/o:Order[@ID = 5 and @Side = \"1\"]' "
                        + "PASSING doc AS \"d\")", "order_id", ELIGIBLE, GUIDELINES),
                new Row("an SQL OR beside XMLEXISTS", ORDERS + "$d/o:FIXML/o:Order[@ID = 5]' PASSING doc AS \"d\") OR id = 7",
                        "order_id", UNCERTAIN, ORING),
                // case 5: db2-fn:xmlcolumn
                new Row("xmlcolumn in lower case", "XQUERY " + O + "for $o in db2-fn:xmlcolumn('orders.doc')/o:FIXML/o:Order"
                        + "[@ID = 5] return $o", "order_id", NOT_ELIGIBLE, XMLCOLUMN),
                new Row("xmlcolumn of another column", "XQUERY " + O + "for $o in db2-fn:xmlcolumn('ORDERS.ID')/o:FIXML/o:Order"
                        + "[@ID = 5] return $o", "order_id", NOT_ELIGIBLE, XMLCOLUMN),
                new Row("xmlcolumn without its table", "XQUERY " + O + "for $o in db2-fn:xmlcolumn('DOC')/o:FIXML/o:Order"
                        + "[@ID = 5] return $o", "order_id", NOT_ELIGIBLE, XMLCOLUMN),
                new Row("xmlcolumn as DB2 names it", "XQUERY " + O + "for $o in db2-fn:xmlcolumn('ORDERS.DOC')/o:FIXML/o:Order"
                        + "[@ID = 5] return $o", "order_id", ELIGIBLE, XMLCOLUMN),
                new Row("xmlcolumn with the schema", "XQUERY " + O + "for $o in db2-fn:xmlcolumn('TPOX.ORDERS.DOC')/o:FIXML/o:Order"
                        + "[@ID = 5] return $o", "order_id", ELIGIBLE, XMLCOLUMN),
                // case 6: PASSING forms
                new Row("no PASSING: $DOC is passed implicitly", ORDERS + "$DOC/o:FIXML/o:Order[@ID = 5]')", "order_id", ELIGIBLE,
                        XMLEXISTS),
                new Row("no PASSING: $doc is not $DOC", ORDERS + "$doc/o:FIXML/o:Order[@ID = 5]')", "order_id", NOT_ELIGIBLE,
                        XMLEXISTS),
                new Row("no PASSING with two tables: DOC is not unique", "SELECT o.doc FROM orders o, custacc c WHERE XMLEXISTS('"
                        + O + "$DOC/o:FIXML/o:Order[@ID = 5]')", "order_id", NOT_ELIGIBLE, XMLEXISTS),
                new Row("PASSING the BIGINT id column without a cast", ORDERS + "$d/o:FIXML/o:Order[@ID = $i]' PASSING doc AS \"d\", "
                        + "id AS \"i\")", "order_id", ELIGIBLE, XMLEXISTS),
                new Row("PASSING an untyped parameter marker", ORDERS + "$d/o:FIXML/o:Order[@ID = $i]' PASSING doc AS \"d\", ? AS \"i\")",
                        "order_id", NOT_ELIGIBLE, XMLEXISTS),
                new Row("PASSING ... AS d binds $D", ORDERS + "$d/o:FIXML/o:Order[@ID = 5]' PASSING doc AS d)", "order_id",
                        NOT_ELIGIBLE, XMLEXISTS),
                new Row("PASSING the column as the context item", ORDERS + "/o:FIXML/o:Order[@ID = 5]' PASSING doc)", "order_id",
                        ELIGIBLE, XMLEXISTS),
                new Row("XMLQUERY filters no rows", "SELECT XMLQUERY('" + O + "$d/o:FIXML/o:Order[@ID = 5]' PASSING doc AS \"d\") "
                        + "FROM orders", "order_id", NOT_ELIGIBLE, XMLEXISTS_USAGE),
                new Row("XMLTABLE's row expression filters", "SELECT x.* FROM orders, XMLTABLE('" + O + "$d/o:FIXML/o:Order[@ID = 5]' "
                        + "PASSING doc AS \"d\" COLUMNS side VARCHAR(2) PATH '@Side') AS x", "order_id", ELIGIBLE, ZOS_XMLTABLE),
                // data types, with INTEGER and DECIMAL keys
                new Row("string literal, VARCHAR index", COMPANY + "$x/company/emp[@id = \"31201\"]' PASSING doc AS \"x\")",
                        "emp_id_str", ELIGIBLE, LITERALS),
                new Row("string literal, DOUBLE index", COMPANY + "$x/company/emp[@id = \"31201\"]' PASSING doc AS \"x\")",
                        "emp_id_num", NOT_ELIGIBLE, LITERALS),
                new Row("number, DOUBLE index", COMPANY + "$x/company/emp[@id > 3]' PASSING doc AS \"x\")", "emp_id_num", ELIGIBLE,
                        LITERALS),
                new Row("number, VARCHAR index", COMPANY + "$x/company/emp[@id > 3]' PASSING doc AS \"x\")", "emp_id_str",
                        NOT_ELIGIBLE, LITERALS),
                new Row("non-integer number, INTEGER index", ORDERS + "$d/o:FIXML/o:Order[@ID > 3.5]' PASSING doc AS \"d\")",
                        "order_id_int", UNCERTAIN, INVALID),
                new Row("CAST(? AS INTEGER), INTEGER index", ORDERS + "$d/o:FIXML/o:Order[@ID = $id]' PASSING doc AS \"d\", "
                        + "CAST(? AS INTEGER) AS \"id\")", "order_id_int", UNCERTAIN, RESTRICTIVENESS),
                new Row("number, DECIMAL index", COMPANY + "$x/company/emp[@salary > 35000]' PASSING doc AS \"x\")", "salary_dec",
                        ELIGIBLE, RESTRICTIVENESS),
                new Row("string literal, DECIMAL index", COMPANY + "$x/company/emp[@salary > \"35000\"]' PASSING doc AS \"x\")",
                        "salary_dec", NOT_ELIGIBLE, TYPES),
                // paths: text(), namespaces, // and *
                new Row("text() in the pattern, not in the query", COMPANY + "$x/company/emp[name = \"Laura\"]' PASSING doc AS \"x\")",
                        "name_text", NOT_ELIGIBLE, TEXT),
                new Row("text() in both", COMPANY + "$x/company/emp[name/text() = \"Laura\"]' PASSING doc AS \"x\")", "name_text",
                        ELIGIBLE, TEXT),
                new Row("a default element namespace the pattern lacks", COMPANY + "declare default element namespace "
                        + "\"http://posample.org\"; $x/company/emp[@id = \"31201\"]' PASSING doc AS \"x\")", "emp_id_str", NOT_ELIGIBLE,
                        RESTRICTIVENESS),
                new Row("// in the query, a fixed path in the pattern", "SELECT doc FROM customer WHERE XMLEXISTS('$x//address"
                        + "[@zip = \"95141\"]' PASSING doc AS \"x\")", "cust_zip", NOT_ELIGIBLE, ZOS_EQUAL),
                new Row("// in the pattern", "SELECT doc FROM customer WHERE XMLEXISTS('$x//address[@zip = \"95141\"]' "
                        + "PASSING doc AS \"x\")", "cust_zip_any", ELIGIBLE, ZOS_EQUAL),
                new Row("//@salary serves a fixed path", COMPANY + "$x/company/emp[@salary > 35000]' PASSING doc AS \"x\")",
                        "salary_any", ELIGIBLE, RESTRICTIVENESS),
                new Row("* in the pattern", "SELECT doc FROM security WHERE XMLEXISTS('" + S + "$d/s:Security[s:SecurityInformation/"
                        + "s:StockInformation/s:Sector = \"Energy\"]' PASSING doc AS \"d\")", "sector", ELIGIBLE, RESTRICTIVENESS),
                new Row("* in the query, a name in the pattern", "SELECT doc FROM security WHERE XMLEXISTS('" + S + "$d/s:Security"
                        + "[s:SecurityInformation/*/s:Sector = \"Energy\"]' PASSING doc AS \"d\")", "stock_sector", NOT_ELIGIBLE,
                        RESTRICTIVENESS),
                // operators and between
                new Row("between on one node", "SELECT doc FROM security WHERE XMLEXISTS('" + S + "$d/s:Security[s:PE[. >= 10 and "
                        + ". < 20]]' PASSING doc AS \"d\")", "pe", ELIGIBLE, ZOS_ACCESS),
                new Row("!= is no index comparison", ORDERS + "$d/o:FIXML/o:Order[@ID != 5]' PASSING doc AS \"d\")", "order_id",
                        NOT_ELIGIBLE, ZOS_ACCESS),
                new Row("a value comparison (eq)", ORDERS + "$d/o:FIXML/o:Order[@ID eq 5]' PASSING doc AS \"d\")", "order_id",
                        NOT_ELIGIBLE, ZOS_ACCESS),
                // case 7: XMLPATTERN axes and function steps
                new Row("pattern with self::", COMPANY + "$x/company/emp[@id = \"31201\"]' PASSING doc AS \"x\")", "emp_id_self",
                        ELIGIBLE, SQL20304N),
                new Row("pattern with descendant-or-self:: and a name", COMPANY + "$x/company/emp[@id = \"31201\"]' PASSING doc AS \"x\")",
                        "emp_id_dos", ELIGIBLE, SQL20304N),
                new Row("pattern with descendant-or-self:: in the middle", COMPANY + "$x/company/emp[@id = \"31201\"]' "
                        + "PASSING doc AS \"x\")", "emp_id_dos_mid", UNCERTAIN, SQL20304N),
                new Row("pattern with a self:: no node passes", COMPANY + "$x/company/emp[@id = \"31201\"]' PASSING doc AS \"x\")",
                        "emp_id_none", NOT_ELIGIBLE, SQL20304N),
                new Row("pattern with a function step", COMPANY + "$x/company/emp[name = \"Laura\"]' PASSING doc AS \"x\")", "name_upper",
                        UNCERTAIN, FUNCTION_STEPS));
    }

    static Workload workload() {
        return IndexEligibilityTest.workload(
                collection("orders", "http://www.fixprotocol.org/FIXML-4-4",
                        index("order_id", "/o:FIXML/o:Order/@ID", IndexKeyType.DOUBLE),
                        index("order_id_int", "/o:FIXML/o:Order/@ID", IndexKeyType.INTEGER),
                        index("order_acct", "/o:FIXML/o:Order/@Acct", IndexKeyType.VARCHAR),
                        index("order_sym", "/o:FIXML/o:Order/o:Instrmt/@Sym", IndexKeyType.VARCHAR)),
                custacc(),
                collection("companyinfo", null,
                        index("emp_id_str", "/company/emp/@id", IndexKeyType.VARCHAR),
                        index("emp_id_num", "/company/emp/@id", IndexKeyType.DOUBLE),
                        index("salary_dec", "/company/emp/@salary", IndexKeyType.DECIMAL),
                        index("salary_any", "//@salary", IndexKeyType.DOUBLE),
                        index("name_text", "/company/emp/name/text()", IndexKeyType.VARCHAR),
                        index("dept_text", "/company/emp/dept/text()", IndexKeyType.VARCHAR),
                        index("emp_id_self", "/company/self::company/emp/@id", IndexKeyType.VARCHAR),
                        index("emp_id_dos", "/descendant-or-self::emp/@id", IndexKeyType.VARCHAR),
                        index("emp_id_none", "/company/self::staff/emp/@id", IndexKeyType.VARCHAR),
                        index("emp_id_dos_mid", "/company/descendant-or-self::company/emp/@id", IndexKeyType.VARCHAR),
                        index("name_upper", "/company/emp/name/fn:upper-case(.)", IndexKeyType.VARCHAR)),
                collection("customer", null,
                        index("cust_zip", "/customerinfo/address/@zip", IndexKeyType.VARCHAR),
                        index("cust_zip_any", "//address/@zip", IndexKeyType.VARCHAR)),
                collection("security", "http://tpox-benchmark.com/security",
                        index("pe", "/s:Security/s:PE", IndexKeyType.DOUBLE),
                        index("sector", "/s:Security/s:SecurityInformation/*/s:Sector", IndexKeyType.VARCHAR),
                        index("stock_sector", "/s:Security/s:SecurityInformation/s:StockInformation/s:Sector", IndexKeyType.VARCHAR)));
    }

    private static Collection custacc() {
        Collection c = collection("custacc", null, index("cust_acct_id", "/c:Customer/c:Accounts/c:Account/@id", IndexKeyType.VARCHAR));
        org.xwb.model.NamespaceBinding binding = org.xwb.model.XwbFactory.eINSTANCE.createNamespaceBinding();
        binding.setPrefix("c");
        binding.setUri("http://tpox-benchmark.com/custacc");
        c.getNamespaces().add(binding);
        return c;
    }

    private static final Workload WORKLOAD = workload();

    @ParameterizedTest(name = "{0}")
    @MethodSource("rows")
    void theCheckGivesEachRowItsVerdict(Row row) {
        Db2IndexCheck.IndexAnswer answer = new Db2IndexCheck(WORKLOAD, Optional.empty()).answer(row.sql(), named(row.index()));
        System.out.println(row.rule() + " | " + row.index() + " | " + answer.eligibility() + " | " + answer.reason());
        assertEquals(row.expected(), answer.eligibility(), row.rule() + ": " + answer.reason());
        assertEquals(row.expected() == ELIGIBLE, answer.reason().isEmpty(), "a reason unless eligible: " + answer.reason());
    }

    /** The table's summary (its counts are in the report of issue 31), and every row names an IBM page. */
    @Test
    void everyVerdictIsInTheTableAndEveryRowCitesIbm() {
        Map<Eligibility, Integer> counts = new EnumMap<>(Eligibility.class);
        rows().forEach(r -> counts.merge(r.expected(), 1, Integer::sum));
        System.out.println("Db2IndexRulesTableTest: " + rows().count() + " rows: " + counts);
        for (Eligibility e : Eligibility.values()) {
            assertTrue(counts.getOrDefault(e, 0) >= 5, e + ": " + counts);
        }
        rows().forEach(r -> assertTrue(r.page().contains("ibm.com/"), r.rule()));
        assertEquals(rows().count(), rows().map(Row::rule).distinct().count(), "rule names are unique");
    }

    /** The usedBy warning of an uncertain index says so, with the reason, and never that DB2 uses it. */
    @Test
    void anUncertainUsedByIsAWarningWithItsReason() {
        Workload w = workload();
        org.xwb.model.Transaction t = org.xwb.model.XwbFactory.eINSTANCE.createTransaction();
        t.setId("join");
        org.xwb.model.Statement s = org.xwb.model.XwbFactory.eINSTANCE.createStatement();
        s.setDialect("db2");
        s.getTexts().add(rows().filter(r -> r.rule().equals("join cast on both sides")).findFirst().orElseThrow().sql());
        t.getStatements().add(s);
        w.getTransactions().add(t);
        XmlIndex acct = w.getCollections().get(0).getIndexes().stream().filter(i -> i.getName().equals("order_acct")).findFirst()
                .orElseThrow();
        acct.getUsedBy().add(t);
        List<String> problems = new Db2IndexCheck(w, Optional.empty()).problems().stream().map(Object::toString).toList();
        assertEquals(1, problems.size(), problems.toString());
        String warning = problems.get(0);
        assertTrue(warning.startsWith("collection orders / index order_acct: warning: is declared usedBy join, and whether DB2 "
                + "uses it for that transaction's db2 statement is uncertain: "), warning);
        assertTrue(warning.contains("Join predicate conversion"), warning);
        assertFalse(warning.contains("compares no nodes"), warning);
    }

    private static XmlIndex named(String name) {
        return WORKLOAD.getCollections().stream().flatMap(c -> c.getIndexes().stream()).filter(i -> i.getName().equals(name))
                .findFirst().orElseThrow(() -> new AssertionError("no index " + name));
    }
}
