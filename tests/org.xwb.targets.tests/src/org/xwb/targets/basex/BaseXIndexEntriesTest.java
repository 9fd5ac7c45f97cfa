package org.xwb.targets.basex;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.SchemaOptions;
import org.xwb.core.target.SingleIndex;
import org.xwb.core.target.Target;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.testing.Tpox;
import org.xwb.testing.DocumentStreams;
import org.xwb.testing.TemporaryFolders;

/**
 * Issue 33 item 3: on the embedded XQuery database (a real BaseX) one XML index is one entry of
 * its database's text or attribute include list, built and dropped alone as the index advisor
 * does (the other entries stay), its size is its index's files, and the dialect's index hints
 * name the entry each comparison needs (attribute, element text, in a where clause, nested
 * predicates) and which declared index gives it; a comparison with a number is not indexable.
 */
class BaseXIndexEntriesTest {

    private static final String GET_ORDER = BaseXTargetTest.GET_ORDER;
    private static final String BY_SYMBOL = BaseXTargetTest.O + "declare variable $sym as xs:string external; "
            + "fn:collection(\"orders\")/o:FIXML/o:Order[o:Instrmt/@Sym = $sym]";

    private static Path workspace;
    private static Target target;
    private static Workload workload;

    @BeforeAll
    static void loadOrdersWithoutIndexes() throws Exception {
        workspace = Files.createTempDirectory("xwb-basex-entries");
        target = TargetKinds.open(new BaseXKind().defaultProfile().orElseThrow(), new Workspace(workspace));
        workload = Tpox.workload(Tpox.orders("orders"));
        target.createSchema(workload, new SchemaOptions(true, true)); // declared indexes deferred: none built
        target.load(orders(), DocumentStreams.stream(DocumentStreams.documents(100_000, 100, Tpox::order)),
                new LoadOptions(50, 100, 1, true), null);
    }

    @AfterAll
    static void close() {
        if (target != null) {
            target.close();
        }
        TemporaryFolders.delete(workspace);
    }

    private static Collection orders() {
        return workload.getCollections().get(0);
    }

