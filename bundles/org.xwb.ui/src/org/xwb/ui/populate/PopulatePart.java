package org.xwb.ui.populate;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.e4.ui.di.Focus;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.xwb.core.target.LoadListener.LoadProgress;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.StagedPopulation;
import org.xwb.report.charts.PopulationRateChart;
import org.xwb.report.charts.RunStart;
import org.xwb.ui.WidgetIds;
import org.xwb.ui.charts.ChartRenderThread;
import org.xwb.ui.charts.LiveChartCanvas;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.run.TargetChoices;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Inject;

/**
 * Staged population from the workbench (TPoX seed 004): the form ({@link PopulateForm}), the insert
 * rate over the population's seconds with a line where each stage starts ({@link PopulationRateChart},
 * drawn off the UI thread like the dashboard's charts) and a row per stage ({@link StagesTable}).
 * The population runs as a job ({@link PopulationRun}) through the session {@code xwb populate}
 * uses, and writes the same result folder.
 */
public class PopulatePart {

    /** The widget id of the population chart's canvas. */
    public static final String CHART_ID = "org.xwb.ui.populate.chart.inserts";

    public static final String ID_PREFIX = "org.xwb.ui.populate.";
    public static final String PART_ID = "org.xwb.ui.populate.part";
    public static final String TARGET_ID = ID_PREFIX + "target";
    public static final String CUSTOMERS_ID = ID_PREFIX + "customers";
    public static final String STAGES_ID = ID_PREFIX + "stages";
    public static final String BATCH_ID = ID_PREFIX + "batch";
    public static final String COMMIT_ID = ID_PREFIX + "commit";
    public static final String LOADERS_ID = ID_PREFIX + "loaders";
    public static final String INDEXES_ID = ID_PREFIX + "indexes";
    public static final String START_ID = ID_PREFIX + "start";
    public static final String STOP_ID = ID_PREFIX + "stop";
    public static final String STATUS_ID = ID_PREFIX + "status";
    public static final String STAGES_TABLE_ID = ID_PREFIX + "stagesTable";

    @Inject
    private Workspace workspace;
    @Inject
    private ProblemsLog problems;

    private PopulateForm form;
    private TargetChoices targets;
    private StagesTable table;
    private ChartRenderThread renderer;
    private PopulationRateChart chart;
    private LiveChartCanvas canvas;
    private PopulationRun population;
    /** The chart's next interval index and the end of the last interval (UI thread). */
    private int points;
    private double lastSeconds;
    /** The folder of the last population, when it wrote one. */
    private Path folder;

    @PostConstruct
    void createControls(Composite parent) {
        parent.setLayout(new GridLayout(1, false));
        form = new PopulateForm(parent, new PopulateForm.Actions() {
            @Override
            public void start() {
                PopulatePart.this.start();
            }

            @Override
            public void stop() {
                form.stopping();
                population.stop();
            }
        });
        targets = new TargetChoices(form.targetCombo(), workspace, problems);
        // chart above the table: beside it, the table's seven columns did not fit at 1280 pixels
        SashForm body = new SashForm(parent, SWT.VERTICAL);
        body.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        renderer = new ChartRenderThread(parent.getDisplay());
        parent.addListener(SWT.Dispose, event -> renderer.close());
        chart = new PopulationRateChart();
        canvas = new LiveChartCanvas(body, renderer, chart.create());
        WidgetIds.set(canvas, CHART_ID);
        table = new StagesTable(body);
        body.setWeights(68, 32);
        population = new PopulationRun(parent, workspace, problems);
        targets.refresh();
    }

    @Focus
    void onFocus() {
        if (!form.isRunning()) {
            targets.refresh();
        }
        form.targetCombo().setFocus();
    }

    /** The folder of the last population (null before one wrote a folder). */
    public Path folder() {
        return folder;
    }

    private void start() {
        PopulationRun.Request request = new PopulationRun.Request(targets.selected(), form.stages(), form.seed(),
                form.options(), form.indexesAfter());
        form.running(true);
        table.clear();
        points = 0;
        lastSeconds = 0;
        folder = null;
        renderer.execute(() -> {
            chart.reset(RunStart.NONE);
            canvas.render();
        });
        population.start(request, new PopulationRun.Listener() {
            @Override
            public void status(String text) {
                form.status(text);
            }

            @Override
            public void stageStarted(int number, double seconds) {
                renderer.execute(() -> {
                    chart.stageStarted(number, seconds);
                    canvas.render();
                });
            }

            @Override
            public void tick(int stage, double seconds, LoadProgress progress) {
                var point = PopulationRateChart.point(points++, lastSeconds, seconds, 0, 0, progress.docsPerSecond(),
                        progress.mbPerSecond());
                lastSeconds = seconds;
                renderer.execute(() -> {
                    chart.add(point);
                    canvas.render();
                });
                form.status((stage == 0 ? "Securities: " : "Stage " + stage + ": ") + PopulationRun.rate(progress));
            }

            @Override
            public void stageDone(StagedPopulation.Stage stage) {
                table.add(stage);
            }

            @Override
            public void finished(StagedPopulation.Outcome outcome, long rejected) {
                form.running(false);
                folder = outcome.folder();
                long documents = outcome.stages().stream().mapToLong(StagedPopulation.Stage::documents).sum();
                double seconds = outcome.stages().stream().mapToDouble(StagedPopulation.Stage::seconds).sum();
                form.status(String.format(Locale.ROOT, "%s: %,d documents in %.1f s%s; results in %s",
                        outcome.stopped() ? "Stopped" : "Populated " + (outcome.stages().size() - 1) + " stage(s)",
                        documents, seconds, rejected > 0 ? ", " + rejected + " rejected (see Problems)" : "",
                        outcome.folder()));
            }

            @Override
            public void failed(String message, Path written) {
                form.running(false);
                folder = written;
                form.status("Population failed: " + message);
            }
        });
    }

    @PreDestroy
    void dispose() {
        if (population != null) {
            population.close();
        }
    }
}
