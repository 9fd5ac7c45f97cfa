package org.xwb.ui.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.swt.custom.StyledText;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.parts.ProblemsPart;

/** Drives the XML editor in UI tests: open from the navigator, caret, Problems rows (also for other tests). */
public final class XmlEditorBot {

    private final SWTBot bot;

    public XmlEditorBot(SWTBot bot) {
        this.bot = bot;
    }

    /** Opens a file by its path in the navigator's tree (folder names, then the file's). */
    public XmlEditorPart open(String... path) {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        bot.treeWithId(NavigatorPart.TREE_ID).expandNode(path).doubleClick();
        return editor(path[path.length - 1]);
    }

    /** The XML editor whose tab is {@code label}, waiting for it to open. */
    public XmlEditorPart editor(String label) {
        bot.waitUntil(Conditions.of("the editor of " + label, () -> bot.hasCTabItem(label)));
        EPartService parts = AppContext.get(EPartService.class);
        XmlEditorPart[] found = { null };
        bot.waitUntil(Conditions.of("the XML editor of " + label, () -> {
            found[0] = UIThread.syncExec(() -> parts.getParts().stream().filter(p -> label.equals(p.getLabel()))
                    .map(MPart::getObject).filter(XmlEditorPart.class::isInstance).map(XmlEditorPart.class::cast)
                    .findFirst().orElse(null));
            return found[0] != null;
        }));
        return found[0];
    }

    /** Puts the caret inside the first occurrence of {@code needle}, {@code into} characters in. */
    public void caretInto(XmlEditorPart editor, String needle, int into) {
        UIThread.syncRun(() -> {
            StyledText text = editor.textWidget();
            int at = text.getText().indexOf(needle);
            if (at < 0) {
                throw new AssertionError(needle + " is not in " + editor.file());
            }
            text.setFocus();
            text.setCaretOffset(at + into);
        });
    }

    /** The caret's 1-based line. */
    public int caretLine(XmlEditorPart editor) {
        return UIThread.syncExec(() -> {
            StyledText text = editor.textWidget();
            return text.getLineAtOffset(text.getCaretOffset()) + 1;
        });
    }

    /** The 1-based line of the first occurrence of {@code needle} in a file. */
    public static int lineOf(Path file, String needle) throws IOException {
        List<String> lines = Files.readAllLines(file, java.nio.charset.StandardCharsets.ISO_8859_1);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(needle)) {
                return i + 1;
            }
        }
        throw new AssertionError(needle + " is not in " + file);
    }

    public SWTBotTable problems() {
        bot.cTabItem("Problems").activate();
        return bot.tableWithId(ProblemsPart.TABLE_ID);
    }

    /** The first Problems row whose Location and Message match, waiting for it to appear. */
    public int row(SWTBotTable table, Predicate<String> location, Predicate<String> message) {
        int[] found = { -1 };
        List<String> seen = new ArrayList<>();
        bot.waitUntil(new ICondition() {
            @Override
            public boolean test() {
                seen.clear();
                for (int i = 0; i < table.rowCount(); i++) {
                    String where = table.cell(i, "Location");
                    String what = table.cell(i, "Message");
                    seen.add(where + " " + what);
                    if (location.test(where) && message.test(what)) {
                        found[0] = i;
                        return true;
                    }
                }
                return false;
            }

            @Override
            public String getFailureMessage() {
                return "a Problems row as expected; rows: " + seen;
            }
        });
        return found[0];
    }

    /** Closes the editors whose tabs are named, saving nothing. */
    public void closeAll(String... labels) {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> parts.getParts().stream().filter(p -> List.of(labels).contains(p.getLabel())).toList()
                .forEach(part -> {
                    part.setDirty(false);
                    parts.hidePart(part, true);
                }));
    }

    public static void copyFolder(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path source : files.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    public static void deleteFolder(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path path : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
