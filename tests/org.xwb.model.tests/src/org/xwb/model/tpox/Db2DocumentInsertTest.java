package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.ParameterType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.testing.TpoxPluginFiles;

/**
 * A lifted store-document insert gets DB2's document insert, in the form of the kit's own DB2
 * inserts (tpox-mixed.xwl, insert_custacc). DB2 has no server here; the form is checked against
 * IBM's documentation:
 * <ul>
 * <li>"XML parsing", Db2 12 for z/OS,
 * https://www.ibm.com/docs/en/db2-for-zos/12?topic=data-xml-parsing : a parameter marker given to
 * XMLPARSE must be a typed marker, e.g. {@code xmlparse(document cast(? as clob(1k)) ...)}; a
 * parameter marker of type XML is parsed implicitly as the value is bound.</li>
 * <li>"XMLCAST specification", Db2 11.5 for Linux, UNIX and Windows,
 * https://www.ibm.com/docs/en/SSEPGG_11.5.0/com.ibm.db2.luw.sql.ref.doc/doc/r0023486.html : a
 * parameter marker cast with XMLCAST must be cast to XML and is then a typed parameter marker,
 * usable for column assignment.</li>
 * <li>"XML column updates in JDBC applications", Db2 12.1,
 * https://www.ibm.com/docs/en/db2/12.1.0?topic=jdbc-xml-column-updates-in-applications :
 * setCharacterStream (XWB's CLOB binding) and setSQLXML (its XML binding) put a document into an
 * XML column.</li>
 * </ul>
 */
class Db2DocumentInsertTest {

    @TempDir
    Path temp;

    @Test
    void aTextDocumentIsParsedFromATypedClobMarkerAndItsIdReadByXmlQueryAsTheKitDoes() {
        Collection custacc = collection("custacc", "/c:Customer/@id", "c", "http://tpox-benchmark.com/custacc");
        assertEquals("INSERT INTO custacc (id, doc)\n"
                + "SELECT XMLCAST(XMLQUERY('declare namespace c=\"http://tpox-benchmark.com/custacc\"; $d/c:Customer/@id'"
                + " PASSING new.doc AS \"d\") AS BIGINT), new.doc\n"
                + "FROM (VALUES (XMLPARSE(DOCUMENT CAST(? AS CLOB(1M))))) AS new(doc)",
                InsertCollections.db2Insert(custacc, ParameterType.CLOB),
                "the kit's insert_custacc for db2, character for character");
        assertEquals("INSERT INTO custacc (id, doc)\n"
                + "SELECT XMLCAST(XMLQUERY('declare namespace c=\"http://tpox-benchmark.com/custacc\"; $d/c:Customer/@id'"
                + " PASSING new.doc AS \"d\") AS BIGINT), new.doc\n"
                + "FROM (VALUES (XMLCAST(? AS XML))) AS new(doc)",
                InsertCollections.db2Insert(custacc, ParameterType.XML), "a document bound as XML: a marker typed XML");
        assertEquals("INSERT INTO plain (id, doc)\n"
                + "SELECT XMLCAST(XMLQUERY('$d/Customer/@id' PASSING new.doc AS \"d\") AS BIGINT), new.doc\n"
                + "FROM (VALUES (XMLCAST(? AS XML))) AS new(doc)",
                InsertCollections.db2Insert(collection("plain", "/Customer/@id", null, null), ParameterType.XML));
    }

