package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.xwb.xml.generate.DocumentKind;

/** Insert pools sized by run length and insert share, so a run's inserts do not run out. */
class TpoxScaleTest {

    @Test
    void theMixKeepsAThousandDocumentsASecondBack() {
        TpoxScale scale = TpoxScale.forRun(1000, 60, 7);
        assertEquals(1000, scale.customers());
        assertEquals(10000, scale.insertCustomers(), "1,000 documents/s for 60 s, 6 documents per customer");
        assertEquals(50000, scale.pool(DocumentKind.ORDER));
        assertEquals(0, scale.pool(DocumentKind.SECURITY), "securities are a fixed set");
    }

    @Test
    void anInsertOnlyRunKeepsFiveThousandDocumentsASecondBack() {
        TpoxScale scale = TpoxScale.forRun(100, 6, 7, 1.0);
        long documents = scale.pool(DocumentKind.CUSTACC) + scale.pool(DocumentKind.ORDER);
        assertEquals(30000, documents);
        assertTrue(TpoxScale.forRun(100, 6, 7, 0.5).insertCustomers() < scale.insertCustomers());
    }

    @Test
    void aShortRunStillKeepsAsManyCustomersAsItLoads() {
        assertEquals(500, TpoxScale.forRun(500, 1, 7).insertCustomers());
        assertThrows(IllegalArgumentException.class, () -> new TpoxScale(0, 10, 7));
    }
}
