/**
 * Saxon processors as hardened as the JAXP parsers of org.xwb.model.secure.HardenedParsers: no
 * DOCTYPE, no external entities or DTDs, no fn:doc or other access outside the given document.
 */
package org.xwb.xml.secure;
