package org.xwb.cli;

import java.io.PrintWriter;
import java.util.List;

/** A table of text cells in aligned columns: the first column left, the others right (figures). */
final class TextTable {

    private TextTable() {
    }

    static void print(PrintWriter out, List<String> header, List<List<String>> rows) {
        int[] widths = new int[header.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = header.get(i).length();
            for (List<String> row : rows) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        line(out, header, widths);
        for (List<String> row : rows) {
            line(out, row, widths);
        }
    }

    private static void line(PrintWriter out, List<String> cells, int[] widths) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - cell.length());
            b.append(i == 0 ? cell + pad : "  " + pad + cell);
        }
        out.println(b.toString().stripTrailing());
    }
}
