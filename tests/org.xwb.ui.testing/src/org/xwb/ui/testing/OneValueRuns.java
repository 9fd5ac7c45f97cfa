package org.xwb.ui.testing;

import java.io.IOException;
import java.nio.file.Files;

import org.xwb.core.workspace.Workspace;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.ui.run.RunDashboardPart;

/** A workload that needs no database built (a query of one value), run from the dashboard on the embedded server. */
public final class OneValueRuns {

    private OneValueRuns() {
    }

    /** Writes the workload as {@code file} in the workspace's workloads folder. */
    public static void write(Workspace workspace, String file, String name) throws IOException {
        write(workspace, file, name, "");
    }

    /**
     * The same, with the workload's own statistics interval: a test that waits for a number of
     * intervals waits that many short ones.
     */
    public static void write(Workspace workspace, String file, String name, double intervalSeconds) throws IOException {
        write(workspace, file, name, "<run interval=\"" + intervalSeconds + "\"/>");
    }

    private static void write(Workspace workspace, String file, String name, String run) throws IOException {
        Files.writeString(workspace.folder(Workspace.Folder.WORKLOADS).resolve(file), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="%s">
                  <dialect>postgresql</dialect>
                  <transaction id="pick" weight="100">
                    <statement dialect="postgresql">
                      <text>SELECT ?::int + 1</text>
                    </statement>
                    <parameter type="INTEGER">
                      <uniformInt min="1" max="1000"/>
                    </parameter>
                  </transaction>
                  %s
                </workload>
                """.formatted(name, run));
    }

    /** Starts an hour's run of {@code file} with {@code users} users, no ramp-up, on the embedded target. */
    public static DashboardBot start(SWTBot bot, String file, int users) {
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Workspace").activate(); // the dashboard lists the new workload when it is activated
        DashboardBot dashboard = DashboardBot.open(bot);
        bot.comboBoxWithId(RunDashboardPart.TARGET_ID).setSelection(ProfileStore.EMBEDDED);
        dashboard.chooseWorkload(file);
        dashboard.users(users).duration(3600).rampUp(0).start();
        return dashboard;
    }
}
