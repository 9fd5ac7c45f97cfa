package org.xwb.core.run;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Java functions H2 calls from SQL (CREATE ALIAS): known latencies and chosen failures. */
public final class TestFunctions {

    private static final Map<String, AtomicInteger> FAILURES = new ConcurrentHashMap<>();
    private static final Map<String, AtomicInteger> CALLS = new ConcurrentHashMap<>();
    private static final Map<String, List<Double>> SLEPT = new ConcurrentHashMap<>();
    private static final Map<String, AtomicInteger> IN_FLIGHT = new ConcurrentHashMap<>();
    private static final Map<String, AtomicInteger> MOST_IN_FLIGHT = new ConcurrentHashMap<>();

    private TestFunctions() {
    }

    /**
     * Sleeps {@code millis}, counts the call under {@code counter} and records how long it really
     * slept (a loaded machine oversleeps): tests compare the driver's figures with those.
     */
    public static int sleep(String counter, int millis) throws InterruptedException {
        CALLS.computeIfAbsent(counter, k -> new AtomicInteger()).incrementAndGet();
        int inFlight = IN_FLIGHT.computeIfAbsent(counter, k -> new AtomicInteger()).incrementAndGet();
        MOST_IN_FLIGHT.computeIfAbsent(counter, k -> new AtomicInteger()).accumulateAndGet(inFlight, Math::max);
        long start = System.nanoTime();
        try {
            Thread.sleep(millis);
        } finally {
            IN_FLIGHT.get(counter).decrementAndGet();
        }
        SLEPT.computeIfAbsent(counter + "/" + millis, k -> new CopyOnWriteArrayList<>())
                .add((System.nanoTime() - start) / 1e6);
        return millis;
    }

    /** The times {@link #sleep} really slept for {@code counter} and {@code millis}, in ms. */
    public static List<Double> slept(String counter, int millis) {
        return List.copyOf(SLEPT.getOrDefault(counter + "/" + millis, List.of()));
    }

    /** Fails with {@code state} the first {@code failures} times it is called with {@code key}. */
    public static int fail(String key, int failures, String state) throws SQLException {
        int n = FAILURES.computeIfAbsent(key, k -> new AtomicInteger()).incrementAndGet();
        if (n <= failures) {
            throw new SQLException("injected failure " + n + " of " + failures + " for " + key, state);
        }
        return n;
    }

    /** The most calls of {@link #sleep} under {@code counter} that were sleeping at the same time. */
    public static int mostAtOnce(String counter) {
        AtomicInteger n = MOST_IN_FLIGHT.get(counter);
        return n == null ? 0 : n.get();
    }

    /** How often {@link #sleep} was called under {@code counter}. */
    public static int calls(String counter) {
        AtomicInteger n = CALLS.get(counter);
        return n == null ? 0 : n.get();
    }
}
