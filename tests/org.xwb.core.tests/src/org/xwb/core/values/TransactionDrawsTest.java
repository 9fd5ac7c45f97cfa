package org.xwb.core.values;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Collection;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.testing.SampleWorkloads;

/** A transaction's values drawn from a seed, as the workbench shows what a run binds. */
class TransactionDrawsTest {

    @TempDir
    Path folder;

    private static Transaction transaction() {
        Collection orders = SampleWorkloads.collection("orders", 100, 199);
        Transaction t = SampleWorkloads.transaction("get_order", 1, "postgresql", "SELECT doc FROM orders WHERE id = ? AND ? > 0");
        SampleWorkloads.parameter(t, ParameterType.BIGINT, SampleWorkloads.ids(orders));
        SampleWorkloads.parameter(t, ParameterType.BIGINT, SampleWorkloads.same(1));
        return t;
    }

    private List<Object[]> draw(long seed, int count) {
        List<Object[]> drawn = new ArrayList<>();
        try (TransactionDraws draws = TransactionDraws.open(transaction(), folder, seed)) {
            for (int i = 0; i < count; i++) {
                drawn.add(draws.next());
            }
        }
        return drawn;
    }

    @Test
    void theSameSeedDrawsTheSameValuesAndSameRepeatsItsMarker() {
        List<Object[]> first = draw(42, 20);
        List<Object[]> again = draw(42, 20);
        for (int i = 0; i < first.size(); i++) {
            assertArrayEquals(first.get(i), again.get(i));
            long id = (Long) first.get(i)[0];
            assertTrue(id >= 100 && id <= 199, "an id of the collection: " + id);
            assertEquals(first.get(i)[0], first.get(i)[1], "same(1) repeats the first marker");
        }
        assertNotEquals(first.stream().map(v -> v[0]).toList(), draw(43, 20).stream().map(v -> v[0]).toList(),
                "another seed, other values");
    }

    @Test
    void aSourceThatCannotBeUsedSaysWhichMarker() {
        Transaction t = SampleWorkloads.transaction("bad", 1, "postgresql", "SELECT ?");
        SampleWorkloads.parameter(t, ParameterType.VARCHAR, null);
        ValueSourceException error = assertThrows(ValueSourceException.class, () -> TransactionDraws.open(t, folder, 1));
        assertTrue(error.getMessage().contains("transaction bad"), error.getMessage());
    }
}
