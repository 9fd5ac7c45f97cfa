/**
 * XPath 3.1 and XQuery 3.1 against one document with Saxon-HE (hardened: the document only, no
 * fn:doc, no files): the workbench's scratchpad evaluates with {@link org.xwb.xml.query.QueryEvaluator};
 * {@link org.xwb.xml.query.XPathNames} puts a prefix on an XPath's unprefixed element names for
 * SQL/XML forms that have no default element namespace.
 */
package org.xwb.xml.query;
