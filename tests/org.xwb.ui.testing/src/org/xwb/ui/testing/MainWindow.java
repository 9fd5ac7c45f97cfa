package org.xwb.ui.testing;

/** The workbench's main window and its Welcome part, as the UI tests find them. */
public final class MainWindow {

    /** The main window's title. */
    public static final String TITLE = "XWB - XML Workload Workbench";

    /** The Welcome part's element id in the application model. */
    public static final String WELCOME_PART = "org.xwb.ui.part.welcome";

    private MainWindow() {
    }
}
