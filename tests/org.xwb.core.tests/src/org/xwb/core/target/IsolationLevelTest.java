package org.xwb.core.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.xwb.core.run.RunConfig;
import org.xwb.model.RunSettings;
import org.xwb.model.XwbFactory;

class IsolationLevelTest {

    @Test
    void levelsAreReadAsWorkloadFilesAndUsersWriteThem() {
        assertEquals(IsolationLevel.SERIALIZABLE, IsolationLevel.parse("Serializable"));
        assertEquals(IsolationLevel.REPEATABLE_READ, IsolationLevel.parse("repeatable read"));
        assertEquals(IsolationLevel.READ_COMMITTED, IsolationLevel.parse(" READ_COMMITTED "));
        assertNull(IsolationLevel.parse(""));
        assertNull(IsolationLevel.parse(null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IsolationLevel.parse("snapshot"));
        assertEquals("'snapshot' is not an isolation level; use one of read-committed, repeatable-read, serializable",
                e.getMessage());
    }

    @Test
    void aRunTakesTheWorkloadsLevelAndNoneWithoutOne() {
        RunSettings settings = XwbFactory.eINSTANCE.createRunSettings();
        assertNull(RunConfig.from(settings).build().isolation());
        settings.setIsolation("repeatable-read");
        assertEquals(IsolationLevel.REPEATABLE_READ, RunConfig.from(settings).build().isolation());
        assertEquals(IsolationLevel.SERIALIZABLE,
                RunConfig.from(settings).isolation(IsolationLevel.SERIALIZABLE).build().isolation());
    }
}
