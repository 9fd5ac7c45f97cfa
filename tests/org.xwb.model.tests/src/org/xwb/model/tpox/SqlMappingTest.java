package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XwbFactory;

/**
 * The collection mapping in SQL texts (the tables after FROM, JOIN, INTO, UPDATE; never inside a
 * string literal, never a function) and PostgreSQL's document insert of a lifted store-document,
 * which takes only plain names from the workload into its text.
 */
class SqlMappingTest {

    @Test
    void tablesAreRenamedOutsideStringLiteralsOnly() {
        String sql = "SELECT x.doc FROM CLN_Order x JOIN cln_customer c ON true "
                + "WHERE xpath('/a FROM CLN_Order', x.doc) IS NOT NULL AND EXTRACT(year FROM now()) > 0";
        assertEquals(Set.of("CLN_Order", "cln_customer"), SqlTables.named(sql));
        String mapped = SqlTables.map(sql, Map.of("CLN_ORDER", "orders", "CLN_CUSTOMER", "custacc"));
        assertEquals("SELECT x.doc FROM orders x JOIN custacc c ON true "
                + "WHERE xpath('/a FROM CLN_Order', x.doc) IS NOT NULL AND EXTRACT(year FROM now()) > 0", mapped);
        assertEquals("INSERT INTO custacc (doc) VALUES (?)",
                SqlTables.map("INSERT INTO CLN_Customer (doc) VALUES (?)", Map.of("CLN_CUSTOMER", "custacc")));
    }

    @Test
    void theDocumentInsertBindsTheDocumentAndRefusesNamesThatAreNotPlain() {
        Collection custacc = collection("custacc", "/c:Customer/@id", "http://tpox-benchmark.com/custacc");
        assertEquals("INSERT INTO custacc (id, doc)\n"
                + "SELECT (xpath('/c:Customer/@id', new.doc, ARRAY[ARRAY['c', 'http://tpox-benchmark.com/custacc']]))[1]"
                + "::text::bigint, new.doc\nFROM (SELECT CAST(? AS xml) AS doc) AS new",
                InsertCollections.postgresInsert(custacc));

        assertNull(InsertCollections.postgresInsert(collection("custacc", "/c:Customer/@id') OR true --",
                "http://tpox-benchmark.com/custacc")), "an id path that is no plain path");
        assertNull(InsertCollections.postgresInsert(collection("custacc", "/c:Customer/@id", "urn:x'; DROP TABLE y")),
                "a namespace with a quote");
        Collection table = collection("custacc", "/c:Customer/@id", "http://tpox-benchmark.com/custacc");
        table.setTable("custacc; DROP TABLE orders");
        assertNull(InsertCollections.postgresInsert(table), "a table that is no plain name");
        assertTrue(InsertCollections.postgresInsert(collection("plain", "/Customer/@id", null)) != null);
    }

    private static Collection collection(String name, String idPath, String uri) {
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName(name);
        collection.setIdPath(idPath);
        if (uri != null) {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix("c");
            binding.setUri(uri);
            collection.getNamespaces().add(binding);
        }
        return collection;
    }
}
