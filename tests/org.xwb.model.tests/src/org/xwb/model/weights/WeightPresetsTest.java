package org.xwb.model.weights;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.model.Transaction;
import org.xwb.testing.SampleWorkloads;

class WeightPresetsTest {

    private final WeightPresets presets = new WeightPresets(new WeightBalancer());

    @Test
    void theTpoxTableAddsUpTo100() {
        assertEquals(13, WeightPresets.TPOX_MIXED.size());
        assertEquals(100.0, WeightPresets.TPOX_MIXED.values().stream().mapToDouble(Double::doubleValue).sum());
    }

    @Test
    void tpoxMixedMatchesByIdOrNameIgnoringCase() {
        List<Transaction> transactions = new ArrayList<>();
        for (String name : WeightPresets.TPOX_MIXED.keySet()) {
            transactions.add(SampleWorkloads.transaction(name, 0, "db2", "SELECT 1 FROM t"));
        }
        transactions.get(12).setId("t13");
        transactions.get(12).setName("Insert_order"); // as Table 6 spells it
        transactions.add(SampleWorkloads.transaction("extra", 5, "db2", "SELECT 1 FROM t"));

        WeightPresets.Result result = presets.tpoxMixed(transactions);

        assertArrayEquals(new double[] { 10, 10, 10, 10, 10, 10, 10, 3, 3, 2, 10, 2, 10, 0 }, result.weights());
        assertEquals(List.of(), result.missing());
        assertEquals(List.of("extra"), result.zeroed());
    }

    @Test
    void tpoxMixedReportsTheTransactionsTheWorkloadLacks() {
        List<Transaction> transactions = List.of(SampleWorkloads.transaction("get_order", 50, "db2", "SELECT 1 FROM t"),
                SampleWorkloads.transaction("del_order", 50, "db2", "DELETE FROM t WHERE id = ?"));

        WeightPresets.Result result = presets.tpoxMixed(transactions);

        assertArrayEquals(new double[] { 10, 10 }, result.weights());
        assertEquals(11, result.missing().size());
        assertEquals("get_security", result.missing().get(0));
    }

    @Test
    void readOnlySharesEquallyAmongQueriesAndZeroesTheRest() {
        List<Transaction> transactions = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            transactions.add(SampleWorkloads.transaction("q" + i, 1, "db2", "SELECT doc FROM t WHERE id = ?"));
        }
        transactions.add(2, SampleWorkloads.transaction("upd", 1, "db2", "SELECT doc FROM t", "UPDATE t SET doc = ?"));
        transactions.add(SampleWorkloads.transaction("ins", 1, "db2", "INSERT INTO t VALUES (?)"));

        WeightPresets.Result result = presets.readOnly(transactions);

        assertArrayEquals(new double[] { 14.3, 14.3, 0, 14.3, 14.3, 14.3, 14.3, 14.2, 0 }, result.weights());
        assertEquals(List.of("upd", "ins"), result.zeroed());
    }

    @Test
    void readOnlyNeedsAQuery() {
        List<Transaction> writes = List.of(SampleWorkloads.transaction("ins", 1, "db2", "INSERT INTO t VALUES (?)"));
        assertThrows(IllegalArgumentException.class, () -> presets.readOnly(writes));
    }

    @Test
    void equalRespectsLocks() {
        List<Transaction> transactions = List.of(SampleWorkloads.transaction("a", 70, "db2", "SELECT 1 FROM t"),
                SampleWorkloads.transaction("b", 10, "db2", "SELECT 1 FROM t"),
                SampleWorkloads.transaction("c", 20, "db2", "SELECT 1 FROM t"));
        assertArrayEquals(new double[] { 70, 15, 15 }, presets.equal(transactions, new boolean[] { true, false, false }).weights());
    }
}
