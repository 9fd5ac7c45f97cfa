package org.xwb.xml.generate;

/**
 * A contiguous range of ids, both ends included: every id in it exists, so a workload can draw
 * any value between {@code first} and {@code last} (TPoX's "ids" parameter source does).
 */
public record IdRange(long first, long last) {

    public long count() {
        return last - first + 1;
    }

    public boolean contains(long id) {
        return id >= first && id <= last;
    }

    @Override
    public String toString() {
        return first + ".." + last + " (" + count() + ")";
    }
}
