package org.xwb.core.statements;

import java.util.List;

/**
 * What a statement run by hand returned: the rows of its last text that returned rows (at most
 * the run's row limit; {@link #totalRows} counts them all), the update counts of the texts that
 * changed rows, and how long the server took and how long reading the rows took.
 *
 * @param columns      the columns of the rows; empty when no text returned rows
 * @param rows         the rows kept, each cell as text (null for SQL NULL)
 * @param totalRows    every row the last query returned, kept or only counted
 * @param updateCounts per text that changed rows, how many it changed
 * @param serverMillis from sending the texts until the server answered (the first rows included)
 * @param fetchMillis  reading and counting the rows after that
 * @param committed    the changes were committed; otherwise they were rolled back
 */
public record StatementResult(List<Column> columns, List<String[]> rows, long totalRows, List<Long> updateCounts,
        double serverMillis, double fetchMillis, boolean committed) {

    /**
     * @param name its label
     * @param type the database's type name
     * @param xml  holds XML (shown shortened, and pretty-printed when chosen)
     */
    public record Column(String name, String type, boolean xml) {
    }

    /** More rows came back than were kept. */
    public boolean truncated() {
        return totalRows > rows.size();
    }

    /** True when some text returned rows. */
    public boolean hasRows() {
        return !columns.isEmpty();
    }
}
