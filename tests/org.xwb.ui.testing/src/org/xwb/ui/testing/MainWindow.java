package org.xwb.ui.testing;

/** The workbench's main window, as the UI tests find it. */
public final class MainWindow {

    /** The main window's title. */
    public static final String TITLE = "XWB - XML Workload Workbench";

    private MainWindow() {
    }
}
