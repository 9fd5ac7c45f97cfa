/**
 * XML for XWB: the TPoX kit's files ({@link org.xwb.xml.TpoxKit}); schema validation in
 * {@code validate}, business rules in {@code rules}, the document generator in {@code generate},
 * hardened parsers in {@code secure}.
 */
package org.xwb.xml;
