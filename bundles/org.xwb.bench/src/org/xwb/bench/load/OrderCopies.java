package org.xwb.bench.load;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.target.DocumentStream.Document;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;

/**
 * Realistic documents for load benchmarks: copies of real FIXML orders (the TPoX samples) with
 * the Order ID rewritten, cycling through the templates. Contents and sizes stay those of real
 * orders; only the id differs.
 */
public final class OrderCopies {

    public static final String FIXML_NS = "http://www.fixprotocol.org/FIXML-4-4";
    private static final Pattern ORDER_ID = Pattern.compile("<Order\\s+ID=\"\\d+\"");

    private OrderCopies() {
    }

    public static List<Document> generate(List<byte[]> templates, long firstId, int count) {
        List<String> texts = new ArrayList<>();
        for (byte[] template : templates) {
            String text = new String(template, StandardCharsets.UTF_8);
            if (!ORDER_ID.matcher(text).find()) {
                throw new IllegalArgumentException("Not a FIXML order with <Order ID=\"...\">: " + text.substring(0,
                        Math.min(80, text.length())));
            }
            texts.add(text);
        }
        List<Document> documents = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            long id = firstId + i;
            String text = ORDER_ID.matcher(texts.get(i % texts.size())).replaceFirst(Matcher.quoteReplacement(
                    "<Order ID=\"" + id + "\""));
            documents.add(new Document(id, "order copy " + id, text.getBytes(StandardCharsets.UTF_8)));
        }
        return documents;
    }

    /** An order collection on {@code table}, with TPoX-like XML indexes of each key type when asked. */
    public static Collection collection(String table, boolean xmlIndexes) {
        Collection c = XwbFactory.eINSTANCE.createCollection();
        c.setName("orders");
        c.setTable(table);
        c.setIdPath("/o:FIXML/o:Order/@ID");
        NamespaceBinding ns = XwbFactory.eINSTANCE.createNamespaceBinding();
        ns.setPrefix("o");
        ns.setUri(FIXML_NS);
        c.getNamespaces().add(ns);
        if (xmlIndexes) {
            c.getIndexes().add(index(table + "_id", "/o:FIXML/o:Order/@ID", IndexKeyType.INTEGER));
            c.getIndexes().add(index(table + "_sym", "/o:FIXML/o:Order/o:Instrmt/@Sym", IndexKeyType.VARCHAR));
            c.getIndexes().add(index(table + "_cash", "/o:FIXML/o:Order/o:OrdQty/@Cash", IndexKeyType.DOUBLE));
            c.getIndexes().add(index(table + "_trddt", "/o:FIXML/o:Order/@TrdDt", IndexKeyType.DATE));
            c.getIndexes().add(index(table + "_txntm", "/o:FIXML/o:Order/@TxnTm", IndexKeyType.TIMESTAMP));
        }
        return c;
    }

    private static XmlIndex index(String name, String path, IndexKeyType type) {
        XmlIndex index = XwbFactory.eINSTANCE.createXmlIndex();
        index.setName(name);
        index.setPath(path);
        index.setKeyType(type);
        return index;
    }
}
