package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xwb.model.Collection;
import org.xwb.model.ConstantSource;
import org.xwb.model.FileSource;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.SameSource;
import org.xwb.model.SequenceSource;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.statements.StatementText;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.model.weights.WeightBalancer;
import org.xwb.model.weights.WeightPresets;

class TpoxImportTest {

    @TempDir
    Path temp;

    private Path mixed;

    @BeforeEach
    void copyTheMixedWorkload() throws Exception {
        mixed = TpoxFiles.copy(temp, "mixed/workload.xml");
        for (String template : List.of("get_order", "get_security", "customer_profile", "search_securities", "upd_custacc",
                "upd_security")) {
            TpoxFiles.copy(temp, "mixed/queries/" + template + ".sql");
        }
    }

    @Test
    void theMixedWorkloadBecomesTheTable6Mix() throws Exception {
        Workload workload = new TpoxWorkloadImporter().importFile(mixed);

        assertEquals("TPoX mixed", workload.getName());
        assertEquals(List.of("db2"), workload.getDialects());
        List<String> ids = workload.getTransactions().stream().map(Transaction::getId).toList();
        assertEquals(List.copyOf(WeightPresets.TPOX_MIXED.keySet()), ids);
        double[] weights = WeightBalancer.weightsOf(workload.getTransactions());
        assertArrayEquals(new double[] { 10, 10, 10, 10, 10, 10, 10, 3, 3, 2, 10, 2, 10 }, weights);
        assertArrayEquals(weights, new WeightPresets(new WeightBalancer()).tpoxMixed(workload.getTransactions()).weights());
        List<TransactionKind> kinds = workload.getTransactions().stream().map(Transaction::getKind).toList();
        assertEquals(7, kinds.stream().filter(kind -> kind == TransactionKind.QUERY).count());
        assertEquals(List.of(TransactionKind.UPDATE, TransactionKind.UPDATE, TransactionKind.DELETE, TransactionKind.DELETE,
                TransactionKind.INSERT, TransactionKind.INSERT), kinds.subList(7, 13));
        assertEquals(List.of(), new WorkloadValidator().validate(workload, "db2"), "the import is ready to run on DB2");
    }

    @Test
    void collectionsKeepTheirIdRangesAndDocumentFiles() throws Exception {
        Workload workload = new TpoxWorkloadImporter().importFile(mixed);

        Collection custacc = workload.getCollections().get(0);
        assertEquals("custacc", custacc.getDocumentKind());
        assertEquals(1, custacc.getFirstId());
        assertEquals(6000, custacc.getLastId());
        assertEquals("data/custacc", custacc.getDocuments().getDirectory());
        assertEquals("custacc_", custacc.getDocuments().getFilePrefix());
        assertEquals(".xml", custacc.getDocuments().getFilePostfix());
        assertEquals(6, custacc.getDocuments().getLastFileId());
        assertEquals(1000, custacc.getDocuments().getDocsPerFile());
        Collection order = workload.getCollections().get(1);
        assertEquals(30000, order.getLastId(), "<ids>1-30000</ids>");
        Collection security = workload.getCollections().get(2);
        assertEquals(20833, security.getLastId(), "<ids start=.. end=..>");
        assertNull(security.getDocuments());
    }

    @Test
    void templatesAreSplitAtTheirDelimiterOutsideLiteralsAndComments() throws Exception {
        Workload workload = new TpoxWorkloadImporter().importFile(mixed);

        Statement getOrder = statement(workload, "get_order");
        assertEquals(1, getOrder.getTexts().size(), "a closing % adds no statement");
        assertTrue(getOrder.getTexts().get(0).startsWith("-- TPoX Q1 get_order"));
        assertTrue(getOrder.getTexts().get(0).endsWith("CAST(? AS VARCHAR(16)) AS \"id\")"), getOrder.getTexts().get(0));
        Statement search = statement(workload, "search_securities");
        assertEquals(1, search.getTexts().size(), "'Sector%' in a comment and 100% in /* */ do not split");
        Statement updCustacc = statement(workload, "upd_custacc");
        assertEquals(List.of(TransactionKind.QUERY, TransactionKind.UPDATE),
                updCustacc.getTexts().stream().map(StatementText::kindOf).toList());
        Statement updSecurity = statement(workload, "upd_security");
        assertEquals(2, updSecurity.getTexts().size(), "split at @, not at the @id inside the literals");
        assertTrue(updSecurity.getTexts().get(1).startsWith("UPDATE security"), updSecurity.getTexts().get(1));
        Statement accountSummary = statement(workload, "account_summary");
        assertTrue(accountSummary.getTexts().get(0).startsWith("SELECT XMLQUERY('declare default element namespace"),
                "inline CDATA statements are trimmed");
        assertTrue(accountSummary.getTexts().get(0).contains("<Account BALANCE=\"{$a/Balance/OnlineActualBal}\""));
    }

