package org.xwb.model.tpox;

import org.xwb.model.io.FileProblem;

/**
 * What the import made of one TPoX transaction, for {@code xwb import-tpox} to print.
 *
 * @param transaction the XWB transaction id
 * @param pluginClass the {@code <java-plugin>} class, or null for a template or inline statements
 * @param lifted      true when a plug-in became an xquery statement (always true without a plug-in)
 * @param detail      what was made of it, or why a plug-in could not be lifted
 * @param at          the {@code <transaction>} element in the workload file
 */
public record TransactionNote(String transaction, String pluginClass, boolean lifted, String detail, FileProblem at) {

    /** One line: {@code get_order (plug-in C): lifted into an xquery statement: ...}. */
    @Override
    public String toString() {
        return transaction + (pluginClass == null ? "" : " (plug-in " + pluginClass + ")") + ": " + detail;
    }
}
