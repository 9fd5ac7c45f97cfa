package org.xwb.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The user guide (docs/user-guide.md, copied into this bundle at build time) as an HTML page for
 * the workbench's report viewer. The guide's Markdown is plain: headings, paragraphs, bullet
 * lists, fenced code, tables, `code`, **bold** and links, so a small converter is enough; a link
 * shows its text (the viewer navigates nowhere but the page itself).
 */
public final class GuidePage {

    /** Where the build puts the guide in this bundle. */
    static final String RESOURCE = "/guide/user-guide.md";
    private static final Pattern INLINE = Pattern.compile("`([^`]+)`|\\*\\*(.+?)\\*\\*|\\[([^\\]]+)\\]\\([^)]*\\)");

    private GuidePage() {
    }

    /** The guide's Markdown as shipped in this bundle. */
    public static String markdown() throws IOException {
        try (InputStream in = GuidePage.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("this XWB has no user guide (" + RESOURCE + " is missing from org.xwb.ui)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** A whole HTML page of the Markdown. */
    public static String html(String markdown) {
        StringBuilder out = new StringBuilder("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>XWB user guide</title>"
                + "<style>body{font-family:sans-serif;max-width:60em;margin:1em auto;padding:0 1em;line-height:1.45}"
                + "code,pre{background:#f3f3f3}pre{padding:.5em;overflow:auto}table{border-collapse:collapse}"
                + "td,th{border:1px solid #ccc;padding:2px 6px}</style></head><body>\n");
        List<String> lines = markdown.lines().toList();
        StringBuilder paragraph = new StringBuilder();
        boolean inList = false;
        boolean inTable = false;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                inList = close(out, paragraph, inList, inTable);
                inTable = false;
                out.append("<pre>");
                while (++i < lines.size() && !lines.get(i).startsWith("```")) {
                    out.append(escape(lines.get(i))).append('\n');
                }
                out.append("</pre>\n");
            } else if (line.startsWith("#")) {
                inList = close(out, paragraph, inList, inTable);
                inTable = false;
                int level = Math.min(6, (int) line.chars().takeWhile(c -> c == '#').count());
                String text = line.substring(level).trim();
                out.append("<h").append(level).append(" id=\"").append(anchor(text)).append("\">").append(inline(text))
                        .append("</h").append(level).append(">\n");
            } else if (line.startsWith("|")) {
                if (!inTable) {
                    inList = close(out, paragraph, inList, false);
                    out.append("<table>\n");
                    inTable = true;
                }
                if (!line.matches("\\|[\\s:|-]+\\|?")) {
                    out.append("<tr>");
                    for (String cell : line.substring(1, line.endsWith("|") ? line.length() - 1 : line.length()).split("\\|")) {
                        out.append("<td>").append(inline(cell.trim())).append("</td>");
                    }
                    out.append("</tr>\n");
                }
            } else if (line.matches("\\s*[-*] .*") || line.matches("\\s*\\d+\\. .*")) {
                flush(out, paragraph, inList);
                if (inTable) {
                    out.append("</table>\n");
                    inTable = false;
                }
                if (!inList) {
                    out.append("<ul>\n");
                    inList = true;
                }
                paragraph.append(line.replaceFirst("\\s*([-*]|\\d+\\.) ", ""));
            } else if (line.isBlank()) {
                inList = close(out, paragraph, inList, inTable);
                inTable = false;
            } else {
                paragraph.append(paragraph.isEmpty() ? "" : " ").append(line.trim());
            }
        }
        close(out, paragraph, inList, inTable);
        return out.append("</body></html>\n").toString();
    }

    /** Ends the open paragraph, list item, list and table; returns false (no list open). */
    private static boolean close(StringBuilder out, StringBuilder paragraph, boolean inList, boolean inTable) {
        flush(out, paragraph, inList);
        if (inList) {
            out.append("</ul>\n");
        }
        if (inTable) {
            out.append("</table>\n");
        }
        return false;
    }

    private static void flush(StringBuilder out, StringBuilder paragraph, boolean inList) {
        if (!paragraph.isEmpty()) {
            out.append(inList ? "<li>" : "<p>").append(inline(paragraph.toString())).append(inList ? "</li>\n" : "</p>\n");
            paragraph.setLength(0);
        }
    }

    private static String inline(String text) {
        Matcher m = INLINE.matcher(text);
        StringBuilder out = new StringBuilder();
        int last = 0;
        while (m.find()) {
            out.append(escape(text.substring(last, m.start())));
            if (m.group(1) != null) {
                out.append("<code>").append(escape(m.group(1))).append("</code>");
            } else if (m.group(2) != null) {
                out.append("<b>").append(inline(m.group(2))).append("</b>");
            } else {
                out.append(inline(m.group(3)));
            }
            last = m.end();
        }
        return out.append(escape(text.substring(last))).toString();
    }

    private static String anchor(String heading) {
        return heading.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9 -]", "").trim().replace(' ', '-');
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
