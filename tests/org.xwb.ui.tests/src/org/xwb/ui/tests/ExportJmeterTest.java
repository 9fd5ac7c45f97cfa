package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.embedded.EmbeddedCredential;
import org.xwb.targets.embedded.EmbeddedLayout;
import org.xwb.targets.embedded.WorkloadRole;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotShell;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;

/**
 * File > Export > JMeter Test Plan on the embedded target: the dialog starts from the workload's
 * run settings, the plan is written with the threads and time chosen and without the password,
 * and what JMeter cannot reproduce (normal values) is in Problems at the workload's parameter.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ExportJmeterTest {

    private static final String ID = "org.xwb.ui.jmeter.export.";

    private final SWTBot bot = new SWTBot().withTimeout(120_000);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final String stamp = Long.toString(System.currentTimeMillis(), 36);

    @Test
    void exportsTheChosenWorkloadWithTheChosenSettingsAndListsWhatIsApproximatedInProblems() throws Exception {
        Path workloads = workspace.folder(Workspace.Folder.WORKLOADS);
        String name = "jmeter-" + stamp;
        Files.writeString(workloads.resolve(name + ".xwl"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="%s">
                  <dialect>postgresql</dialect>
                  <collection name="orders" firstId="1" lastId="500"/>
                  <transaction id="by_id" weight="3">
                    <statement dialect="postgresql">
                      <text>SELECT ?::bigint + 0</text>
                    </statement>
                    <parameter type="BIGINT">
                      <ids collection="orders"/>
                    </parameter>
                  </transaction>
                  <transaction id="by_amount" weight="1">
                    <statement dialect="postgresql">
                      <text>SELECT ?::double precision * 2</text>
                    </statement>
                    <parameter type="DOUBLE">
                      <normal mean="10" standardDeviation="2"/>
                    </parameter>
                  </transaction>
                </workload>
                """.formatted(name));
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.menu("File", "Export", "JMeter Test Plan...").click();
        SWTBotShell dialog = bot.shell("Export JMeter Test Plan").activate();
        dialog.bot().comboBoxWithId(ID + "workload").setSelection("workloads/" + name + ".xwl");
        assertEquals("embedded", dialog.bot().comboBoxWithId(ID + "target").getText());
        Path plan = workspace.root().resolve("jmeter").resolve(name + ".jmx");
        assertEquals(plan.toString(), dialog.bot().textWithId(ID + "plan").getText(), "named after the workload");
        dialog.bot().spinnerWithId(ID + "users").setSelection(4);
        dialog.bot().textWithId(ID + "duration").setText("30");
        dialog.bot().textWithId(ID + "rampup").setText("5");
        Screenshots.capture(Screenshots.folder().resolve("jmeter-export-dialog.png"));
        dialog.bot().button("Export").click();

        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        bot.waitUntil(Conditions.of("the export's report in Problems", () -> problems.entries().stream()
                .anyMatch(e -> plan.equals(e.location().file()) && e.message().startsWith("Exported 2 transactions"))));
        ProblemsLog.Entry normal = problems.entries().stream().filter(e -> e.message().contains("normal values"))
                .findFirst().orElseThrow(() -> new AssertionError("no note on the normal values: " + problems.entries()));
        assertEquals(ProblemsLog.Severity.WARNING, normal.severity());
        assertEquals(workloads.resolve(name + ".xwl"), normal.location().file());
        assertTrue(normal.location().element() != null && normal.location().text().contains("by_amount"),
                normal.location().toString());

        String jmx = Files.readString(plan);
        assertTrue(jmx.contains("${__P(xwb.users,4)}") && jmx.contains("${__P(xwb.duration,30)}")
                && jmx.contains("${__P(xwb.rampup,5)}"), "the dialog's settings");
        String password = EmbeddedCredential.read(EmbeddedLayout.of(workspace).credentialFile()).password();
        assertFalse(jmx.contains(password), "the password is not in the plan");
        assertFalse(jmx.contains(EmbeddedCredential.read(EmbeddedLayout.of(workspace).workloadCredentialFile(),
                WorkloadRole.NAME).password()), "the workload role's password is not in the plan");
        assertTrue(jmx.contains("${__P(xwb.password,)}"));
        bot.shell(MainWindow.TITLE).activate();
        bot.cTabItem("Problems").activate();
        Screenshots.capture(Screenshots.folder().resolve("jmeter-export-problems.png"));
    }
}