    @Test
    void namesThatAreNotPlainAreRefusedSoNothingButCheckedNamesGoesIntoTheText() {
        assertNull(InsertCollections.db2Insert(collection("custacc", "/c:Customer/@id' PASSING 1 AS \"d\") --", "c",
                "http://tpox-benchmark.com/custacc"), ParameterType.CLOB), "an id path that is no plain path");
        assertNull(InsertCollections.db2Insert(collection("custacc", "/c:Customer/@id", "c", "urn:x\"; $d"),
                ParameterType.CLOB), "a namespace with a double quote ends the XQuery literal");
        assertNull(InsertCollections.db2Insert(collection("custacc", "/c:Customer/@id", "c", "urn:x'); DROP TABLE y --"),
                ParameterType.CLOB), "a namespace with a single quote ends the SQL literal");
        assertNull(InsertCollections.db2Insert(collection("custacc", "/c:Customer/@id", "c d", "urn:x"),
                ParameterType.CLOB), "a prefix that is no name");
        Collection table = collection("custacc", "/c:Customer/@id", "c", "http://tpox-benchmark.com/custacc");
        table.setTable("custacc; DROP TABLE orders");
        assertNull(InsertCollections.db2Insert(table, ParameterType.CLOB), "a table that is no plain name");
    }

    @Test
    void theSqlCorpusImportedForDb2GetsTheInsertIntoTheMappedTableAndAnXQueryWorkloadDoesNot() throws Exception {
        Path sql = TpoxPluginFiles.copy(temp.resolve("sql"), TpoxPluginFiles.WILD_XXS_SQL);
        TpoxWorkloadImporter importer = new TpoxWorkloadImporter("db2").mapCollections(TpoxPluginFiles.COLLECTIONS)
                .offering(kitCollections());
        Workload workload = importer.importWithNotes(sql).workload();

        Transaction store = transaction(workload, "store_customer");
        Statement db2 = store.getStatements().stream().filter(s -> "db2".equals(s.getDialect())).findFirst().orElseThrow();
        assertEquals(InsertCollections.db2Insert(collection(workload, "custacc"), store.getParameters().get(0).getType()),
                db2.getTexts().get(0));
        assertTrue(db2.getTexts().get(0).startsWith("INSERT INTO custacc (id, doc)"), db2.getTexts().get(0));
        assertEquals(1, store.getParameters().size(), "the document is the one marker");
        assertTrue(importer.refitNotes().contains("transaction store_customer: db2 document insert into table custacc"),
                importer.refitNotes().toString());
        assertTrue(workload.getDialects().contains("db2"));

        // an XQuery workload imported with the default dialect (db2) is not for DB2: no db2 statement appears
        Path xquery = TpoxPluginFiles.copy(temp.resolve("xquery"), TpoxPluginFiles.WILD_XXS);
        Workload xq = new TpoxWorkloadImporter().mapCollections(TpoxPluginFiles.COLLECTIONS).offering(kitCollections())
                .importWithNotes(xquery).workload();
        assertTrue(transaction(xq, "store_customer").getStatements().stream().noneMatch(s -> "db2".equals(s.getDialect())),
                "no db2 statement in an XQuery workload");
        assertEquals(List.of("xquery"), xq.getDialects());
    }

    private static List<Collection> kitCollections() {
        return List.of(collection("custacc", "/c:Customer/@id", "c", "http://tpox-benchmark.com/custacc"),
                collection("orders", "/o:FIXML/o:Order/@ID", "o", "http://www.fixprotocol.org/FIXML-4-4"),
                collection("security", "/s:Security/@id", "s", "http://tpox-benchmark.com/security"));
    }

    private static Transaction transaction(Workload workload, String id) {
        return workload.getTransactions().stream().filter(t -> id.equals(t.getId())).findFirst().orElseThrow();
    }

    private static Collection collection(Workload workload, String name) {
        return workload.getCollections().stream().filter(c -> name.equals(c.getName())).findFirst().orElseThrow();
    }

    private static Collection collection(String name, String idPath, String prefix, String uri) {
        Collection collection = XwbFactory.eINSTANCE.createCollection();
        collection.setName(name);
        collection.setIdPath(idPath);
        if (uri != null) {
            NamespaceBinding binding = XwbFactory.eINSTANCE.createNamespaceBinding();
            binding.setPrefix(prefix);
            binding.setUri(uri);
            collection.getNamespaces().add(binding);
        }
        return collection;
    }
}
