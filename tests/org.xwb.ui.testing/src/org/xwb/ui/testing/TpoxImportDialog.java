package org.xwb.ui.testing;

import java.nio.file.Path;

import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.WorkloadFiles;

/**
 * The steps the tests that import a TPoX workload with a mapping share (TpoxImportMappingTest,
 * ImportMappedRunTest): New Workload from a TPoX file, and the statement texts of what it wrote.
 */
public final class TpoxImportDialog {

    /** The New Workload dialog's widget ids start so. */
    public static final String ID = "org.xwb.ui.newWorkload.";

    private TpoxImportDialog() {
    }

    /**
     * File > New > Workload... named {@code name} in the workloads folder, starting from the TPoX
     * file {@code tpox}: the dialog reads it and offers the mapping of its collection names.
     */
    public static SWTBotShell open(SWTBot bot, String name, Path tpox) {
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "New", "Workload...").click();
        SWTBotShell dialog = bot.shell("New Workload").activate();
        dialog.bot().textWithId(ID + "name").setText(name);
        dialog.bot().textWithId(ID + "folder").setText("workloads");
        dialog.bot().buttonWithId(ID + "start.tpox").click();
        dialog.bot().textWithId(ID + "tpoxFile").setText(tpox.toString());
        return dialog;
    }

    /** Every statement text of the workload file, one a line; while the file is being written, why it cannot be read. */
    public static String allTexts(Path file) {
        try {
            return String.join("\n", WorkloadFiles.load(file).getTransactions().stream()
                    .flatMap(t -> t.getStatements().stream()).flatMap(s -> s.getTexts().stream()).toList());
        } catch (WorkloadFileException e) {
            return e.toString(); // being written: the condition polls again
        }
    }
}
