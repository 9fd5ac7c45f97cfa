package org.xwb.xml.generate;

/** How generated documents are laid out; the content is the same either way. */
public enum Layout {
    /** One element per line, tab-indented, like the TPoX kit's documents. */
    INDENTED,
    /** The whole document on one line, as TPoX batch files need (one document per line). */
    ONE_LINE
}
