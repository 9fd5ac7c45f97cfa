package org.xwb.ui.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Locale;

import org.eclipse.swt.custom.StyledText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.xwb.core.workspace.Workspace;
import org.xwb.ui.editors.xml.XmlEditorPart;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.testing.AppContext;
import org.xwb.ui.testing.MainWindow;
import org.xwb.ui.testing.SWTBot;
import org.xwb.ui.testing.UIThread;
import org.xwb.ui.testing.XmlEditorBot;
import org.xwb.ui.validation.DocumentValidation;
import org.xwb.ui.validation.ValidationSetup;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.FolderWriter;
import org.xwb.xml.generate.GeneratedDocument;
import org.xwb.xml.generate.GeneratorSettings;
import org.xwb.xml.generate.TpoxGenerator;
import org.xwb.xml.generate.ValueLists;
import org.xwb.xml.validate.CancellationToken;

/**
 * Benchmark, not a test (skipped unless -Dxwb.bench=true): in the real product, (1) validation on
 * save of a 20 KB CustAcc document in the XML editor, warm: the time from File > Save to the new
 * outcome in the editor (p50/p95), and the engine alone on the same file; (2) a folder of 10,000
 * generated orders validated from the navigator (Validate many, a job) while the dashboard's stall
 * probe measures how late the UI thread is. Writes target/benchmark-xml-editor.txt.
 */
class XmlEditorBenchmark {

    private static final int WARM_UP = Integer.getInteger("xwb.bench.warmup", 20);
    private static final int RUNS = Integer.getInteger("xwb.bench.runs", 100);
    private static final int FOLDER_DOCUMENTS = 10_000;
    private static final String FOLDER = "bench-validate-many";

    private final SWTBot bot = new SWTBot().withTimeout(600_000);
    private final XmlEditorBot editors = new XmlEditorBot(bot);
    private final Workspace workspace = Workspace.fromEnvironment().ensureLayout();
    private final Path documents = workspace.folder(Workspace.Folder.DOCUMENTS);

    @Test
    @EnabledIfSystemProperty(named = "xwb.bench", matches = "true", disabledReason = "benchmark: run with -Dxwb.bench=true")
    void validationOnSaveAndValidateManyWithTheStallProbe() throws Exception {
        StringBuilder log = new StringBuilder();
        log.append(validationOnSave());
        System.out.print(log);
        log.append(validateMany());
        Path out = Path.of(System.getProperty("xwb.screenshots", "target/screenshots")).getParent()
                .resolve("benchmark-xml-editor.txt");
        Files.writeString(out, log, StandardCharsets.UTF_8);
        System.out.print(log);
    }

