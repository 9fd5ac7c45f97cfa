/**
 * Hardened XML parsers (JAXP SAX, DOM, StAX, schema factory, validators, transformers) and Saxon
 * processors: no DOCTYPE, no external entities or DTDs, secure processing limits, no network.
 */
package org.xwb.xml.secure;
