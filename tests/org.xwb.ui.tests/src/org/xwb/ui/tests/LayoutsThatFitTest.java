package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ScrollBar;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.ui.editors.xml.ContentModelPart;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.run.RunsPart;
import org.xwb.ui.run.StatsTable;
import org.xwb.ui.scratchpad.ScratchpadPart;
import org.xwb.ui.targets.TargetsPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.DashboardBot;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.xml.TpoxKit;

/**
 * The default layout at 1280x800 (and 1920x1080) leaves every field, table and preview room to be
 * used: measured on the widgets of the real product, with a screenshot of every main part.
 */
@ExtendWith(ScreenshotOnFailure.class)
class LayoutsThatFitTest {

    private static final String WORKLOAD = "layout-fit.xwl";
    private static final String STATEMENT = "layout-fit.sql";
    // the ids of the workload editor's package-private widgets
    private static final String HEADER = "org.xwb.ui.workloadEditor.workload.";
    private static final String COLLECTIONS_TABLE = "org.xwb.ui.workloadEditor.collections";
    private static final String INDEXES_TABLE = "org.xwb.ui.workloadEditor.indexes";
    private static final String DDL = "org.xwb.ui.workloadEditor.index.ddl.";
    private static final String LONG_DESCRIPTION = "The TPoX mixed workload as the kit ships it, with a description "
            + "long enough to fill the header twice over: 70 % queries and 30 % inserts, updates and deletes over "
            + "orders, customer accounts and securities, run against the embedded PostgreSQL and DB2 alike.";

