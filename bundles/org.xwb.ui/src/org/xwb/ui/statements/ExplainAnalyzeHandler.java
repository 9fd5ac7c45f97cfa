package org.xwb.ui.statements;

/** Explain Analyze (Ctrl+Shift+E): the statement runs, rolled back, so the plan has actual rows and times. */
public class ExplainAnalyzeHandler extends ExplainStatementHandler {

    @Override
    boolean analyze() {
        return true;
    }
}
