package org.xwb.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.e4.ui.workbench.modeling.EPartService.PartState;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Tree;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.ErrorLogGuard;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.ScreenshotOnFailure;
import org.xwb.ui.testing.UIThread;

/**
 * Seeded random use of the whole workbench: parts shown and activated, files opened in their
 * editors, tabs, menu items, tool items, buttons and table rows chosen, and empty, default and invalid input
 * typed into fields, in dialogs too, which are then cancelled. Fails on any internal error (the
 * workbench's log or an Internal Error dialog) and on a UI stall over 2 s ({@link StallWatch}), naming
 * the seed and the last actions. {@code -Dxwb.explore.seed=N} replays a run, {@code -Dxwb.explore.actions=N}
 * sets its length; the test runtime gets them through {@code -Dxwb.test.vmargs="-Xmx1g -Dxwb.explore.seed=N"}. Left out, and covered by their own tests: actions that write or delete the user's files
 * (Save, Delete, Paste, file dialogs, samples), start long jobs on a database (Run, Populate, Load,
 * Create index, server Start/Stop) or leave the workbench (Quit). It runs in a product start of its
 * own with its own workspace (this bundle's pom): what it types into the dashboard stays there.
 */
@ExtendWith(ScreenshotOnFailure.class)
class ExploratoryTest {

    static final long DEFAULT_SEED = 28;
    static final int DEFAULT_ACTIONS = 250;
    static final long STALL_MS = Long.getLong("xwb.explore.stallMillis", 2_000);
    private static final List<String> PARTS = List.of("org.xwb.ui.part.navigator", "org.xwb.ui.part.welcome",
            "org.xwb.ui.part.runDashboard", "org.xwb.ui.part.runs", "org.xwb.ui.part.plan", "org.xwb.ui.part.targets",
            "org.xwb.ui.populate.part", "org.xwb.ui.part.problems", "org.xwb.ui.schema.part.scratchpad",
            "org.xwb.ui.schema.part.contentModel");
    /** What the navigator shows of the workspace (not its root files, not .xwb/). */
    private static final List<String> NAVIGATOR_FOLDERS = List.of("workloads", "schemas", "documents", "statements", "runs");
    private static final List<String> NAVIGATOR_MENU = List.of("Validate", "Refresh", "Open", "Rename...");
    private static final List<String> FILE_KINDS = List.of(".xwl", ".xsd", ".xml", ".sql", ".xq", ".json", ".csv", ".txt");

    private final SWTBot bot = new SWTBot().withTimeout(30_000);
    private final Deque<String> lastActions = new ArrayDeque<>();
    private final List<String> stalls = new ArrayList<>();

    @Test
    void randomActionsOverEveryPartMenuToolAndFieldRaiseNoInternalErrorAndNoStall() throws Exception {
        long seed = Long.getLong("xwb.explore.seed", DEFAULT_SEED);
        int actions = Integer.getInteger("xwb.explore.actions", DEFAULT_ACTIONS);
        System.out.println("ExploratoryTest: seed " + seed + ", " + actions + " actions (replay with -Dxwb.explore.seed="
                + seed + " -Dxwb.explore.actions=" + actions + ")");
        Random random = new Random(seed);
        ExplorerWidgets widgets = new ExplorerWidgets(random);
        List<Path> files = workspaceFiles();
        bot.shell(MainWindow.TITLE).activate();
        ErrorLogGuard.verify(); // start clean: what came before is another test's
        StallWatch watch = new StallWatch(STALL_MS, this::currentAction, stalls::add);
        watch.start();
        int[] done = new int[8];
        try {
            for (int i = 0; i < actions; i++) {
                int kind = random.nextInt(done.length);
                long started = System.nanoTime();
                String action = switch (kind) {
                case 0 -> showPart(random);
                case 1 -> openFile(random, files);
                case 2 -> widgets.activateTab();
                case 3 -> widgets.chooseMenuItem();
                case 4 -> widgets.pressButtonOrTool();
                case 5 -> widgets.typeIntoField();
                case 6 -> widgets.openTableRow();
                default -> navigatorMenu(random);
                };
                done[kind]++;
                record(i + ": " + action);
                widgets.settle();
                List<String> dialogs = widgets.handleDialogs();
                dialogs.forEach(dialog -> record("   dialog: " + dialog));
                System.out.println(i + ": " + action + (dialogs.isEmpty() ? "" : " " + dialogs) + " ("
                        + (System.nanoTime() - started) / 1_000_000 + " ms)");
                check(seed);
            }
        } finally {
            watch.stop();
            try {
                widgets.handleDialogs();
            } catch (AssertionError stuck) { // the first failure is the one to report
                System.err.println(stuck.getMessage());
            }
            discardEdits();
        }
        check(seed);
        System.out.println("ExploratoryTest: seed " + seed + " done, actions by kind (part, file, tab, menu, button/tool, "
                + "field, table row, navigator menu): " + java.util.Arrays.toString(done) + ", longest UI wait " + watch.longest());
        assertEquals(List.of(), stalls, "UI stalls (busy or blocked) over " + STALL_MS + " ms");
    }

