package org.xwb.jmeter.export;

import java.util.List;

/**
 * The insert documents an export wrote for one collection.
 *
 * @param collection the collection
 * @param perPart    documents in each engine's part (one part unless the plan is for several engines)
 * @param unreadable documents left out because they could not be read
 * @param bytes      their content in bytes (UTF-8), all parts together
 */
public record DocumentsWritten(String collection, List<Integer> perPart, int unreadable, long bytes) {

    public DocumentsWritten {
        perPart = List.copyOf(perPart);
    }

    public int total() {
        return perPart.stream().mapToInt(Integer::intValue).sum();
    }

    /** The mean document size in bytes, 0 without documents. */
    public double meanBytes() {
        return total() == 0 ? 0 : (double) bytes / total();
    }
}
