/**
 * The one place XWB creates XML parsers (JAXP SAX, DOM, StAX, schema factory, validators,
 * transformers, and the features EMF's and Saxon's own parsers get): no DOCTYPE, no external
 * entities or DTDs, secure processing limits, no network. It sits in the lowest bundle that parses
 * XML, so model, core and xml share it; Saxon's processors (org.xwb.xml.secure.HardenedSaxon) build on it.
 */
package org.xwb.model.secure;
