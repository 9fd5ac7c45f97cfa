package org.xwb.report;

import java.util.List;
import java.util.Locale;

/**
 * Writes the report's markup: well-formed (polyglot) HTML, so a browser and an XML parser read it
 * alike; every text and attribute value escaped, nothing from a run folder ever taken as markup. Only
 * {@link #raw} takes markup, for the SVG charts drawn here.
 */
final class Html {

    private final StringBuilder out = new StringBuilder(1 << 16);

    /** Opens {@code tag} with attributes given as name, value pairs (a null value leaves the attribute out). */
    Html open(String tag, String... attributes) {
        out.append('<').append(tag);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            if (attributes[i + 1] != null) {
                out.append(' ').append(attributes[i]).append("=\"").append(escape(attributes[i + 1])).append('"');
            }
        }
        out.append('>');
        return this;
    }

    Html close(String tag) {
        out.append("</").append(tag).append(">\n");
        return this;
    }

    Html text(String text) {
        out.append(escape(text));
        return this;
    }

    /** An element holding text only. */
    Html element(String tag, String text, String... attributes) {
        return open(tag, attributes).text(text).close(tag);
    }

    /** Markup made here (an SVG chart), as it is. */
    Html raw(String markup) {
        out.append(markup).append('\n');
        return this;
    }

    /**
     * A table: a header row and body rows; a cell that starts with a digit, a sign or a dash stands
     * for a number and is right-aligned.
     *
     * @param rowClasses a class per row (null for none), or an empty list
     */
    Html table(String cssClass, List<String> header, List<List<String>> rows, List<String> rowClasses) {
        return table(cssClass, header, rows, rowClasses, -1, null);
    }

    /**
     * A table as {@link #table(String, List, List, List)}, with column {@code marked} given the class
     * {@code markClass} (the verdict of a comparison). A wide table scrolls by itself, not the page.
     */
    Html table(String cssClass, List<String> header, List<List<String>> rows, List<String> rowClasses, int marked,
            String markClass) {
        open("div", "class", "table");
        open("table", "class", cssClass).open("thead").open("tr");
        header.forEach(h -> element("th", h));
        close("tr").close("thead").open("tbody");
        for (int r = 0; r < rows.size(); r++) {
            open("tr", "class", r < rowClasses.size() ? rowClasses.get(r) : null);
            List<String> cells = rows.get(r);
            for (int c = 0; c < cells.size(); c++) {
                String cellClass = c == marked ? markClass : c > 0 && numeric(cells.get(c)) ? "n" : null;
                element(c == 0 ? "th" : "td", cells.get(c), "class", cellClass);
            }
            close("tr");
        }
        return close("tbody").close("table").close("div");
    }

    /** A two-column table of names and values. */
    Html facts(String cssClass, List<String[]> facts) {
        open("table", "class", cssClass).open("tbody");
        for (String[] fact : facts) {
            open("tr").element("th", fact[0]).element("td", fact[1]).close("tr");
        }
        return close("tbody").close("table");
    }

    @Override
    public String toString() {
        return out.toString();
    }

    static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
            case '<' -> b.append("&lt;");
            case '>' -> b.append("&gt;");
            case '&' -> b.append("&amp;");
            case '"' -> b.append("&quot;");
            case '\'' -> b.append("&#39;");
            default -> {
                // control characters are not allowed in XML 1.0 (a database's message may hold one)
                if (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
                    b.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
                } else {
                    b.append(c);
                }
            }
            }
        }
        return b.toString();
    }

    private static boolean numeric(String cell) {
        return !cell.isEmpty() && (Character.isDigit(cell.charAt(0)) || cell.charAt(0) == '-' || cell.charAt(0) == '+'
                || cell.charAt(0) == '\u2013');
    }
}