    /** What does not fit: all of it is reported at the end, after every part's screenshot. */
    private final java.util.List<String> misfits = new java.util.ArrayList<>();
    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);

    @BeforeAll
    static void workloadWithALongDescriptionAndAStatement() throws Exception {
        Workspace workspace = Workspace.fromEnvironment().ensureLayout();
        Path file = workspace.folder(Workspace.Folder.WORKLOADS).resolve(WORKLOAD);
        Workload workload = WorkloadFiles.load(TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl"));
        workload.setDescription(LONG_DESCRIPTION);
        WorkloadFiles.save(workload, file);
        Files.writeString(workspace.folder(Workspace.Folder.STATEMENTS).resolve(STATEMENT),
                "SELECT o.id, xmlquery('$d/*:FIXML/*:Order/@Side' PASSING o.doc AS \"d\")\n  FROM orders o\n WHERE o.id = 103404\n");
        XmlEditorBot.copyFolder(TpoxKit.installed().schemas(), workspace.folder(Workspace.Folder.SCHEMAS).resolve("layout-fit"));
    }

    @Test
    void at1280x800EveryPartHasRoomForWhatItShows() throws Exception {
        shellSized(1280, 800);
        // the workload was written behind the navigator's back (before this class): earlier tests of the
        // suite have the navigator filled already, so it shows the file after a refresh
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads").select();
        shot("workbench");

        // the workload editor: Name and Dialects keep their room beside a long description
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", WORKLOAD).doubleClick();
        bot.cTabItem(WORKLOAD).activate();
        assertWiderThan("name", 120);
        assertWiderThan("dialects", 120);
        shot("workload-mix");
        bot.cTabItem("Collections").activate();
        Table collections = bot.tableWithId(COLLECTIONS_TABLE).widget;
        int collectionRows = UIThread.syncExec(
                () -> visibleRows(collections.getSize().y, collections.getHeaderHeight(), collections.getItemHeight()));
        fits(collectionRows >= 3, "rows of the collections table in view (the kit has 3): " + collectionRows);
        shot("workload-collections");

        // XML Indexes: ten of the kit's 24 indexes at once, the selected one's DDL in whole lines
        bot.cTabItem("XML Indexes").activate();
        Table indexes = bot.tableWithId(INDEXES_TABLE).select(0).widget;
        assertEquals(24, (int) UIThread.syncExec(indexes::getItemCount), "the kit's indexes");
        int rows = UIThread.syncExec(() -> visibleRows(indexes.getSize().y, indexes.getHeaderHeight(), indexes.getItemHeight()));
        fits(rows >= 10, "rows of the index table in view: " + rows);
        for (String dialect : new String[] { "postgresql", "db2" }) {
            Text ddl = bot.textWithId(DDL + dialect).widget;
            int lines = UIThread.syncExec(() -> ddl.getSize().y / ddl.getLineHeight());
            fits(lines >= 4, dialect + " DDL preview's height in lines: " + lines);
            uncovered(ddl);
        }
        shot("workload-indexes");

        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("statements", STATEMENT).doubleClick();
        bot.waitUntil(Conditions.of("the statement editor", () -> bot.hasCTabItem(STATEMENT)));
        shot("statement-editor");

        // the schema editor with the Content Model of custacc's Customer: more than a few rows
        editors.open("schemas", "layout-fit", "custacc.xsd");
        SWTBotTree outline = bot.treeWithId(XmlEditorPart.OUTLINE_ID);
        bot.waitUntil(Conditions.of("the outline's elements", () -> outline.items().stream().anyMatch(i -> i.startsWith("Elements ("))));
        String elements = outline.items().stream().filter(i -> i.startsWith("Elements (")).findFirst().orElseThrow();
        outline.expandNode(elements, "Customer").select();
        outline.contextMenu("Show Content Model").click();
        bot.waitUntil(Conditions.valueIs("the view's title", () -> UIThread.syncExec(
                () -> bot.widgetWithId(Label.class, ContentModelPart.TITLE_ID).getText()), "Content model of Customer (custacc.xsd)"));
        Tree model = bot.treeWithId(ContentModelPart.TREE_ID).widget;
        int modelRows = UIThread.syncExec(() -> visibleRows(model.getSize().y, model.getHeaderHeight(), model.getItemHeight()));
        fits(modelRows >= 4, "rows of the content model in view: " + modelRows);
        shot("schema-content-model");

        // the scratchpad's results: rows to read in the default layout
        bot.cTabItem("XPath Scratchpad").activate();
        assertScratchpadResultsShowRows(5);
        shot("scratchpad");

        // a finished short run: every column of the statistics reachable
        bot.cTabItem("Runs").activate();
        shot("runs-before");
        DashboardBot dashboard = DashboardBot.open(bot);
        dashboard.chooseWorkload("tpox-mixed.xwl");
        dashboard.users(2).duration(3).rampUp(1).freshDatabase(200).start();
        dashboard.waitForSummary("completed", 180_000);
        assertEveryStatisticsColumnReachable();
        shot("run-dashboard");
        bot.cTabItem("Runs").activate();
        bot.waitUntil(Conditions.of("the run listed", () -> bot.tableWithId(RunsPart.TABLE_ID).rowCount() > 0));
        shot("runs");
        bot.cTabItem("Targets").activate();
        bot.tableWithId(TargetsPart.TABLE_ID);
        shot("targets");
        assertEverythingFits();
    }

    @Test
    void at1920x1080TheHeaderTheScratchpadAndTheStatisticsFitToo() throws Exception {
        Rectangle screen = Layouts.workArea();
        // the window manager keeps a window within the screen: CI's Xvfb (1440x900) cannot hold this one
        org.junit.jupiter.api.Assumptions.assumeTrue(screen.width >= 1920 && screen.height >= 1080,
                "a screen of 1920x1080 or more; this one: " + screen);
        shellSized(1920, 1080);
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode("workloads", WORKLOAD).doubleClick();
        bot.cTabItem(WORKLOAD).activate();
        assertWiderThan("name", 150);
        assertWiderThan("dialects", 150);
        bot.cTabItem("XPath Scratchpad").activate();
        assertScratchpadResultsShowRows(8);
        DashboardBot.open(bot);
        assertEveryStatisticsColumnReachable();
        Screenshots.capture(Screenshots.folder().resolve("layout-1920-dashboard.png"));
        shellSized(1280, 800);
        assertEverythingFits();
    }

    /** The default layout (Window > Reset Perspective) in a main window of this size. */
    private void shellSized(int width, int height) {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("Window", "Reset Perspective").click();
        // as the user drags the window's corner (the model's size may already say so after a reset)
        UIThread.syncRun(() -> bot.shell(MainWindow.TITLE).widget.setSize(width, height));
        bot.waitUntil(Conditions.of("the main window at " + width + "x" + height, () -> UIThread.syncExec(() -> {
            Point size = bot.shell(MainWindow.TITLE).widget.getSize();
            return size.x == width && size.y == height;
        })));
    }

    private void assertScratchpadResultsShowRows(int rows) {
        Table results = bot.tableWithId(ScratchpadPart.RESULTS_ID).widget;
        int shown = UIThread.syncExec(() -> visibleRows(results.getSize().y, results.getHeaderHeight(), results.getItemHeight()));
        fits(shown >= rows, "result rows the scratchpad has room for: " + shown + " (" + UIThread.syncExec(
                () -> results.getSize()) + ")");
        uncovered(results);
    }

    /** Every column inside the table's client area, or a horizontal scroll bar that reaches the rest. */
    private void assertEveryStatisticsColumnReachable() {
        Table stats = bot.tableWithId(StatsTable.TABLE_ID).widget;
        bot.waitUntil(Conditions.of("the statistics table laid out", () -> UIThread.syncExec(
                () -> stats.isVisible() && stats.getColumnCount() > 0 && stats.getColumn(0).getWidth() > 0)));
        uncovered(stats);
        String state = UIThread.syncExec(() -> {
            int total = 0;
            for (TableColumn column : stats.getColumns()) {
                total += column.getWidth();
            }
            ScrollBar bar = stats.getHorizontalBar();
            // a scroll bar the user sees without hovering: GTK's overlay bars hide until the pointer comes
            boolean scrolls = bar != null && bar.isVisible() && bar.getMaximum() >= total - 1
                    && stats.getScrollbarsMode() != org.eclipse.swt.SWT.SCROLLBAR_OVERLAY;
            int client = stats.getClientArea().width;
            return (total <= client || scrolls ? "" : "unreachable: ") + stats.getColumnCount() + " columns, " + total
                    + " px in a client area of " + client + " px, scroll bar " + (bar == null ? "none" : bar.isVisible()
                            + " max " + bar.getMaximum() + " mode " + stats.getScrollbarsMode());
        });
        fits(!state.startsWith("unreachable"), state);
    }

    /** The control lies wholly inside what its ancestors show (not cut off by a part or a sash). */
    private void uncovered(Control control) {
        String cut = UIThread.syncExec(() -> {
            Rectangle shown = control.getDisplay().map(control.getParent(), null, control.getBounds());
            Rectangle own = new Rectangle(shown.x, shown.y, shown.width, shown.height);
            for (org.eclipse.swt.widgets.Composite parent = control.getParent(); parent != null; parent = parent.getParent()) {
                Rectangle area = parent.getDisplay().map(parent, null, parent.getClientArea());
                shown = shown.intersection(area);
            }
            return shown.equals(own) ? "" : control + " (" + control.getData(org.xwb.ui.WidgetIds.KEY) + ") at " + own + " shows only " + shown;
        });
        fits(cut.isEmpty(), cut);
    }

    private void assertWiderThan(String field, int pixels) {
        Control control = bot.textWithId(HEADER + field).widget;
        int width = UIThread.syncExec(() -> control.getSize().x);
        fits(width >= pixels, "the header's " + field + " field is " + width + " px wide, at least " + pixels + " wanted");
    }

    private void fits(boolean fits, String what) {
        System.out.println("layout: " + (fits ? "" : "MISFIT ") + what);
        if (!fits) {
            misfits.add(what);
        }
    }

    private void assertEverythingFits() {
        assertEquals(java.util.List.of(), misfits, "what does not fit");
    }

    private static int visibleRows(int height, int header, int itemHeight) {
        return (height - header - 4) / itemHeight;
    }

    private static void shot(String part) {
        Screenshots.capture(Screenshots.folder().resolve("layout-1280-" + part + ".png"));
    }
}
