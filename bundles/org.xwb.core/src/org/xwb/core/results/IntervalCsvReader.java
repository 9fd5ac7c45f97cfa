package org.xwb.core.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.xwb.core.stats.IntervalMetric;
import org.xwb.core.stats.IntervalRow;
import org.xwb.core.stats.IntervalSnapshot;

/**
 * intervals.csv read back as the {@link IntervalSnapshot}s the run handed to its live charts, so a
 * finished run's charts are drawn by the same code as the dashboard's. Columns are found by their
 * header name (a file from before a column was added reads it as 0 or NaN); a line a killed run left
 * half written, and an interval without its total line, are left out.
 */
public final class IntervalCsvReader {

    private IntervalCsvReader() {
    }

    /**
     * @param names display name by transaction id (the summary's); an id without one is its own name
     * @return the intervals in file order, ramp-up included; empty when the file does not exist
     */
    public static List<IntervalSnapshot> read(Path file, Map<String, String> names) throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty()) {
            return List.of();
        }
        Columns columns = new Columns(List.of(lines.get(0).split(",", -1)));
        List<IntervalSnapshot> snapshots = new ArrayList<>();
        List<IntervalRow> rows = new ArrayList<>();
        for (int n = 1; n < lines.size(); n++) {
            List<String> cells = cells(lines.get(n));
            if (cells.size() < columns.width) {
                continue; // the last line of a killed run
            }
            IntervalRow row;
            try {
                row = columns.row(cells, names);
            } catch (NumberFormatException e) {
                throw new IOException(file + ":" + (n + 1) + ": not a number: " + e.getMessage(), e);
            }
            if (!IntervalRow.TOTAL.equals(row.transactionId())) {
                rows.add(row);
                continue;
            }
            try {
                snapshots.add(new IntervalSnapshot((int) columns.whole(cells, "interval"), columns.text(cells, "phase"),
                        columns.number(cells, "start_s"), columns.number(cells, "end_s"),
                        (int) columns.whole(cells, "active_users"), rows, row));
            } catch (NumberFormatException e) {
                throw new IOException(file + ":" + (n + 1) + ": not a number: " + e.getMessage(), e);
            }
            rows = new ArrayList<>();
        }
        return snapshots;
    }

    /** A CSV line's fields; a field in quotes may hold commas and doubled quotes ({@link Formats#csv}). */
    static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    /** The header's columns by name. */
    private static final class Columns {
        private final List<String> header;
        final int width;

        Columns(List<String> header) {
            this.header = header;
            this.width = header.size();
        }

        IntervalRow row(List<String> cells, Map<String, String> names) {
            String id = text(cells, "transaction");
            IntervalRow.Builder row = IntervalRow.of(id, names.getOrDefault(id, id));
            for (IntervalMetric metric : IntervalMetric.values()) {
                if (header.contains(metric.column())) { // else a file from before it: the metric's absent value
                    row.with(metric, metric.whole() ? whole(cells, metric.column()) : number(cells, metric.column()));
                }
            }
            return row.row();
        }

        String text(List<String> cells, String column) {
            int i = header.indexOf(column);
            return i < 0 ? "" : cells.get(i);
        }

        double number(List<String> cells, String column) {
            String cell = text(cells, column);
            return cell.isEmpty() ? Double.NaN : Double.parseDouble(cell);
        }

        long whole(List<String> cells, String column) {
            String cell = text(cells, column);
            return cell.isEmpty() ? 0 : Long.parseLong(cell);
        }
    }
}
