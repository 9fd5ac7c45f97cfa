package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.core.run.Workloads.F;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.values.ValueContext;
import org.xwb.model.ParameterType;
import org.xwb.model.SameSource;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;

class CompiledWorkloadTest {

    @TempDir
    Path runs;

    private ValueContext values() {
        return new ValueContext(runs, org.xwb.core.documents.CollectionDocuments::open);
    }

    @Test
    void aTargetWithoutTheDialectIsRefusedBeforeAnyUserStarts() throws Exception {
        Transaction onlyDb2 = tx("get_order", 10, "SELECT 1");
        onlyDb2.getStatements().get(0).setDialect("db2");
        Transaction both = tx("get_security", 10, "SELECT 1");
        Statement pg = F.createStatement();
        pg.setDialect("postgresql");
        pg.getTexts().add("SELECT 1");
        both.getStatements().add(pg);
        Workload w = workload("tpox", onlyDb2, both);
        H2 db = new H2();
        WorkloadException e = assertThrows(WorkloadException.class, () -> WorkloadRun.builder(w, db.target())
                .config(config().build()).runsDirectory(runs).start());
        assertTrue(e.getMessage().contains("no h2 statement for transaction(s) get_order"), e.getMessage());
        assertTrue(e.getMessage().contains("its statements are for: db2, h2, postgresql"), e.getMessage());
        try (var folders = Files.list(runs)) {
            assertEquals(0, folders.count(), "no run folder for a refused run");
        }
        assertEquals(0, db.queryLong("SELECT COUNT(*) FROM INFORMATION_SCHEMA.SESSIONS") - 1, "no user connected");
        db.shutdown();
    }

    @Test
    void markersAreNumberedAcrossTheTextsOfATransaction() throws Exception {
        Transaction t = tx("two_texts", 1, "UPDATE a SET x = ? WHERE id = ?", "DELETE FROM b WHERE id = ?");
        for (int i = 0; i < 3; i++) {
            with(t, ParameterType.BIGINT, uniform(i, i));
        }
        CompiledTransaction c = CompiledWorkload.compile(workload("w", t), "h2", values()).transactions().get(0);
        assertArrayEquals(new int[] { 0, 1 }, c.texts()[0].jdbcParameters);
        assertArrayEquals(new int[] { 2 }, c.texts()[1].jdbcParameters);
    }

    @Test
    void textualMarkersNameTheirParameterByNumber() throws Exception {
        Transaction t = tx("xq", 1, "XQUERY for $o in db2-fn:xmlcolumn('O.DOC') where $o/@id = |2 and $o/@a = |1 return $o");
        with(t, ParameterType.VARCHAR, uniform(1, 1));
        with(t, ParameterType.VARCHAR, uniform(2, 2));
        CompiledText text = CompiledWorkload.compile(workload("w", t), "h2", values()).transactions().get(0).texts()[0];
        assertArrayEquals(new int[] { 1, 0 }, text.textualParameters);
        assertEquals("XQUERY for $o in db2-fn:xmlcolumn('O.DOC') where $o/@id = \"2\" and $o/@a = \"1\" return $o",
                text.substitute(new Object[] { 1L, 2L }));
        assertTrue(text.query);
    }

    @Test
    void tooFewParametersAndBadSourcesAreNamed() {
        Transaction t = tx("get", 1, "SELECT * FROM t WHERE a = ? AND b = ?");
        with(t, ParameterType.BIGINT, uniform(1, 2));
        WorkloadException e = assertThrows(WorkloadException.class,
                () -> CompiledWorkload.compile(workload("w", t), "h2", values()));
        assertTrue(e.getMessage().contains("Transaction get") && e.getMessage().contains("defines 1 parameter"),
                e.getMessage());

        Transaction u = tx("upd", 1, "UPDATE t SET a = ? WHERE b = ?");
        with(u, ParameterType.BIGINT, uniform(5, 1));
        SameSource same = F.createSameSource();
        same.setParameter(2);
        with(u, ParameterType.BIGINT, same);
        e = assertThrows(WorkloadException.class, () -> CompiledWorkload.compile(workload("w", u), "h2", values()));
        assertTrue(e.getMessage().contains("parameter 1") && e.getMessage().contains("max 1 is below min 5"),
                e.getMessage());
    }

    @Test
    void zeroWeightTransactionsAreLeftOutAndAnEmptyMixIsRefused() throws Exception {
        Transaction off = tx("off", 0, "SELECT 1");
        off.getStatements().clear(); // no statement at all: fine, it never runs
        CompiledWorkload c = CompiledWorkload.compile(workload("w", off, tx("on", 1, "SELECT 1")), "h2", values());
        assertEquals(java.util.List.of("on"), c.transactionIds());
        assertThrows(WorkloadException.class,
                () -> CompiledWorkload.compile(workload("w", tx("off", 0, "SELECT 1")), "h2", values()));
    }
}
