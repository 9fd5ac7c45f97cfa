package org.xwb.xml.rules;

import java.util.List;

import net.sf.saxon.s9api.XPathExecutable;

/**
 * One business rule: for every node its {@code context} selects, {@code test} must be true.
 *
 * @param id      stable identifier, reported with each failure
 * @param context compiled XPath selecting the nodes the rule applies to
 * @param test    compiled XPath whose effective boolean value must be true for each such node
 * @param message the failure message: literal text and XPath parts evaluated on the failing node
 */
public record Rule(String id, XPathExecutable context, XPathExecutable test, List<MessagePart> message) {

    /** A piece of a failure message: literal text, or an XPath evaluated on the failing node. */
    public record MessagePart(String text, XPathExecutable expression) {
    }
}
