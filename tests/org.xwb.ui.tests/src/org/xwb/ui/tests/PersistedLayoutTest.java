package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.ui.layout.PersistedLayout;

/** The check before e4 loads its persisted model, on files: kept for the same shipped model, dropped for another. */
class PersistedLayoutTest {

    private static final String SHIPPED = "a".repeat(64);
    private static final String OLDER = "b".repeat(64);

    @Test
    void aFirstStartHasNothingToRestoreAndRecordsTheHash(@TempDir Path instance) throws Exception {
        PersistedLayout layout = new PersistedLayout(instance);
        assertFalse(layout.check(SHIPPED));
        assertEquals(SHIPPED, Files.readString(layout.modelHashFile(), StandardCharsets.US_ASCII).strip());
    }

    @Test
    void theSameShippedModelKeepsTheLayout(@TempDir Path instance) throws Exception {
        PersistedLayout layout = new PersistedLayout(instance);
        layout.check(SHIPPED);
        persist(layout, "<arranged/>");
        assertTrue(layout.check(SHIPPED), "restored");
        assertEquals("<arranged/>", Files.readString(layout.persistedModel(), StandardCharsets.UTF_8));
    }

    @Test
    void anotherShippedModelDropsTheLayoutOnce(@TempDir Path instance) throws Exception {
        PersistedLayout layout = new PersistedLayout(instance);
        layout.check(OLDER);
        persist(layout, "<arranged with the older model/>");
        assertFalse(layout.check(SHIPPED), "the new model's default layout");
        assertFalse(Files.exists(layout.persistedModel()));
        assertEquals(SHIPPED, Files.readString(layout.modelHashFile(), StandardCharsets.US_ASCII).strip());
        persist(layout, "<arranged with the new model/>");
        assertTrue(layout.check(SHIPPED), "kept from then on");
    }

    @Test
    void aLayoutWithoutARecordedHashIsFromAnXwbBeforeTheCheckAndIsDropped(@TempDir Path instance) throws Exception {
        PersistedLayout layout = new PersistedLayout(instance);
        persist(layout, "<from an older XWB/>");
        assertFalse(layout.check(SHIPPED));
    }

    private static void persist(PersistedLayout layout, String text) throws Exception {
        Files.createDirectories(layout.persistedModel().getParent());
        Files.writeString(layout.persistedModel(), text, StandardCharsets.UTF_8);
    }
}
