package org.xwb.ui.testing;

import java.nio.file.Path;

import org.xwb.ui.run.RunDashboardPart;

/**
 * Drives the run dashboard of the real product the way the UI tests need it again and again:
 * <pre>
 * DashboardBot.open(bot).chooseWorkload("tpox-mixed.xwl").users(2).duration(10).rampUp(1)
 *         .freshDatabase(200).start();
 * </pre>
 * and reads its status line and summary.
 */
public final class DashboardBot {

    private final SWTBot bot;

    private DashboardBot(SWTBot bot) {
        this.bot = bot;
    }

    /** Brings the dashboard's tab to the front. */
    public static DashboardBot open(SWTBot bot) {
        bot.cTabItem("Run Dashboard").activate();
        return new DashboardBot(bot);
    }

    /**
     * Chooses the workload whose file is {@code fileName}: the workspace's copy when there is one
     * (listed by its path under workloads/), else the TPoX kit's own. Returns the item chosen.
     */
    public String chooseWorkload(String fileName) {
        SWTBotCombo combo = bot.comboBoxWithId(RunDashboardPart.WORKLOAD_ID);
        String item = combo.items().stream()
                .filter(i -> i.equals(fileName) || i.endsWith("/" + fileName)
                        || i.equals(fileName + RunDashboardPart.KIT_SUFFIX))
                .findFirst().orElseThrow(() -> new WidgetNotFoundException("No workload " + fileName + " in "
                        + combo.items()));
        combo.setSelection(item);
        return item;
    }

    public DashboardBot users(int users) {
        bot.spinnerWithId(RunDashboardPart.USERS_ID).setSelection(users);
        return this;
    }

    public DashboardBot duration(int seconds) {
        bot.spinnerWithId(RunDashboardPart.DURATION_ID).setSelection(seconds);
        return this;
    }

    public DashboardBot rampUp(int seconds) {
        bot.spinnerWithId(RunDashboardPart.RAMP_UP_ID).setSelection(seconds);
        return this;
    }

    /** Chooses the run's transaction isolation: "target default", "read-committed", "repeatable-read" or "serializable". */
    public DashboardBot isolation(String level) {
        bot.comboBoxWithId(RunDashboardPart.ISOLATION_ID).setSelection(level);
        return this;
    }

    /** A sweep over these user counts, e.g. "1,2,4"; "" for one run. */
    public DashboardBot sweep(String userCounts) {
        bot.textWithId(RunDashboardPart.SWEEP_ID).setText(userCounts);
        return this;
    }

    /** Asks for a fresh TPoX database of {@code customers} customers before the run. */
    public DashboardBot freshDatabase(int customers) {
        SWTBotButton prepare = bot.buttonWithId(RunDashboardPart.PREPARE_ID);
        if (!prepare.isChecked()) {
            prepare.click();
        }
        bot.spinnerWithId(RunDashboardPart.CUSTOMERS_ID).setSelection(customers);
        return this;
    }

    public void start() {
        bot.buttonWithId(RunDashboardPart.START_ID).click();
    }

    public void stop() {
        bot.buttonWithId(RunDashboardPart.STOP_ID).click();
    }

    public SWTBotButton startButton() {
        return bot.buttonWithId(RunDashboardPart.START_ID);
    }

    public SWTBotButton stopButton() {
        return bot.buttonWithId(RunDashboardPart.STOP_ID);
    }

    /** The status line under the form. */
    public String status() {
        return bot.labelWithId(RunDashboardPart.STATUS_ID).getText();
    }

    /** The summary under the charts, with its {@code <a>} markup. */
    public String summary() {
        return bot.linkWithId(RunDashboardPart.SUMMARY_ID).getText();
    }

    /** Waits until the summary starts with {@code prefix} (e.g. "completed"); returns it. */
    public String waitForSummary(String prefix, long timeoutMillis) {
        bot.waitUntil(Conditions.of("a summary starting with '" + prefix + "'", () -> summary().startsWith(prefix)),
                timeoutMillis);
        return summary();
    }

    /** The run folder a summary links to. */
    public static Path folderOf(String summary) {
        int start = summary.indexOf("<a>");
        if (start < 0) {
            throw new AssertionError("No run folder in the summary: " + summary);
        }
        return Path.of(summary.substring(start + 3, summary.indexOf("</a>")));
    }
}
