package org.xwb.xml.generate;

/** The three TPoX document kinds, in the order a database is loaded (referenced kinds first). */
public enum DocumentKind {
    /** A Security document (namespace http://tpox-benchmark.com/security), 3-10 KB. */
    SECURITY("security"),
    /** A CustAcc document: one customer with accounts and holdings (http://tpox-benchmark.com/custacc), 4-20 KB. */
    CUSTACC("custacc"),
    /** A FIXML 4.4 Order (http://www.fixprotocol.org/FIXML-4-4), 1-2 KB. */
    ORDER("order");

    private final String collection;

    DocumentKind(String collection) {
        this.collection = collection;
    }

    /** The TPoX collection name: folder and file-name prefix of written documents. */
    public String collection() {
        return collection;
    }
}
