package org.xwb.targets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;
import org.xwb.targets.testing.Tpox;

/**
 * The DDL an XML index becomes per dialect without a connection (the workload editor's live
 * preview), from the dialects' own builders: PostgreSQL's expression index and DB2's XMLPATTERN
 * index, and DB2's refusal of a pattern it does not allow.
 */
class IndexDdlTest {

    @Test
    void anOrderIdIndexInBothDialects() {
        Collection orders = Tpox.orders("orders");
        orders.getIndexes().clear();
        XmlIndex id = Tpox.index("order_id", "/o:FIXML/o:Order/@ID", IndexKeyType.DOUBLE);
        orders.getIndexes().add(id);

        List<IndexDdl.Preview> previews = IndexDdl.of(orders, id);
        assertEquals(List.of("postgresql", "db2"), previews.stream().map(IndexDdl.Preview::dialect).toList());
        assertEquals("CREATE INDEX IF NOT EXISTS order_id ON orders ((((xpath('/o:FIXML/o:Order/@ID', doc, "
                + "ARRAY[ARRAY['o', 'http://www.fixprotocol.org/FIXML-4-4']]))[1]::text::double precision)))",
                previews.get(0).ddl());
        assertEquals("CREATE INDEX order_id ON orders (doc) GENERATE KEY USING XMLPATTERN 'declare namespace "
                + "o=\"http://www.fixprotocol.org/FIXML-4-4\"; /o:FIXML/o:Order/@ID' AS SQL DOUBLE", previews.get(1).ddl());
    }

    /**
     * IBM, SQL20304N reason code 9: "Predicates are not supported in a pattern expression of an
     * XMLPATTERN clause" (https://www.ibm.com/support/knowledgecenter/SSEPEK_10.0.0/codes/src/tpc/n20304.html).
     * PostgreSQL's xpath() takes the predicate.
     */
    @Test
    void aPatternDb2RefusesIsARefusalWithItsReasonWhilePostgresqlTakesIt() {
        Collection orders = Tpox.orders("orders");
        XmlIndex filtered = Tpox.index("order_buy", "/o:FIXML/o:Order[@Side='1']/@ID", IndexKeyType.VARCHAR);
        orders.getIndexes().add(filtered);

        List<IndexDdl.Preview> previews = IndexDdl.of(orders, filtered);
        assertTrue(previews.get(0).ddl().startsWith("CREATE INDEX IF NOT EXISTS order_buy ON orders"));
        assertNull(previews.get(1).ddl());
        assertTrue(previews.get(1).refusal().contains("reason code 9"), previews.get(1).refusal());
    }

    /** Add index in the workload editor creates an index without a path: a refusal per dialect, not a NullPointerException. */
    @Test
    void anIndexWithoutAPathYetIsARefusalInEveryDialect() {
        Collection orders = Tpox.orders("orders");
        XmlIndex fresh = Tpox.index("index1", null, IndexKeyType.VARCHAR);
        orders.getIndexes().add(fresh);

        List<IndexDdl.Preview> previews = IndexDdl.of(orders, fresh);
        assertEquals(List.of("postgresql", "db2"), previews.stream().map(IndexDdl.Preview::dialect).toList());
        for (IndexDdl.Preview preview : previews) {
            assertNull(preview.ddl());
            assertTrue(preview.refusal().contains("no path yet"), preview.refusal());
        }
        fresh.setPath("  ");
        assertNull(IndexDdl.of(orders, fresh).get(0).ddl());
    }
}
