package org.xwb.targets.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;

import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.testing.SampleWorkloads;

/**
 * The real TPoX sample documents of this bundle (resources/tpox, see PROVENANCE.md), copies of
 * them with rewritten ids for volume, and TPoX-shaped collections.
 */
public final class Tpox {

    public static final String CUSTACC_NS = "http://tpox-benchmark.com/custacc";
    public static final String FIXML_NS = "http://www.fixprotocol.org/FIXML-4-4";
    public static final List<String> FILES = List.of("custacc.xml", "order123.xml", "order654.xml", "security1500.xml",
            "security29674.xml", "security5621.xml", "security9012.xml");

    private Tpox() {
    }

    public static byte[] bytes(String file) {
        try (InputStream in = Tpox.class.getResourceAsStream("/tpox/" + file)) {
            if (in == null) {
                throw new IllegalStateException("Test resource /tpox/" + file + " is missing");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String text(String file) {
        return new String(bytes(file), StandardCharsets.UTF_8);
    }

    /** The real CustAcc document with another id. */
    public static String customer(long id) {
        return text("custacc.xml").replaceFirst("<Customer id=\"1011\"", "<Customer id=\"" + id + "\"");
    }

    /**
     * One of the two real FIXML orders with another ID, and values that differ per order so that
     * indexes on them are selective: TrdDt (a date), TxnTm (a timestamp), OrdQty/@Cash and Instrmt/@Sym.
     */
    public static String order(long id) {
        String order = text(id % 2 == 0 ? "order123.xml" : "order654.xml");
        LocalDate tradeDate = LocalDate.of(2003, 1, 1).plusDays(id % 1000);
        order = order.replaceFirst("<Order ID=\"\\d+\"", "<Order ID=\"" + id + "\"");
        order = order.replaceFirst("TrdDt=\"[^\"]*\"", "TrdDt=\"" + tradeDate + "\"");
        order = order.replaceFirst("TxnTm=\"[^\"]*\"", "TxnTm=\"" + tradeDate + "T" + String.format("%02d:%02d:%02d",
                id % 24, id % 60, (id * 7) % 60) + "\"");
        order = order.replaceFirst(" Sym=\"[^\"]*\"", " Sym=\"S" + (id % 500) + "\"");
        return order.replaceFirst("Cash=\"[^\"]*\"", "Cash=\"" + (id % 5000) + ".25\"");
    }

    /** A CustAcc collection on {@code table}; id path /c:Customer/@id. */
    public static Collection customers(String table) {
        Collection c = collection("customers", table, "/c:Customer/@id", "c", CUSTACC_NS);
        c.setDocumentKind("custacc");
        return c;
    }

    /** A FIXML order collection on {@code table} with an XML index of every key type. */
    public static Collection orders(String table) {
        Collection c = collection("orders", table, "/o:FIXML/o:Order/@ID", "o", FIXML_NS);
        c.setDocumentKind("order");
        c.getIndexes().add(index(table + "_id", "/o:FIXML/o:Order/@ID", IndexKeyType.INTEGER));
        c.getIndexes().add(index(table + "_sym", "/o:FIXML/o:Order/o:Instrmt/@Sym", IndexKeyType.VARCHAR));
        c.getIndexes().add(index(table + "_cash", "/o:FIXML/o:Order/o:OrdQty/@Cash", IndexKeyType.DOUBLE));
        c.getIndexes().add(index(table + "_trddt", "/o:FIXML/o:Order/@TrdDt", IndexKeyType.DATE));
        c.getIndexes().add(index(table + "_txntm", "/o:FIXML/o:Order/@TxnTm", IndexKeyType.TIMESTAMP));
        return c;
    }

    public static Workload workload(Collection... collections) {
        Workload w = XwbFactory.eINSTANCE.createWorkload();
        w.setName("test");
        for (Collection c : collections) {
            w.getCollections().add(c);
        }
        return w;
    }

    public static XmlIndex index(String name, String path, IndexKeyType type) {
        return SampleWorkloads.index(name, path, type, 0);
    }

    private static Collection collection(String name, String table, String idPath, String prefix, String uri) {
        Collection c = XwbFactory.eINSTANCE.createCollection();
        c.setName(name);
        c.setTable(table);
        c.setIdPath(idPath);
        c.getNamespaces().add(SampleWorkloads.namespace(prefix, uri));
        return c;
    }
}
