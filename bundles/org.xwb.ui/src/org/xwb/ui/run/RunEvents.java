package org.xwb.ui.run;

/** Event topics the run parts talk by (IEventBroker), in one place. */
public final class RunEvents {

    /** A run ended and its folder is complete; data: the folder (java.nio.file.Path). */
    public static final String FINISHED = "org/xwb/ui/run/finished";

    private RunEvents() {
    }
}
