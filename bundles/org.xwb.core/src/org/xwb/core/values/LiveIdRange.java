package org.xwb.core.values;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The ids a collection holds during a run: from its first id up to the highest id committed so far
 * (its last id at the start). A document inserted by the run becomes eligible for updates and
 * deletes as soon as its transaction commits (TPoX: "immediately eligible"). Ids inserted out of
 * order by concurrent users may leave short-lived gaps; a pick in a gap finds no row, as in TPoX.
 */
public final class LiveIdRange {

    private final String collection;
    private final long firstId;
    private final AtomicLong maxId;

    public LiveIdRange(String collection, long firstId, long lastId) {
        if (lastId < firstId) {
            throw new ValueSourceException("Collection '" + collection + "': lastId " + lastId
                    + " is below firstId " + firstId);
        }
        this.collection = collection;
        this.firstId = firstId;
        this.maxId = new AtomicLong(lastId);
    }

    /**
     * A uniform id in [first, current max]. One draw from the stream whatever the range, so a user's
     * later values do not shift when other users' inserts have grown the range.
     */
    public long pick(SplittableRandom random) {
        long span = maxId.get() - firstId + 1;
        return firstId + (long) (random.nextDouble() * span);
    }

    /** A committed insert: the range grows to include {@code id}. */
    public void publish(long id) {
        if (id > maxId.get()) {
            maxId.accumulateAndGet(id, Math::max);
        }
    }

    public long firstId() {
        return firstId;
    }

    public long maxId() {
        return maxId.get();
    }

    public String collection() {
        return collection;
    }
}
