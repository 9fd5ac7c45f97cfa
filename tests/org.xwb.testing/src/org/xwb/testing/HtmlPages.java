package org.xwb.testing;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.NodeList;
import org.xwb.model.secure.HardenedParsers;

/**
 * HTML reports read as a test reads them: the HTML 5 doctype, then well-formed XHTML parsed by the
 * project's hardened DOM parser (which refuses any other DOCTYPE and reads nothing external), and
 * questions about what it holds: charts, tables and their rows, references to anything outside.
 */
public final class HtmlPages {

    public static final String XHTML = "http://www.w3.org/1999/xhtml";
    public static final String SVG = "http://www.w3.org/2000/svg";
    private static final String DOCTYPE = "<!DOCTYPE html>\n";
    /** Elements that would fetch something or run code. */
    private static final Set<String> FETCHING = Set.of("script", "link", "img", "iframe", "object", "embed", "image",
            "use", "audio", "video", "source", "base");

    private HtmlPages() {
    }

    /** The page as a DOM; fails when it does not start with the HTML 5 doctype or is not well-formed. */
    public static Document parse(String html) throws Exception {
        if (!html.startsWith(DOCTYPE)) {
            throw new AssertionError("the page does not start with " + DOCTYPE.strip() + ": "
                    + html.substring(0, Math.min(60, html.length())));
        }
        byte[] rest = html.substring(DOCTYPE.length()).getBytes(StandardCharsets.UTF_8);
        return HardenedParsers.documentBuilder().parse(new ByteArrayInputStream(rest));
    }

    /** The elements {@code name} of {@code namespace}, with {@code cssClass} among their classes (null: any). */
    public static List<Element> elements(Document page, String namespace, String name, String cssClass) {
        NodeList found = page.getElementsByTagNameNS(namespace, name);
        List<Element> elements = new ArrayList<>();
        for (int i = 0; i < found.getLength(); i++) {
            Element e = (Element) found.item(i);
            if (cssClass == null || List.of(e.getAttribute("class").split(" ")).contains(cssClass)) {
                elements.add(e);
            }
        }
        return elements;
    }

    /** The rows of a table's body. */
    public static List<Element> bodyRows(Element table) {
        List<Element> rows = new ArrayList<>();
        NodeList bodies = table.getElementsByTagNameNS(XHTML, "tbody");
        for (int b = 0; b < bodies.getLength(); b++) {
            NodeList trs = ((Element) bodies.item(b)).getElementsByTagNameNS(XHTML, "tr");
            for (int i = 0; i < trs.getLength(); i++) {
                rows.add((Element) trs.item(i));
            }
        }
        return rows;
    }

    /** The text of a row's cells (th and td, in order). */
    public static List<String> cells(Element row) {
        List<String> cells = new ArrayList<>();
        NodeList children = row.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element cell) {
                cells.add(cell.getTextContent());
            }
        }
        return cells;
    }

    /**
     * What in the page would reach outside it: elements that fetch or run code, and attribute values
     * that name a URL (namespace declarations aside), a {@code url(...)} that is not {@code url(#id)} within
     * the page, or a link that is not to an anchor of the page.
     */
    public static List<String> externalReferences(Document page) {
        List<String> found = new ArrayList<>();
        NodeList all = page.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (FETCHING.contains(e.getLocalName())) {
                found.add("<" + e.getLocalName() + ">");
            }
            if (e.getLocalName().equals("style") && (e.getTextContent().contains("url(")
                    || e.getTextContent().contains("@import"))) {
                found.add("<style> with url( or @import");
            }
            NamedNodeMap attributes = e.getAttributes();
            for (int a = 0; a < attributes.getLength(); a++) {
                Attr attribute = (Attr) attributes.item(a);
                String name = attribute.getName();
                String value = attribute.getValue();
                boolean declaration = name.equals("xmlns") || name.startsWith("xmlns:");
                boolean link = name.endsWith("href") || name.equals("src");
                boolean remoteUrl = value.matches("(?s).*url\\(\\s*(?!['\"]?#).*");
                if (!declaration && (value.contains("://") || remoteUrl || link && !value.startsWith("#"))) {
                    found.add(e.getLocalName() + "@" + name + "=" + value);
                }
            }
        }
        return found;
    }
}
