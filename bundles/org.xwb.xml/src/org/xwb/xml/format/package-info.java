/** XML shown to people: indented, with the spans of its tags, names, values and text for colouring. */
package org.xwb.xml.format;
