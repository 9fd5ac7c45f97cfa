package org.xwb.ui.testing;

import org.xwb.ui.run.RunsPart;

/**
 * Drives the Runs part of the real product: brings it to the front with its list refreshed, and
 * selects runs by their folder names.
 * <pre>
 * RunsBot.open(bot).select(baseline, run);
 * </pre>
 */
public final class RunsBot {

    private final SWTBot bot;
    private final SWTBotTable list;

    private RunsBot(SWTBot bot) {
        this.bot = bot;
        this.list = bot.tableWithId(RunsPart.TABLE_ID);
    }

    /** Brings the Runs tab to the front and refreshes its list (runs written outside the workbench show). */
    public static RunsBot open(SWTBot bot) {
        bot.cTabItem("Runs").activate();
        bot.button("Refresh").click();
        return new RunsBot(bot);
    }

    /** The list of runs. */
    public SWTBotTable list() {
        return list;
    }

    /** The row of the run in folder {@code id} (waits until it is listed). */
    public int row(String id) {
        int folder = list.columns().indexOf("Folder");
        bot.waitUntil(Conditions.of("run " + id + " listed", () -> list.indexOf(id, folder) >= 0));
        return list.indexOf(id, folder);
    }

    /** Selects the runs in these folders, as a user selects several rows. */
    public RunsBot select(String... ids) {
        int[] rows = new int[ids.length];
        for (int i = 0; i < ids.length; i++) {
            rows[i] = row(ids[i]);
        }
        list.select(rows);
        return this;
    }
}