    @Test
    void parametersGetTheirSourcesAndBindingTypes() throws Exception {
        Workload workload = new TpoxWorkloadImporter().importFile(mixed);

        Transaction search = transaction(workload, "search_securities");
        FileSource sectors = (FileSource) search.getParameters().get(0).getSource();
        assertEquals("input/security_sectors.txt", sectors.getPath());
        assertTrue(sectors.isSequential());
        UniformDecimalSource yield = (UniformDecimalSource) search.getParameters().get(3).getSource();
        assertEquals(0.0, yield.getMin());
        assertEquals(2.5, yield.getMax());
        assertEquals(ParameterType.DECIMAL, search.getParameters().get(3).getType());

        Transaction upd = transaction(workload, "upd_custacc");
        assertSame(workload.getCollections().get(0), ((IdsSource) upd.getParameters().get(0).getSource()).getCollection());
        assertEquals(1, ((SameSource) upd.getParameters().get(2).getSource()).getParameter());
        assertEquals(ParameterType.BIGINT, upd.getParameters().get(2).getType(), "same takes the type it repeats");

        Transaction insertOrder = transaction(workload, "insert_order");
        assertEquals(30001, ((SequenceSource) insertOrder.getParameters().get(0).getSource()).getStart());
        FilesSource clob = (FilesSource) insertOrder.getParameters().get(1).getSource();
        assertTrue(clob.isClob());
        assertEquals(ParameterType.CLOB, insertOrder.getParameters().get(1).getType());
        assertEquals(ParameterType.XML, transaction(workload, "insert_custacc").getParameters().get(1).getType());
        assertEquals("2003-01-01", ((UniformDateSource) transaction(workload, "customer_max_order").getParameters().get(1)
                .getSource()).getStart());
    }

    @Test
    void theImportSavesAsAWorkloadFileThatReadsBackTheSame() throws Exception {
        Workload workload = new TpoxWorkloadImporter().importFile(mixed);
        Path xwl = temp.resolve("mixed.xwl");

        WorkloadFiles.save(workload, xwl);

        assertTrue(EcoreUtil.equals(workload, WorkloadFiles.load(xwl)));
    }

    @Test
    void theCallerChoosesTheDialect() throws Exception {
        Workload workload = new TpoxWorkloadImporter("postgresql").importFile(mixed);
        assertEquals(List.of("postgresql"), workload.getDialects());
        assertTrue(workload.getTransactions().stream().allMatch(t -> t.getStatements().get(0).getDialect().equals("postgresql")));
    }

    @Test
    void withoutAnyWeightEveryTransactionGetsAnEqualShare() throws Exception {
        Path file = TpoxFiles.write(temp, "equal.xml", TpoxFiles.workload("""
                    <transaction name="a"><statements><statement>SELECT 1 FROM t</statement></statements></transaction>
                    <transaction id="7"><statements><statement>SELECT 2 FROM t</statement></statements></transaction>
                    <transaction><statements><statement>SELECT 3 FROM t</statement></statements></transaction>
                """));

        Workload workload = new TpoxWorkloadImporter().importFile(file);

        assertEquals(List.of("a", "7", "transaction3"), workload.getTransactions().stream().map(Transaction::getId).toList());
        for (Transaction transaction : workload.getTransactions()) {
            assertEquals(100.0 / 3, transaction.getWeight());
        }
    }

