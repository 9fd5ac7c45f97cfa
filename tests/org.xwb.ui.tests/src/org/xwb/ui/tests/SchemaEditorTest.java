package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.custom.StyledText;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.testing.Conditions;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.SWTBotTable;
import org.xwb.ui.testing.SWTBotTree;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.Screenshots;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.xml.TpoxKit;

/**
 * The XML editor on the kit's schemas, copied into the workspace: custacc.xsd's outline lists its
 * global elements; F3 on a type reference goes to its definition, in FIXML into another of its 41
 * files; a schema broken and saved gets a ruler annotation and a Problems row at the right line,
 * and double-clicking the row puts the caret there.
 */
@ExtendWith(ScreenshotOnFailure.class)
class SchemaEditorTest {

    private static final String FOLDER = "schema-editor-test";
    private final SWTBot bot = new SWTBot().withTimeout(60_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Path copy = Workspace.fromEnvironment().ensureLayout().folder(Workspace.Folder.SCHEMAS).resolve(FOLDER);

    @BeforeEach
    void copyTheKitsSchemas() throws Exception {
        XmlEditorBot.copyFolder(TpoxKit.installed().schemas(), copy);
    }

    @Test
    void custaccOutlineListsGlobalElementsAndF3GoesToTheTypeDefinition() throws Exception {
        XmlEditorPart editor = editors.open("schemas", FOLDER, "custacc.xsd");
        SWTBotTree outline = bot.treeWithId(XmlEditorPart.OUTLINE_ID);
        bot.waitUntil(Conditions.of("the outline's groups", () -> outline.items().stream().anyMatch(i -> i.startsWith("Elements ("))));
        String elements = outline.items().stream().filter(i -> i.startsWith("Elements (")).findFirst().orElseThrow();
        List<String> globals = outline.expandNode(elements).children();
        assertTrue(globals.contains("Customer"), "global elements: " + globals);
        assertTrue(outline.items().stream().anyMatch(i -> i.startsWith("Complex types (")), "outline: " + outline.items());

        editors.caretInto(editor, "type=\"custacc:CustomerType\"", 15);
        bot.menu("Edit", "Open Declaration").click();
        int definition = XmlEditorBot.lineOf(copy.resolve("custacc.xsd"), "complexType name=\"CustomerType\"");
        bot.waitUntil(Conditions.valueIs("the caret's line after F3", () -> editors.caretLine(editor), definition));
        bot.waitUntil(Conditions.of("the status line says the schema compiles",
                () -> UIThread.syncExec(editor::statusText).contains("compiles")));
        Screenshots.capture(Screenshots.folder().resolve("schema-editor.png"));
    }

    @Test
    void f3InFixmlOpensTheIncludedFileAtTheDefinition() throws Exception {
        XmlEditorPart order = editors.open("schemas", FOLDER, "fixml-4-4", "fixml-order-base-4-4.xsd");
        bot.waitUntil(Conditions.of("the FIXML schema model read", () -> UIThread.syncExec(order::schemaModel) != null));
        editors.caretInto(order, "type=\"Side_t\"", 8);
        bot.menu("Edit", "Open Declaration").click();
        XmlEditorPart fields = editors.editor("fixml-fields-impl-4-4.xsd");
        int definition = XmlEditorBot.lineOf(copy.resolve("fixml-4-4/fixml-fields-impl-4-4.xsd"), "simpleType name=\"Side_t\"");
        bot.waitUntil(Conditions.valueIs("the caret's line in the included file", () -> editors.caretLine(fields), definition));
    }

    @Test
    void aBrokenSchemaSavedShowsARulerAnnotationAndALocatedProblem() throws Exception {
        XmlEditorPart editor = editors.open("schemas", FOLDER, "custacc.xsd");
        Path file = copy.resolve("custacc.xsd");
        int line = XmlEditorBot.lineOf(file, "type=\"custacc:CustomerType\"");
        UIThread.syncRun(() -> {
            StyledText text = editor.textWidget();
            int at = text.getText().indexOf("custacc:CustomerType\"");
            text.replaceTextRange(at, "custacc:CustomerType".length(), "custacc:NoSuchType");
        });
        bot.menu("File", "Save").click();
        bot.waitUntil(Conditions.of("saved", () -> !UIThread.syncExec(editor::isDirty)));
        assertTrue(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1).contains("custacc:NoSuchType"),
                "an invalid schema is saved as typed");
        bot.waitUntil(Conditions.of("an error annotation on line " + line, () -> UIThread.syncExec(editor::markedProblems)
                .stream().anyMatch(mark -> mark.startsWith("error@" + line + ":"))));

        SWTBotTable problems = editors.problems();
        int row = editors.row(problems, where -> where.startsWith("custacc.xsd:" + line + ":"), what -> what.contains("NoSuchType"));
        UIThread.syncRun(() -> editor.textWidget().setCaretOffset(0));
        problems.doubleClick(row);
        bot.waitUntil(Conditions.valueIs("the caret's line after the double-click", () -> editors.caretLine(editor), line));
    }

    @AfterEach
    void closeAndRemove() throws Exception {
        editors.closeAll("custacc.xsd", "fixml-order-base-4-4.xsd", "fixml-fields-impl-4-4.xsd");
        XmlEditorBot.deleteFolder(copy);
        bot.menu("File", "Refresh Workspace").click();
    }
}
