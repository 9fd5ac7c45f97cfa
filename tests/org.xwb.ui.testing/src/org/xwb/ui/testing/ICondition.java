package org.xwb.ui.testing;

/** Something a test waits for (as SWTBot's ICondition): polled until true or the timeout. */
public interface ICondition {

    /** Polled off the UI thread; use {@link UIThread#syncExec} to look at widgets. */
    boolean test() throws Exception;

    /** Said when the wait times out: what was expected and what was seen. */
    String getFailureMessage();
}
