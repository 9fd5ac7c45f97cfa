package org.xwb.xml.query;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.transform.SourceLocator;

import org.xml.sax.InputSource;
import org.xwb.xml.secure.HardenedSaxon;

import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.SaxonApiException;
import net.sf.saxon.s9api.Serializer;
import net.sf.saxon.s9api.XPathCompiler;
import net.sf.saxon.s9api.XPathSelector;
import net.sf.saxon.s9api.XQueryCompiler;
import net.sf.saxon.s9api.XQueryEvaluator;
import net.sf.saxon.s9api.XdmAtomicValue;
import net.sf.saxon.s9api.XdmFunctionItem;
import net.sf.saxon.s9api.XdmItem;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmValue;
import net.sf.saxon.trans.XPathException;

/**
 * Evaluates XPath 3.1 or XQuery 3.1 with Saxon-HE against one parsed document, its namespace
 * prefixes in scope and its default namespace as the default element namespace (so {@code
 * /FIXML/Order/@ID} works on an order as written). Results come back as typed items (nodes
 * serialized, atomic values with their type), with the count and the time; an error in the
 * expression carries its line and column. One evaluator per thread.
 */
public final class QueryEvaluator {

    /** The languages of the scratchpad. */
    public enum Language {
        XPATH("XPath 3.1"), XQUERY("XQuery 3.1");

        private final String label;

        Language(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** One result item: its type ({@code attribute()}, {@code element(Order)}, {@code xs:string}, ...) and its text. */
    public record Item(String type, String value) {
    }

    /**
     * What an evaluation returned.
     *
     * @param items the first {@code limit} items
     * @param count how many items the result has
     * @param nanos evaluation time (compile and evaluate, not the document's parse)
     */
    public record Result(List<Item> items, int count, long nanos) {
    }

    /** An expression that does not compile or fails while evaluating, at a 1-based line and column of the expression. */
    public static final class QueryException extends Exception {
        private static final long serialVersionUID = 1L;
        private final int line;
        private final int column;

        QueryException(String message, int line, int column) {
            super(message);
            this.line = line;
            this.column = column;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    private static final int VALUE_LIMIT = 4000;

    private final Processor processor = HardenedSaxon.processor();

    /** A document parsed for evaluation; reusable for any number of expressions. */
    public static final class Parsed {
        private final XdmNode node;

        private Parsed(XdmNode node) {
            this.node = node;
        }
    }

    /** Parses a document (hardened) with line numbers, for {@link #evaluate}. */
    public Parsed parse(byte[] content, String systemId) throws QueryException {
        DocumentBuilder builder = processor.newDocumentBuilder();
        builder.setLineNumbering(true);
        InputSource input = new InputSource(new ByteArrayInputStream(content));
        input.setSystemId(systemId);
        try {
            return new Parsed(builder.build(HardenedSaxon.source(input)));
        } catch (SaxonApiException e) {
            throw new QueryException("The document does not parse: " + e.getMessage(), 0, 0);
        }
    }

    /**
     * @param prefixes prefix to namespace URI in scope; the "" prefix is the default element namespace
     * @param limit    at most this many items are returned (all are counted)
     */
    public Result evaluate(Language language, String expression, Parsed parsed, Map<String, String> prefixes,
            int limit) throws QueryException {
        XdmNode document = parsed.node;
        long start = System.nanoTime();
        XdmValue value;
        try {
            value = language == Language.XPATH ? xpath(expression, document, prefixes)
                    : xquery(expression, document, prefixes);
        } catch (SaxonApiException e) {
            throw located(e);
        }
        List<Item> items = new ArrayList<>();
        int count = 0;
        for (XdmItem item : value) {
            if (count++ < limit) {
                items.add(describe(item));
            }
        }
        return new Result(items, count, System.nanoTime() - start);
    }

    private XdmValue xpath(String expression, XdmNode document, Map<String, String> prefixes) throws SaxonApiException {
        XPathCompiler compiler = processor.newXPathCompiler();
        compiler.setLanguageVersion("3.1");
        prefixes.forEach(compiler::declareNamespace);
        XPathSelector selector = compiler.compile(expression).load();
        selector.setContextItem(document);
        return selector.evaluate();
    }

    private XdmValue xquery(String expression, XdmNode document, Map<String, String> prefixes) throws SaxonApiException {
        XQueryCompiler compiler = processor.newXQueryCompiler();
        compiler.setErrorReporter(error -> {
            // reported through the exception, with its place
        });
        prefixes.forEach(compiler::declareNamespace);
        XQueryEvaluator evaluator = compiler.compile(expression).load();
        evaluator.setContextItem(document);
        return evaluator.evaluate();
    }

    private static QueryException located(SaxonApiException e) {
        int line = Math.max(0, e.getLineNumber());
        int column = 0;
        if (e.getCause() instanceof XPathException cause && cause.getLocator() != null) {
            SourceLocator locator = cause.getLocator();
            line = Math.max(line, locator.getLineNumber());
            column = Math.max(0, locator.getColumnNumber());
        }
        String code = e.getErrorCode() == null ? "" : e.getErrorCode().getLocalName() + ": ";
        return new QueryException(code + e.getMessage(), line, column);
    }

    private Item describe(XdmItem item) {
        if (item instanceof XdmNode node) {
            return switch (node.getNodeKind()) {
            case ATTRIBUTE -> new Item("attribute(" + node.getNodeName() + ")",
                    node.getNodeName() + "=\"" + node.getStringValue() + "\"");
            case ELEMENT -> new Item("element(" + node.getNodeName() + ")", shorten(serialize(node)));
            case TEXT -> new Item("text()", shorten(node.getStringValue()));
            case DOCUMENT -> new Item("document-node()", shorten(serialize(node)));
            case COMMENT -> new Item("comment()", shorten(node.getStringValue()));
            case PROCESSING_INSTRUCTION -> new Item("processing-instruction()", shorten(node.getStringValue()));
            default -> new Item(node.getNodeKind().name().toLowerCase(java.util.Locale.ROOT) + "()",
                    shorten(node.getStringValue()));
            };
        }
        if (item instanceof XdmAtomicValue atomic) {
            net.sf.saxon.s9api.QName type = atomic.getTypeName() != null ? atomic.getTypeName() : atomic.getPrimitiveTypeName();
            String name = "http://www.w3.org/2001/XMLSchema".equals(type.getNamespace()) ? "xs:" + type.getLocalName()
                    : type.getEQName();
            return new Item(name, shorten(atomic.getStringValue()));
        }
        if (item instanceof XdmFunctionItem) {
            return new Item("function(*)", item.toString());
        }
        return new Item(item.getClass().getSimpleName(), shorten(item.toString()));
    }

    private String serialize(XdmNode node) {
        try {
            Serializer serializer = processor.newSerializer();
            serializer.setOutputProperty(Serializer.Property.OMIT_XML_DECLARATION, "yes");
            return serializer.serializeNodeToString(node);
        } catch (SaxonApiException e) {
            return node.toString();
        }
    }

    private static String shorten(String text) {
        return text.length() <= VALUE_LIMIT ? text : text.substring(0, VALUE_LIMIT) + " ... (" + text.length() + " characters)";
    }
}
