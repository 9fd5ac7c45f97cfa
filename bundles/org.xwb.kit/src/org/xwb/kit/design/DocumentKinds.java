package org.xwb.kit.design;

import java.util.Arrays;
import java.util.Optional;

import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentKind;

/**
 * What a collection of generated TPoX documents of one kind needs to say about them: the kind as
 * the model writes it, where the id is, the namespace with the prefix the kit's workloads use,
 * and the kit's schema for them.
 */
public enum DocumentKinds {

    CUSTACC(DocumentKind.CUSTACC, "/c:Customer/@id", "c", TpoxKit.CUSTACC_NAMESPACE, "kit:custacc.xsd"),
    SECURITY(DocumentKind.SECURITY, "/s:Security/@id", "s", TpoxKit.SECURITY_NAMESPACE, "kit:security.xsd"),
    ORDER(DocumentKind.ORDER, "/o:FIXML/o:Order/@ID", "o", TpoxKit.FIXML_NAMESPACE, "kit:fixml-4-4/fixml-main-4-4.xsd");

    private final DocumentKind kind;
    private final String idPath;
    private final String prefix;
    private final String namespace;
    private final String schema;

    DocumentKinds(DocumentKind kind, String idPath, String prefix, String namespace, String schema) {
        this.kind = kind;
        this.idPath = idPath;
        this.prefix = prefix;
        this.namespace = namespace;
        this.schema = schema;
    }

    public DocumentKind kind() {
        return kind;
    }

    /** The model's {@code kind} attribute: custacc, security, order. */
    public String literal() {
        return kind.collection();
    }

    public String idPath() {
        return idPath;
    }

    public String prefix() {
        return prefix;
    }

    public String namespace() {
        return namespace;
    }

    /** The collection's {@code schema} attribute for these documents. */
    public String schema() {
        return schema;
    }

    /** The kind a collection's {@code kind} attribute names. */
    public static Optional<DocumentKinds> of(String literal) {
        return Arrays.stream(values()).filter(k -> k.literal().equals(literal)).findFirst();
    }
}
