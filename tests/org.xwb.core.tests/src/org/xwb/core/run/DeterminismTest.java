package org.xwb.core.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.xwb.core.run.Workloads.config;
import static org.xwb.core.run.Workloads.run;
import static org.xwb.core.run.Workloads.sequence;
import static org.xwb.core.run.Workloads.tx;
import static org.xwb.core.run.Workloads.uniform;
import static org.xwb.core.run.Workloads.with;
import static org.xwb.core.run.Workloads.workload;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.ArrayList;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.ParameterType;
import org.xwb.model.Workload;

/** The same seed replays the same transactions with the same values, user by user. */
class DeterminismTest {

    static final int USERS = 3;

    @TempDir
    Path runs;

    @Test
    void theSameSeedReplaysEachUsersSequenceAndAnotherSeedDoesNot() throws Exception {
        Map<Long, List<String>> first = sequences(42);
        Map<Long, List<String>> second = sequences(42);
        Map<Long, List<String>> other = sequences(43);
        assertEquals(USERS, first.size());
        first.values().forEach(s -> assertEquals(150, s.size(), "transactions per user"));
        assertEquals(first, second);
        assertNotEquals(first, other);
    }

    /** Per user (from the sequence marker: user i draws i, i+n, ...), the (transaction, value) pairs in order. */
    private Map<Long, List<String>> sequences(long seed) throws Exception {
        H2 db = new H2();
        db.execute("CREATE TABLE log(ord BIGINT AUTO_INCREMENT PRIMARY KEY, tx VARCHAR(10), s BIGINT, v BIGINT)");
        Workload w = workload("determinism",
                with(with(tx("a", 1, "INSERT INTO log(tx, s, v) VALUES ('a', ?, ?)"), ParameterType.BIGINT,
                        sequence(0, 1)), ParameterType.BIGINT, uniform(0, 1_000_000_000)),
                with(with(tx("b", 3, "INSERT INTO log(tx, s, v) VALUES ('b', ?, ?)"), ParameterType.BIGINT,
                        sequence(0, 1)), ParameterType.BIGINT, uniform(0, 1_000_000_000)));
        run(w, db, config().users(USERS).transactionsPerUser(150).seed(seed).build(), runs).start().await();
        Map<Long, List<String>> byUser = new TreeMap<>();
        for (List<Object> row : db.query("SELECT s, tx, v FROM log ORDER BY ord")) {
            long user = ((Number) row.get(0)).longValue() % USERS;
            byUser.computeIfAbsent(user, u -> new ArrayList<>()).add(row.get(1) + ":" + row.get(2));
        }
        db.shutdown();
        return byUser;
    }
}
