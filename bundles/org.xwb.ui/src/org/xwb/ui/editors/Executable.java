package org.xwb.ui.editors;

/**
 * A part whose content Ctrl+Enter (Statement > Execute) runs: the statement editor executes its
 * statement, the XPath scratchpad evaluates its expression.
 */
public interface Executable {

    /** Whether it can run now (e.g. not while a run is going on). */
    boolean canExecute();

    void execute();
}
