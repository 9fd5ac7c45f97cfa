package org.xwb.xml.rules;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xml.sax.InputSource;
import org.xwb.xml.secure.HardenedSaxon;

import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.QName;
import net.sf.saxon.s9api.SaxonApiException;
import net.sf.saxon.s9api.XPathCompiler;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;

/**
 * Business rules beyond what XML Schema can say, as XPath 3.1 assertions evaluated by Saxon-HE
 * (which cannot validate XSD, but evaluates XPath well). A rules file looks like:
 *
 * <pre>{@code
 * <rules xmlns="http://xwb.org/ns/rules/1">
 *   <namespace prefix="fixml" uri="http://www.fixprotocol.org/FIXML-4-4"/>
 *   <rule id="order-qty-positive" context="//fixml:OrdQty[@Qty]" test="xs:decimal(@Qty) gt 0">
 *     quantity must be positive, is {@Qty}</rule>
 * </rules>
 * }</pre>
 *
 * For each node the {@code context} expression selects (evaluated from the document node), the
 * {@code test} expression is evaluated with that node as context item; where its effective
 * boolean value is false the rule fails and reports its message, in which {@code {expr}} parts
 * are XPath evaluated on the failing node. The vocabulary follows Schematron's rule/assert on
 * purpose, without Schematron's patterns, phases or XSLT compilation. A compiled rule set is
 * immutable and thread-safe; each thread checks documents with its own {@link RuleChecker}.
 */
public final class RuleSet {

    public static final String NAMESPACE = "http://xwb.org/ns/rules/1";
    private static final Pattern MESSAGE_EXPRESSION = Pattern.compile("\\{([^{}]+)\\}");

    private final Processor processor;
    private final String source;
    private final List<Rule> rules;

    private RuleSet(Processor processor, String source, List<Rule> rules) {
        this.processor = processor;
        this.source = source;
        this.rules = List.copyOf(rules);
    }

    /** Loads and compiles a rules file. */
    public static RuleSet load(Path file) throws RuleFileException {
        try (InputStream in = Files.newInputStream(file)) {
            InputSource input = new InputSource(in);
            input.setSystemId(file.toAbsolutePath().toUri().toString());
            return load(file.toString(), input);
        } catch (IOException e) {
            throw new RuleFileException("Cannot read rules file " + file + ": " + e.getMessage(), e);
        }
    }

    static RuleSet load(String name, InputSource input) throws RuleFileException {
        Processor processor = HardenedSaxon.processor();
        DocumentBuilder builder = processor.newDocumentBuilder();
        builder.setLineNumbering(true);
        XdmNode document;
        try {
            document = builder.build(HardenedSaxon.source(input));
        } catch (SaxonApiException e) {
            throw new RuleFileException(name + ":" + Math.max(0, e.getLineNumber()) + ": not a well-formed rules file: "
                    + e.getMessage(), e);
        }
        XdmNode root = firstElement(document);
        if (root == null || !NAMESPACE.equals(root.getNodeName().getNamespace())
                || !"rules".equals(root.getNodeName().getLocalName())) {
            throw new RuleFileException(name + ": the root element must be <rules xmlns=\"" + NAMESPACE + "\">");
        }
        XPathCompiler compiler = processor.newXPathCompiler();
        compiler.setLanguageVersion("3.1");
        List<Rule> rules = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (XdmNode child : root.children()) {
            if (child.getNodeKind() != XdmNodeKind.ELEMENT) {
                continue;
            }
            String where = name + ":" + child.getLineNumber() + ":" + child.getColumnNumber() + ": ";
            String local = child.getNodeName().getLocalName();
            if (!NAMESPACE.equals(child.getNodeName().getNamespace())) {
                throw new RuleFileException(where + "unexpected element " + child.getNodeName());
            }
            if ("namespace".equals(local)) {
                compiler.declareNamespace(required(child, "prefix", where), required(child, "uri", where));
            } else if ("rule".equals(local)) {
                Rule rule = compileRule(compiler, child, where);
                if (!ids.add(rule.id())) {
                    throw new RuleFileException(where + "duplicate rule id '" + rule.id() + "'");
                }
                rules.add(rule);
            } else {
                throw new RuleFileException(where + "unexpected element <" + local + ">, expected <namespace> or <rule>");
            }
        }
        return new RuleSet(processor, name, rules);
    }

    private static Rule compileRule(XPathCompiler compiler, XdmNode element, String where) throws RuleFileException {
        String id = required(element, "id", where);
        String context = required(element, "context", where);
        String test = required(element, "test", where);
        String text = element.getStringValue().strip().replaceAll("\\s+", " ");
        try {
            List<Rule.MessagePart> message = new ArrayList<>();
            Matcher matcher = MESSAGE_EXPRESSION.matcher(text);
            int literalStart = 0;
            while (matcher.find()) {
                message.add(new Rule.MessagePart(text.substring(literalStart, matcher.start()), null));
                message.add(new Rule.MessagePart(null, compiler.compile(matcher.group(1))));
                literalStart = matcher.end();
            }
            message.add(new Rule.MessagePart(text.substring(literalStart), null));
            return new Rule(id, compiler.compile(context), compiler.compile(test), message);
        } catch (SaxonApiException e) {
            throw new RuleFileException(where + "rule '" + id + "': bad XPath: " + e.getMessage(), e);
        }
    }

    private static String required(XdmNode element, String attribute, String where) throws RuleFileException {
        String value = element.getAttributeValue(new QName(attribute));
        if (value == null || value.isBlank()) {
            throw new RuleFileException(where + "<" + element.getNodeName().getLocalName() + "> needs a " + attribute
                    + " attribute");
        }
        return value;
    }

    private static XdmNode firstElement(XdmNode document) {
        for (XdmNode child : document.children()) {
            if (child.getNodeKind() == XdmNodeKind.ELEMENT) {
                return child;
            }
        }
        return null;
    }

    public List<Rule> rules() {
        return rules;
    }

    /** Where the rules came from (for messages). */
    public String source() {
        return source;
    }

    Processor processor() {
        return processor;
    }

    /** A checker for one thread. */
    public RuleChecker newChecker() {
        return new RuleChecker(this);
    }
}