    @Test
    void everyTpoxSourceAndTextualMarkers() throws Exception {
        Path file = TpoxFiles.write(temp, "sources.xml", TpoxFiles.workload("""
                    <transaction name="everything" weight="100">
                      <statements>
                        <statement>xquery for $c in db2-fn:xmlcolumn('CUSTACC.DOC')/Customer[@id = |1] return ($c, |2, |3, |4, |5, |6)</statement>
                        <statement>xquery (|7, |8, |9, |10, |11, |12, |13, |14, |15, |16, |17, |18)</statement>
                      </statements>
                      <parameters>
                        <parameter><ids collection="custacc"/></parameter>
                        <parameter><files collection="custacc"/></parameter>
                        <parameter><filesclob collection="custacc"/></parameter>
                        <parameter><file>input/cities.txt</file></parameter>
                        <parameter><file_seq>  input/countries.txt  </file_seq></parameter>
                        <parameter><uniformint min="1" max="10"/></parameter>
                        <parameter><uniform_int min="-5" max="5"/></parameter>
                        <parameter><uniformdec min="0.5" max="1.5"/></parameter>
                        <parameter><uniform_dec min="100" max="200.25"/></parameter>
                        <parameter><uniform_date start="2006-01-01" end="2006-12-31"/></parameter>
                        <parameter><uniform_time start="09:30:00" end="16:00:00"/></parameter>
                        <parameter><uniform_time start="09:30" end="16:00" base_date="2006-06-15"/></parameter>
                        <parameter><uniform_timestamp start="2006-01-01" end="2006-12-31"/></parameter>
                        <parameter><uniform_timestamp start="2006-01-01T00:00:00" end="2006-01-02T12:00:00"/></parameter>
                        <parameter><constant value="IBM &amp; co"/></parameter>
                        <parameter><constant value=""/></parameter>
                        <parameter><sequence start="100" step="-2"/></parameter>
                        <parameter><same param="6"/></parameter>
                      </parameters>
                    </transaction>
                """));

        Transaction t = new TpoxWorkloadImporter().importFile(file).getTransactions().get(0);

        List<ParameterMarker> p = t.getParameters();
        assertEquals(18, p.size());
        assertEquals(List.of(ParameterType.BIGINT, ParameterType.XML, ParameterType.CLOB, ParameterType.VARCHAR,
                ParameterType.VARCHAR, ParameterType.INTEGER, ParameterType.INTEGER, ParameterType.DECIMAL, ParameterType.DECIMAL,
                ParameterType.DATE, ParameterType.TIME, ParameterType.TIMESTAMP, ParameterType.TIMESTAMP, ParameterType.TIMESTAMP,
                ParameterType.VARCHAR, ParameterType.VARCHAR, ParameterType.BIGINT, ParameterType.INTEGER),
                p.stream().map(ParameterMarker::getType).toList());
        assertFalse(((FilesSource) p.get(1).getSource()).isClob());
        assertEquals("input/countries.txt", ((FileSource) p.get(4).getSource()).getPath());
        assertEquals(-5, ((UniformIntSource) p.get(6).getSource()).getMin());
        assertEquals(200.25, ((UniformDecimalSource) p.get(8).getSource()).getMax());
        assertNull(((UniformTimeSource) p.get(10).getSource()).getBaseDate());
        assertEquals("2006-06-15", ((UniformTimeSource) p.get(11).getSource()).getBaseDate());
        assertEquals("2006-01-02T12:00:00", ((UniformTimestampSource) p.get(13).getSource()).getEnd());
        assertEquals("IBM & co", ((ConstantSource) p.get(14).getSource()).getValue());
        assertEquals("", ((ConstantSource) p.get(15).getSource()).getValue());
        assertEquals(-2, ((SequenceSource) p.get(16).getSource()).getStep());
        assertEquals(6, ((SameSource) p.get(17).getSource()).getParameter());
    }

    @ParameterizedTest
    @ValueSource(strings = { "first=\"5\" last=\"9\"", "firstid=\"5\" lastid=\"9\"", "FirstId=\"5\" LastId=\"9\"",
            "start=\"5\" end=\"9\"", "from=\"5\" to=\"9\"", "min=\"5\" max=\"9\"", "low=\"5\" high=\"9\"" })
    void idRangeSpellings(String attributes) throws Exception {
        assertRange("<ids " + attributes + "/>");
    }

    @ParameterizedTest
    @ValueSource(strings = { "5-9", " 5 .. 9 ", "5..9" })
    void idRangeAsText(String text) throws Exception {
        assertRange("<ids>" + text + "</ids>");
    }

    @Test
    void templatesAreFoundNextToTheWorkloadWithoutADirectory() throws Exception {
        TpoxFiles.write(temp, "q.sql", "SELECT doc FROM custacc WHERE id = ?");
        Path absolute = TpoxFiles.write(temp, "elsewhere/a.sql", "DELETE FROM custacc WHERE id = ?");
        Path file = TpoxFiles.write(temp, "next.xml", TpoxFiles.workload("""
                    <transaction name="q" weight="50"><location>q.sql</location><parameters><parameter><ids collection="custacc"/></parameter></parameters></transaction>
                    <transaction name="a" weight="50"><location>%s</location><parameters><parameter><ids collection="custacc"/></parameter></parameters></transaction>
                """.formatted(absolute)));

        Workload workload = new TpoxWorkloadImporter().importFile(file);

        assertEquals("SELECT doc FROM custacc WHERE id = ?", workload.getTransactions().get(0).getStatements().get(0).getTexts().get(0));
        assertEquals("DELETE FROM custacc WHERE id = ?", workload.getTransactions().get(1).getStatements().get(0).getTexts().get(0));
    }

    private void assertRange(String ids) throws Exception {
        Path file = TpoxFiles.write(temp, "range.xml", TpoxFiles.workload("""
                  <collections><collection name="c">%s</collection></collections>
                """.formatted(ids), """
                    <transaction name="t"><statements><statement>SELECT 1 FROM c WHERE id = ?</statement></statements>
                      <parameters><parameter><ids collection="c"/></parameter></parameters></transaction>
                """));
        Collection collection = new TpoxWorkloadImporter().importFile(file).getCollections().get(0);
        assertEquals(5, collection.getFirstId());
        assertEquals(9, collection.getLastId());
    }

    private static Transaction transaction(Workload workload, String id) {
        return workload.getTransactions().stream().filter(t -> t.getId().equals(id)).findFirst().orElseThrow();
    }

    private static Statement statement(Workload workload, String id) {
        return transaction(workload, id).getStatements().get(0);
    }
}
