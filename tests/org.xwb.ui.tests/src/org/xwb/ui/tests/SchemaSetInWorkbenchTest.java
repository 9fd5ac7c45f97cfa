package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.testing.SchemaSetAcrossFolders;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.ui.validation.ValidateManyJob;

/**
 * A schema set as public sets ship it (main/ importing ../common/, a detached signature whose
 * schema only the others import) under the schemas/ of the workspace the workbench uses, validated
 * in the workbench: every example valid from the navigator's Validate, and the signature opened in
 * the XML editor finds its schema. This bundle's pom runs the class three times, once per way the
 * workspace is named: {@code -Dxwb.workspace} (the suite's start), the workbench's own {@code -data}
 * (no property, no environment variable) and a real {@code XWB_WORKSPACE} environment variable
 * (executions schema-set-data and schema-set-env, {@code xwb.test.workspaceBy} says which).
 */
@ExtendWith(ScreenshotOnFailure.class)
class SchemaSetInWorkbenchTest {

    private static final String SET = "schema-set-test";
    private static final String EXAMPLES = "schema-set-examples";

    private final SWTBot bot = new SWTBot().withTimeout(120_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final String by = System.getProperty("xwb.test.workspaceBy", "property");

    @Test
    void everyExampleOfTheSetValidatesInTheWorkspaceTheWorkbenchUses() throws Exception {
        Workspace workspace = AppContext.get(Workspace.class);
        String expected = System.getProperty("xwb.test.expectedWorkspace");
        if (expected != null) {
            assertEquals(Path.of(expected).toAbsolutePath().normalize(), workspace.root(),
                    "the workbench's workspace, named by " + by);
        }
        switch (by) {
        case "data" -> {
            assertNull(System.getenv(Workspace.LOCATION_ENV), "no XWB_WORKSPACE: -data alone names it");
            assertEquals(workspace.root(), Path.of(Platform.getInstanceLocation().getURL().getPath()).toAbsolutePath()
                    .normalize(), "the workspace is the instance area -data gave");
        }
        case "env" -> {
            assertEquals(expected, System.getenv(Workspace.LOCATION_ENV), "the real environment variable");
            assertNull(System.getProperty(Workspace.LOCATION_PROPERTY), "no -Dxwb.workspace: the variable alone names it");
        }
        default -> assertTrue(System.getProperty(Workspace.LOCATION_PROPERTY) != null, "-Dxwb.workspace names it");
        }
        layOut(workspace.ensureLayout());

        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        SWTBotTable problems = editors.problems();
        bot.cTabItem("Workspace").activate(); // the navigator active: Validate sees its selection
        bot.treeWithId(NavigatorPart.TREE_ID).select("documents", EXAMPLES);
        bot.treeWithId(NavigatorPart.TREE_ID).contextMenu("Validate").click();
        int row = editors.row(problems, where -> true, what -> what.startsWith("Validated 3 documents"));
        String counts = problems.cell(row, "Message");
        assertTrue(counts.contains("3 valid, 0 invalid"), counts);

        XmlEditorPart signature = editors.open("documents", EXAMPLES, "detached-signature.xml");
        bot.waitUntil(Conditions.of("the signature validated", () -> UIThread.syncExec(signature::statusText)
                .endsWith("|   valid")));
        String status = UIThread.syncExec(signature::statusText);
        assertTrue(status.startsWith("Schema: signature.xsd"), "only imported by the others, found by namespace and root: "
                + status);
        assertEquals(List.of(), UIThread.syncExec(signature::markedProblems));
        Screenshots.capture(Screenshots.folder().resolve("schema-set-workbench-" + by + ".png"));
    }

    private static void layOut(Workspace workspace) throws Exception {
        Path set = workspace.folder(Workspace.Folder.SCHEMAS).resolve(SET);
        SchemaSetAcrossFolders.writeSchemas(set);
        Path examples = workspace.folder(Workspace.Folder.DOCUMENTS).resolve(EXAMPLES);
        SchemaSetAcrossFolders.writeExamples(examples);
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll("detached-signature.xml");
        AppContext.get(ProblemsLog.class).replace(ValidateManyJob.OWNER, List.of());
        Workspace workspace = AppContext.get(Workspace.class);
        XmlEditorBot.deleteFolder(workspace.folder(Workspace.Folder.DOCUMENTS).resolve(EXAMPLES));
        XmlEditorBot.deleteFolder(workspace.folder(Workspace.Folder.SCHEMAS).resolve(SET));
        bot.menu("File", "Refresh Workspace").click();
    }
}