    private synchronized void record(String action) {
        lastActions.addLast(action);
        if (lastActions.size() > 12) {
            lastActions.removeFirst();
        }
    }

    private synchronized String currentAction() {
        return lastActions.isEmpty() ? "(start)" : lastActions.peekLast();
    }

    private void check(long seed) {
        List<String> errors = ErrorLogGuard.reported();
        List<String> dialogs = UIThread.syncExec(() -> Stream.of(UIThread.display().getShells())
                .filter(s -> !s.isDisposed() && s.isVisible() && ErrorLogGuard.INTERNAL_ERROR.equals(s.getText()))
                .map(Shell::getText).toList());
        if (!errors.isEmpty() || !dialogs.isEmpty() || !stalls.isEmpty()) {
            String last;
            synchronized (this) {
                last = String.join("\n", lastActions);
            }
            fail("ExploratoryTest seed " + seed + ": " + (errors.isEmpty() && dialogs.isEmpty() ? "a UI stall "
                    + stalls : "an internal error") + " after these actions:\n" + last + "\nerrors: " + errors);
        }
    }

    private String showPart(Random random) {
        String id = PARTS.get(random.nextInt(PARTS.size()));
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.display().asyncExec(() -> parts.showPart(id, PartState.ACTIVATE));
        return "show part " + id;
    }

    private String openFile(Random random, List<Path> files) {
        if (files.isEmpty()) {
            return "open file: none";
        }
        Path root = Workspace.fromEnvironment().root();
        Path file = files.get(random.nextInt(files.size()));
        String[] path = root.relativize(file).toString().split("[/\\\\]");
        showNavigator(); // a user opens files from it
        try {
            new SWTBot().withTimeout(1_000).treeWithId(NavigatorPart.TREE_ID).expandNode(path).doubleClick();
            return "open " + String.join("/", path);
        } catch (RuntimeException notShown) { // the navigator may hide some kinds: not an error of the product
            return "open " + String.join("/", path) + " (not in the navigator: " + notShown.getClass().getSimpleName() + ")";
        }
    }

    private String navigatorMenu(Random random) {
        String item = NAVIGATOR_MENU.get(random.nextInt(NAVIGATOR_MENU.size()));
        showNavigator();
        try {
            Tree tree = new SWTBot().withTimeout(2_000).widgetWithId(Tree.class, NavigatorPart.TREE_ID);
            UIThread.syncRun(() -> {
                if (tree.getItemCount() > 0) {
                    tree.setSelection(tree.getItem(random.nextInt(tree.getItemCount())));
                    tree.notifyListeners(org.eclipse.swt.SWT.Selection, new org.eclipse.swt.widgets.Event());
                }
            });
            new SWTBot().withTimeout(1_000).contextMenu(tree, item).click();
            return "navigator > " + item;
        } catch (RuntimeException notThere) {
            return "navigator > " + item + " (" + notThere.getClass().getSimpleName() + ")";
        }
    }

    private static void showNavigator() {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> parts.showPart(PARTS.get(0), PartState.VISIBLE));
    }

    /** Files of the test workspace the editors open; documents/ is sampled, not listed whole. */
    private static List<Path> workspaceFiles() throws Exception {
        Path root = Workspace.fromEnvironment().root();
        try (Stream<Path> walk = Files.walk(root, 4)) {
            List<Path> all = walk.filter(Files::isRegularFile)
                    .filter(p -> FILE_KINDS.stream().anyMatch(kind -> p.getFileName().toString().endsWith(kind)))
                    .filter(p -> NAVIGATOR_FOLDERS.contains(root.relativize(p).getName(0).toString()))
                    .filter(p -> !root.relativize(p).toString().contains("/."))
                    .sorted().toList();
            List<Path> chosen = new ArrayList<>();
            int documents = 0;
            for (Path p : all) {
                if (root.relativize(p).toString().startsWith("documents") && documents++ > 20) {
                    continue;
                }
                chosen.add(p);
            }
            return chosen;
        }
    }

    /**
     * Closes the editors the actions opened, unsaved edits dropped (the workspace stays as it was),
     * and puts the default layout back (Window > Reset Perspective): later tests find what they expect.
     */
    private void discardEdits() {
        EPartService parts = AppContext.get(EPartService.class);
        UIThread.syncRun(() -> {
            for (MPart part : List.copyOf(parts.getParts())) {
                if (!PARTS.contains(part.getElementId()) && part.isCloseable() && part.getWidget() != null) {
                    part.setDirty(false);
                    parts.hidePart(part, true);
                }
            }
            for (Shell shell : UIThread.display().getShells()) {
                if (!shell.isDisposed() && shell.getParent() != null && shell.isVisible()) {
                    shell.close();
                }
            }
        });
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("Window", "Reset Perspective").click();
        UIThread.syncRun(() -> {
        });
    }
}
