package org.xwb.cli;

import java.io.PrintWriter;
import java.util.List;

/** A table of text cells in aligned columns: the first column and the other text columns left, figures right. */
final class TextTable {

    private TextTable() {
    }

    /** @param textColumns the columns after the first that hold text (left-aligned) */
    static void print(PrintWriter out, List<String> header, List<List<String>> rows, int... textColumns) {
        boolean[] left = new boolean[header.size()];
        left[0] = true;
        for (int column : textColumns) {
            left[column] = true;
        }
        int[] widths = new int[header.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = header.get(i).length();
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        line(out, header, widths, left);
        for (List<String> row : rows) {
            line(out, row, widths, left);
        }
    }

    private static void line(PrintWriter out, List<String> cells, int[] widths, boolean[] left) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - cell.length());
            b.append(i == 0 ? "" : "  ").append(left[i] ? cell + pad : pad + cell);
        }
        out.println(b.toString().stripTrailing());
    }
}
