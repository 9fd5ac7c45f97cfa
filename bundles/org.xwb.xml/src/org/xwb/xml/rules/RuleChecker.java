package org.xwb.xml.rules;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.transform.sax.SAXSource;

import org.xml.sax.InputSource;
import org.xml.sax.XMLReader;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.xml.validate.DocumentCheck;
import org.xwb.xml.validate.XmlProblem;
import org.xwb.xml.validate.XmlProblem.Kind;
import org.xwb.xml.validate.XmlProblem.Severity;

import net.sf.saxon.s9api.DocumentBuilder;
import net.sf.saxon.s9api.SaxonApiException;
import net.sf.saxon.s9api.XPathSelector;
import net.sf.saxon.s9api.XdmItem;
import net.sf.saxon.s9api.XdmNode;
import net.sf.saxon.s9api.XdmNodeKind;
import net.sf.saxon.s9api.XdmValue;

/**
 * Checks documents against a {@link RuleSet}; reports each failing node as a {@link XmlProblem}
 * of kind {@link Kind#RULE} with the rule id and the node's line and column (an attribute or
 * text node is placed at its element). Not thread-safe: one per thread.
 */
public final class RuleChecker implements DocumentCheck {

    private final RuleSet rules;
    private final DocumentBuilder builder;
    /** Reused: making a hardened parser costs more than parsing a small document. */
    private final XMLReader reader = HardenedParsers.xmlReader();

    RuleChecker(RuleSet rules) {
        this.rules = rules;
        this.builder = rules.processor().newDocumentBuilder();
        builder.setLineNumbering(true);
    }

    @Override
    public List<XmlProblem> check(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return check(file.toString(), in);
        } catch (IOException e) {
            return List.of(new XmlProblem(file.toString(), 0, 0, Kind.IO, Severity.ERROR, null,
                    "cannot read the file: " + e));
        }
    }

    @Override
    public List<XmlProblem> check(String name, byte[] content) {
        return check(name, new ByteArrayInputStream(content));
    }

    /** Parses the document (hardened) and evaluates every rule on it. */
    public List<XmlProblem> check(String name, InputStream content) {
        XdmNode document;
        try {
            document = builder.build(new SAXSource(reader, new InputSource(content)));
        } catch (SaxonApiException e) {
            return List.of(new XmlProblem(name, 0, 0, Kind.NOT_WELL_FORMED, Severity.ERROR, null,
                    "rules not checked, the document does not parse: " + e.getMessage()));
        }
        return check(name, document);
    }

    /** Evaluates every rule on an already parsed document. */
    public List<XmlProblem> check(String name, XdmNode document) {
        List<XmlProblem> problems = new ArrayList<>();
        for (Rule rule : rules.rules()) {
            XdmValue selected;
            try {
                selected = evaluate(rule.context(), document);
            } catch (SaxonApiException e) {
                problems.add(problem(name, document, rule, "context could not be evaluated: " + e.getMessage()));
                continue;
            }
            for (XdmItem item : selected) {
                try {
                    XPathSelector test = rule.test().load();
                    test.setContextItem(item);
                    if (!test.effectiveBooleanValue()) {
                        problems.add(problem(name, item, rule, message(rule, item)));
                    }
                } catch (SaxonApiException e) {
                    problems.add(problem(name, item, rule, "test could not be evaluated: " + e.getMessage()));
                }
            }
        }
        return problems;
    }

    private static XdmValue evaluate(net.sf.saxon.s9api.XPathExecutable expression, XdmItem contextItem)
            throws SaxonApiException {
        XPathSelector selector = expression.load();
        selector.setContextItem(contextItem);
        return selector.evaluate();
    }

    private static String message(Rule rule, XdmItem item) {
        StringBuilder text = new StringBuilder();
        for (Rule.MessagePart part : rule.message()) {
            if (part.expression() == null) {
                text.append(part.text());
                continue;
            }
            try {
                XdmValue value = evaluate(part.expression(), item);
                boolean first = true;
                for (XdmItem valueItem : value) {
                    text.append(first ? "" : " ").append(valueItem.getStringValue());
                    first = false;
                }
            } catch (SaxonApiException e) {
                text.append("{?}");
            }
        }
        return text.length() == 0 ? "rule " + rule.id() + " failed" : text.toString();
    }

    private static XmlProblem problem(String name, XdmItem item, Rule rule, String message) {
        int line = 0;
        int column = 0;
        if (item instanceof XdmNode node) {
            XdmNode located = node.getNodeKind() == XdmNodeKind.ELEMENT || node.getParent() == null ? node
                    : node.getParent();
            line = Math.max(0, located.getLineNumber());
            column = Math.max(0, located.getColumnNumber());
        }
        return new XmlProblem(name, line, column, Kind.RULE, Severity.ERROR, rule.id(), message);
    }
}
