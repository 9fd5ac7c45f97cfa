package org.xwb.ui.jmeter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.core.di.annotations.Optional;
import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;
import org.xwb.core.run.RunConfig;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.jmeter.export.ExportNote;
import org.xwb.jmeter.export.ExportReport;
import org.xwb.jmeter.export.JmeterExport;
import org.xwb.kit.InsertDocuments;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetChoice;
import org.xwb.ui.jobs.ReportingJob;
import org.xwb.ui.parts.NavigatorPart;
import org.xwb.ui.problems.ProblemsLog;
import org.xwb.ui.problems.ProblemsLog.Location;
import org.xwb.xml.TpoxKit;

import jakarta.inject.Named;

/**
 * File > Export > JMeter Test Plan: exports off the UI thread (the target is opened to read its
 * URL, user and driver); the plan's path and every approximation and thing not reproduced go to
 * Problems, the notes at their workload element, so double-click shows it in the editor.
 */
public class ExportJmeterHandler {

    /** Problems' owner of an export's notes: a new export of the same plan replaces them. */
    static final String OWNER = "jmeter-export:";

    @Execute
    void execute(Shell shell, Workspace workspace, ProblemsLog problems, EPartService partService, UISynchronize ui,
            @Optional @Named(IServiceConstants.ACTIVE_SELECTION) List<?> selection) {
        Path selected = selection == null ? null : selection.stream().filter(Path.class::isInstance).map(Path.class::cast)
                .filter(p -> p.getFileName().toString().endsWith(".xwl")).findFirst().orElse(null);
        ExportJmeterDialog dialog = new ExportJmeterDialog(shell, workspace, problems, selected);
        if (dialog.open() != Window.OK) {
            return;
        }
        ExportJmeterDialog.Choice choice = dialog.choice();
        new ReportingJob("Export " + choice.workload().getFileName() + " as a JMeter test plan", problems) {
            @Override
            protected void work(IProgressMonitor monitor) throws Exception {
                monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
                Workload workload = WorkloadFiles.load(choice.workload());
                RunConfig config = RunConfig.from(workload.getRunSettings()).users(choice.users())
                        .durationSeconds(choice.durationSeconds()).rampUpSeconds(choice.rampUpSeconds()).build();
                ExportReport report;
                try (Target target = TargetChoice.of(choice.target()).open(workspace)) {
                    // the plan reads document files: the kit's insert documents, generated on demand in runs, are written first
                    InsertDocuments.writeAll(workload, choice.workload(), TpoxKit.installed());
                    report = JmeterExport.export(workload, choice.workload(), target, config, choice.engines(),
                            choice.plan());
                }
                List<ProblemsLog.Entry> notes = new ArrayList<>();
                for (ExportNote note : report.notes()) {
                    notes.add(ProblemsLog.entry(ProblemsLog.Severity.WARNING, "JMeter plan " + note.kind().label() + ": "
                            + note.text(), location(choice.workload(), workload, note)));
                }
                problems().replace(OWNER + report.plan(), notes);
                problems().info("Exported " + report.transactions().size() + " transactions and "
                        + report.documentCount() + " insert documents to " + report.plan() + " for " + choice.target()
                        + " (" + report.notes().size() + " not reproduced exactly); run it with xwb jmeter "
                        + report.plan().getFileName(), report.plan());
                ui.asyncExec(() -> {
                    var part = partService.findPart(org.xwb.ui.handlers.RefreshWorkspaceHandler.NAVIGATOR_PART_ID);
                    if (part != null && part.getObject() instanceof NavigatorPart navigator) {
                        navigator.refresh();
                    }
                });
            }
        }.schedule();
    }

    private static Location location(Path file, Workload workload, ExportNote note) {
        EObject about = note.about();
        if (about == null || about == workload || !EcoreUtil.isAncestor(workload, about)) {
            return Location.of(file);
        }
        return Location.inWorkload(file, EcoreUtil.getRelativeURIFragmentPath(workload, about), note.where());
    }
}
