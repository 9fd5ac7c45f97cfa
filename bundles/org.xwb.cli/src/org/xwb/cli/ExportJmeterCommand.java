package org.xwb.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.xwb.core.run.RunConfig;
import org.xwb.core.target.Target;
import org.xwb.jmeter.export.DocumentsWritten;
import org.xwb.jmeter.export.ExportException;
import org.xwb.jmeter.export.ExportNote;
import org.xwb.jmeter.export.ExportReport;
import org.xwb.jmeter.export.JmeterExport;
import org.xwb.jmeter.export.PlanNames;
import org.xwb.kit.InsertDocuments;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code xwb export-jmeter}: a workload as an Apache JMeter test plan for a target, with what JMeter
 * cannot reproduce exactly printed, one line each.
 */
@Command(name = "export-jmeter", mixinStandardHelpOptions = true, sortOptions = false,
        description = { "Export a workload as an Apache JMeter test plan (.jmx) for a target: JDBC requests, "
                + "the weighted mix, value sources as JMeter functions or CSV files beside the plan, the insert documents.",
                "The password is never written: `xwb jmeter` gives it at run time (plain JMeter: -q a private properties file with "
                        + PlanNames.PASSWORD + "=...).",
                "Exit codes: 0 ok, 2 bad input." })
final class ExportJmeterCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "WORKLOAD", description = "The workload file (.xwl).")
    Path workloadFile;

    @Option(names = { "-o", "--output" }, paramLabel = "PLAN.jmx", required = true,
            description = "The plan to write; its CSV files go to PLAN.data/, what XWB needs to import to PLAN.xwb.json.")
    Path plan;

    @Mixin
    TargetOption target;

    @Option(names = "--users", paramLabel = "N", description = "JMeter threads (per engine).")
    Integer users;

    @Option(names = "--duration", paramLabel = "TIME", converter = Durations.class,
            description = "Measured time after ramp-up, e.g. 60s, 5m.")
    Double duration;

    @Option(names = "--rampup", paramLabel = "TIME", converter = Durations.class, description = "Ramp-up time.")
    Double rampUp;

    @Option(names = "--think", paramLabel = "TIME", converter = Durations.Millis.class,
            description = "Think time between a thread's transactions, e.g. 20ms.")
    Double thinkMillis;

    @Option(names = "--rate", paramLabel = "TX/S",
            description = "Total transactions per second over all threads (JMeter's Precise Throughput Timer); 0: unpaced.")
    Double rate;

    @Option(names = "--engines", paramLabel = "N", defaultValue = "1",
            description = "JMeter engines that will run the plan at once: the insert documents are split into N parts.")
    int engines;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Workload workload = WorkloadFiles.load(workloadFile);
        RunConfig.Builder settings = RunConfig.from(workload.getRunSettings());
        if (users != null) {
            settings.users(users);
        }
        if (duration != null) {
            settings.durationSeconds(duration); // clears a number of transactions
        }
        if (rampUp != null) {
            settings.rampUpSeconds(rampUp);
        }
        if (thinkMillis != null) {
            settings.thinkTimeMillis(thinkMillis);
        }
        if (rate != null) {
            settings.rate(rate);
        }
        RunConfig config = RunOptions.build(settings);
        ExportReport report;
        try (Target opened = target.open()) {
            // the plan reads document files: the kit's insert documents, generated on demand in runs, are written first
            InsertDocuments.writeAll(workload, workloadFile, TpoxKit.installed());
            report = JmeterExport.export(workload, workloadFile, opened, config, engines, plan);
        } catch (ExportException e) {
            throw new BadInputException(e.getMessage());
        }
        print(out, report, config);
        return XwbCommand.OK;
    }

    static void print(PrintWriter out, ExportReport report, RunConfig config) {
        out.println("Plan: " + report.plan());
        out.println("  data: " + report.data() + " (CSV files the plan reads; keep them beside it)");
        out.println("  for XWB: " + report.manifest());
        out.printf("  %d users, ramp-up %s s, %s%n", config.users(), num(config.rampUpSeconds()),
                config.transactionsPerUser() > 0 ? config.transactionsPerUser() + " transactions per user"
                        : num(config.durationSeconds()) + " s measured");
        out.println("  database: " + report.url() + " (" + report.driverClass() + "); the password is given at run time");
        out.println("Mix (one pass of " + java.util.Arrays.stream(report.mixCounts()).sum() + "):");
        for (int i = 0; i < report.transactions().size(); i++) {
            out.printf("  %-20s weight %-6s %d%n", report.transactions().get(i).id(),
                    num(report.transactions().get(i).weight()), report.mixCounts()[i]);
        }
        for (DocumentsWritten d : report.documents()) {
            out.printf("Documents to insert into %s: %d %s%n", d.collection(), d.total(),
                    d.perPart().size() > 1 ? "in parts " + d.perPart() : "");
        }
        if (report.notes().isEmpty()) {
            out.println("Everything is reproduced exactly.");
        } else {
            out.println("Not reproduced exactly (" + report.notes().size() + "):");
            for (ExportNote note : report.notes()) {
                out.println("  " + note);
            }
        }
        out.flush();
    }

    private static String num(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