    private static XmlIndex index(String name) {
        return orders().getIndexes().stream().filter(i -> i.getName().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void eachIndexIsBuiltAndDroppedAsOneEntryOfItsIncludeList() throws Exception {
        assertEquals(List.of(), target.xmlIndexes(workload).indexes(), "nothing built after a deferred schema");
        assertFalse(target.explain(GET_ORDER, List.of("100007"), false).usesXmlIndex());

        target.createIndex(orders(), index("orders_id"));
        assertEquals(List.of(new TargetIndex("orders", "ATTRIBUTE", "ATTRINCLUDE ID")), target.xmlIndexes(workload).indexes());
        assertTrue(target.explain(GET_ORDER, List.of("100007"), false).usesXmlIndex(), "get_order reads the entry");
        assertFalse(target.explain(BY_SYMBOL, List.of("S7"), false).usesXmlIndex(), "Sym is not in the list yet");
        long idBytes = target.indexBytes(orders(), index("orders_id")).orElseThrow();
        assertTrue(idBytes > 0, "the attribute index's files");

        target.createIndex(orders(), index("orders_sym"));
        assertEquals(List.of(new TargetIndex("orders", "ATTRIBUTE", "ATTRINCLUDE ID,Sym")), target.xmlIndexes(workload).indexes());
        assertTrue(target.explain(BY_SYMBOL, List.of("S7"), false).usesXmlIndex());

        target.dropIndexes(SingleIndex.workload(orders(), index("orders_id")));
        assertEquals(List.of(new TargetIndex("orders", "ATTRIBUTE", "ATTRINCLUDE Sym")), target.xmlIndexes(workload).indexes(),
                "the other entry stays");
        assertFalse(target.explain(GET_ORDER, List.of("100007"), false).usesXmlIndex(), "get_order reads every order again");
        assertTrue(target.explain(BY_SYMBOL, List.of("S7"), false).usesXmlIndex());

        target.dropIndexes(SingleIndex.workload(orders(), index("orders_sym")));
        assertEquals(List.of(), target.xmlIndexes(workload).indexes(), "the last entry gone: the index is dropped");
        assertTrue(target.indexBytes(orders(), index("orders_id")).isEmpty(), "no index files left");
    }

    @Test
    void theHintsNameTheEntryEachComparisonNeedsAndTheDeclaredIndexThatGivesIt() {
        List<IndexHint> byId = target.statements().indexHints(GET_ORDER, workload, TargetIndexes.of(List.of()),
                SchemaKeyTypes.NONE);
        assertEquals(1, byId.size(), byId.toString());
        IndexHint id = byId.get(0);
        assertEquals("@ID = $id", id.predicate());
        assertEquals("/o:FIXML/o:Order/@ID", id.path());
        assertEquals("ATTRINCLUDE ID", id.expression());
        assertEquals(IndexHint.Status.INDEX_MISSING_ON_TARGET, id.status());
        assertEquals(List.of(new IndexHint.Match("orders_id", true, IndexHint.Presence.NO)), id.matches());
        assertEquals(GET_ORDER.indexOf("@ID = $id"), id.start());
        assertTrue(id.proposalDdl().contains("SET ATTRINCLUDE ID") && id.proposalDdl().contains("CREATE INDEX ATTRIBUTE"),
                id.proposalDdl());

        String where = BaseXTargetTest.O + "declare variable $id as xs:string external; "
                + "for $ord in fn:collection(\"orders\")/o:FIXML where $ord/o:Order/@ID = $id return $ord";
        IndexHint fromWhere = target.statements().indexHints(where, workload, TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE).get(0);
        assertEquals("/o:FIXML/o:Order/@ID", fromWhere.path(), "a where clause on a variable bound to the collection");
        assertEquals(IndexHint.Status.SERVED, fromWhere.status(), "declared, target not asked");

        Collection customers = Tpox.customers("customers");
        Workload both = Tpox.workload(Tpox.orders("orders"), customers);
        String ranges = "declare namespace c=\"" + Tpox.CUSTACC_NS + "\"; declare variable $name as xs:string external; "
                + "declare variable $low as xs:double external; fn:collection(\"customers\")/c:Customer"
                + "[c:Name/c:LastName/text() = $name and c:Accounts/c:Account/c:Balance[. >= $low and . < 100]]";
        List<IndexHint> hints = target.statements().indexHints(ranges, both, TargetIndexes.of(List.of()), SchemaKeyTypes.NONE);
        assertEquals(3, hints.size(), hints.toString());
        IndexHint name = hints.get(0);
        assertEquals("/c:Customer/c:Name/c:LastName", name.path());
        assertEquals("TEXTINCLUDE Q{" + Tpox.CUSTACC_NS + "}LastName", name.expression());
        assertEquals(IndexHint.Status.NO_INDEX, name.status());
        assertEquals("customers_lastname", name.proposal().getName());
        assertEquals(IndexKeyType.VARCHAR, name.proposal().getKeyType());
        IndexHint low = hints.get(1);
        assertEquals("/c:Customer/c:Accounts/c:Account/c:Balance", low.path(), "a nested predicate's context");
        assertEquals(IndexKeyType.DOUBLE, low.keyType());
        assertEquals(IndexHint.Status.NOT_INDEXABLE, low.status(), "BaseX's value indexes hold strings");
        assertFalse(low.proposes());
        assertTrue(low.notes().get(0).contains("hold strings"), low.notes().toString());
        assertEquals(". < 100", hints.get(2).predicate());
        assertEquals(IndexHint.Status.NOT_INDEXABLE, hints.get(2).status(), "a number literal");

        String numeric = GET_ORDER.replace("as xs:string", "as xs:integer");
        assertEquals(IndexHint.Status.NOT_INDEXABLE, target.statements().indexHints(numeric, workload, TargetIndexes.UNKNOWN,
                SchemaKeyTypes.NONE).get(0).status(), "as BaseXTargetTest.aNumericComparisonScansEveryDocument measures");
    }

    @Test
    void theCommandsOfASetGiveEachDatabaseExactlyItsLists() {
        Collection customers = Tpox.customers("customers");
        XmlIndex lastName = Tpox.index("customers_last_name", "/c:Customer/c:Name/c:LastName", IndexKeyType.VARCHAR);
        XmlIndex any = Tpox.index("customers_any", "/c:Customer/*", IndexKeyType.VARCHAR);
        assertNull(BaseXIndexOptions.entry(customers, any).name(), "a wildcard is the index over every name");
        Map<Collection, List<XmlIndex>> set = new LinkedHashMap<>();
        set.put(orders(), List.of(index("orders_id"), index("orders_sym")));
        set.put(customers, List.of(lastName));
        assertEquals(List.of("OPEN orders", "DROP INDEX TEXT", "SET ATTRINCLUDE ID,Sym", "CREATE INDEX ATTRIBUTE", "CLOSE",
                "OPEN customers", "SET TEXTINCLUDE Q{" + Tpox.CUSTACC_NS + "}LastName", "CREATE INDEX TEXT",
                "DROP INDEX ATTRIBUTE", "CLOSE"), BaseXIndexOptions.commands(set));
    }
}