    private String validationOnSave() throws Exception {
        ValueLists lists = ValueLists.load(TpoxKit.installed());
        TpoxGenerator generator = new TpoxGenerator(lists, GeneratorSettings.forCustomers(3_000, 3, lists.symbolCount()));
        GeneratedDocument chosen = null;
        for (Iterator<GeneratedDocument> all = generator.documents(DocumentKind.CUSTACC); all.hasNext();) {
            GeneratedDocument next = all.next();
            if (chosen == null || Math.abs(next.content().length - 20_480) < Math.abs(chosen.content().length - 20_480)) {
                chosen = next;
            }
        }
        Path file = documents.resolve("bench-custacc.xml");
        Files.write(file, chosen.content());
        XmlEditorPart editor = editors.open("documents", file.getFileName().toString());
        waitForNewOutcome(editor, null);

        double[] onSave = new double[RUNS];
        for (int i = -WARM_UP; i < RUNS; i++) {
            DocumentValidation.Outcome before = UIThread.syncExec(editor::lastValidation);
            int round = i;
            UIThread.syncRun(() -> { // an edit the schema allows: whitespace at the end, changing every round
                StyledText text = editor.textWidget();
                text.replaceTextRange(text.getCharCount(), 0, round % 2 == 0 ? " " : "\n");
            });
            long start = System.nanoTime();
            bot.menu("File", "Save").click();
            DocumentValidation.Outcome after = waitForNewOutcome(editor, before);
            if (after.errors() > 0) {
                throw new AssertionError("the benchmark document is invalid: " + after.problems());
            }
            if (i >= 0) {
                onSave[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        ValidationSetup setup = new ValidationSetup(workspace);
        double[] engine = new double[RUNS];
        for (int i = -WARM_UP; i < RUNS; i++) {
            long start = System.nanoTime();
            DocumentValidation.validate(file, setup, CancellationToken.NEVER);
            if (i >= 0) {
                engine[i] = (System.nanoTime() - start) / 1e6;
            }
        }
        editors.closeAll(file.getFileName().toString());
        Files.deleteIfExists(file);
        Arrays.sort(onSave);
        Arrays.sort(engine);
        return String.format(Locale.ROOT,
                "validation on save, CustAcc %,d bytes, %d warm-up + %d measured: File > Save to outcome shown p50 %.1f ms, "
                        + "p95 %.1f ms, max %.1f ms; engine alone (DocumentValidation.validate) p50 %.1f ms, p95 %.1f ms%n",
                chosen.content().length, WARM_UP, RUNS, percentile(onSave, 0.5), percentile(onSave, 0.95),
                onSave[onSave.length - 1], percentile(engine, 0.5), percentile(engine, 0.95));
    }

    /** Polls (sleeping between, so the UI thread is not kept busy) until the editor shows an outcome other than {@code before}. */
    private static DocumentValidation.Outcome waitForNewOutcome(XmlEditorPart editor, DocumentValidation.Outcome before)
            throws InterruptedException {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (System.nanoTime() < deadline) {
            DocumentValidation.Outcome now = UIThread.syncExec(editor::lastValidation);
            if (now != null && now != before) {
                return now;
            }
            Thread.sleep(0, 200_000);
        }
        throw new AssertionError("no validation outcome within 120 s");
    }

    private String validateMany() throws Exception {
        Path folder = documents.resolve(FOLDER);
        XmlEditorBot.deleteFolder(folder);
        ValueLists lists = ValueLists.load(TpoxKit.installed());
        Iterator<GeneratedDocument> orders = new TpoxGenerator(lists, GeneratorSettings.forCustomers(
                FOLDER_DOCUMENTS / GeneratorSettings.ORDERS_PER_CUSTOMER, 5, lists.symbolCount())).documents(DocumentKind.ORDER);
        FolderWriter writer = new FolderWriter(folder, DocumentKind.ORDER);
        for (int i = 0; i < FOLDER_DOCUMENTS; i++) {
            writer.accept(orders.next());
        }
        bot.shell(MainWindow.TITLE).activate();
        bot.menu("File", "Refresh Workspace").click();
        ProblemsLog problems = AppContext.get(ProblemsLog.class);
        StringBuilder lines = new StringBuilder();
        for (int round = 0; round < 3; round++) {
            java.util.Set<ProblemsLog.Entry> before = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            before.addAll(problems.entries());
            DashboardBenchmark.StallProbe probe = new DashboardBenchmark.StallProbe();
            probe.start();
            long start = System.nanoTime();
            bot.cTabItem("Workspace").activate();
            bot.treeWithId(NavigatorPart.TREE_ID).select("documents", FOLDER);
            bot.treeWithId(NavigatorPart.TREE_ID).contextMenu("Validate").click();
            String summary = null;
            while (summary == null) {
                Thread.sleep(50);
                summary = problems.entries().stream().filter(e -> !before.contains(e)).map(ProblemsLog.Entry::message)
                        .filter(m -> m.startsWith("Validated ")).findFirst().orElse(null);
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            double uiCpu = probe.uiCpuSeconds();
            double longest = probe.stop();
            lines.append(String.format(Locale.ROOT,
                    "validate many, round %d: %s; %.1f s from the menu (%.0f documents/s); longest UI stall %.1f ms; "
                            + "UI thread CPU %.2f s; stalls > 30 ms %s%n",
                    round + 1, summary, seconds, FOLDER_DOCUMENTS / seconds, longest, uiCpu, probe.stalls));
            System.out.print(lines);
        }
        XmlEditorBot.deleteFolder(folder);
        return lines.toString();
    }

    private static double percentile(double[] sorted, double p) {
        int index = (int) Math.ceil(p * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
