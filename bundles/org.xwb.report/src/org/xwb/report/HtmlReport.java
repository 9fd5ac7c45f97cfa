package org.xwb.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

import org.xwb.core.env.ComponentVersions;
import org.xwb.core.results.RunHistory;
import org.xwb.core.results.RunHistory.PastRun;
import org.xwb.core.results.RunResults;

/**
 * A self-contained HTML report of runs and sweeps: one file with its style inside and its charts as
 * inline SVG, no script and no reference to anything outside it, so it opens anywhere, offline, and
 * can be mailed. Several runs add a comparison against the first run (the baseline). The workbench's
 * Report... and {@code xwb report} both write it here.
 */
public final class HtmlReport {

    /** A written report: where, and what it holds. */
    public record Written(Path file, int runs, int sweeps, int charts) {
    }

    private HtmlReport() {
    }

    /**
     * The report's HTML.
     *
     * @param folders run and sweep folders; among the runs the first is the baseline of the comparison
     * @throws IOException when a folder does not exist or is no run or sweep folder (the message names it)
     */
    public static String render(List<Path> folders) throws IOException {
        return build(folders).html().toString();
    }

    /** Writes the report to {@code file}, whole or not at all (a temporary file beside it, then moved). */
    public static Written write(List<Path> folders, Path file) throws IOException {
        Built built = build(folders);
        Path target = file.toAbsolutePath();
        Files.createDirectories(target.getParent());
        Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
        try {
            Files.writeString(temp, built.html().toString(), StandardCharsets.UTF_8);
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        return new Written(target, built.runs(), built.sweeps(), built.charts());
    }

    /**
     * Where a report goes when the user names no file: a single run's or sweep's {@code report.html}
     * in its folder; for several, {@code reports/<time>-comparison.html} in the runs folder.
     */
    public static Path defaultFile(List<Path> folders, Path runsDirectory) {
        List<Path> distinct = List.copyOf(new LinkedHashSet<>(folders));
        if (distinct.size() == 1) {
            return distinct.get(0).resolve("report.html");
        }
        String stamp = java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")
                .format(java.time.LocalDateTime.now());
        return runsDirectory.resolve("reports").resolve(stamp + "-comparison.html");
    }

    private record Built(Html html, int runs, int sweeps, int charts) {
    }

    private static Built build(List<Path> folders) throws IOException {
        if (folders.isEmpty()) {
            throw new IllegalArgumentException("no run or sweep folder to report on");
        }
        List<RunResults> runs = new ArrayList<>();
        List<PastRun> sweeps = new ArrayList<>();
        for (Path folder : new LinkedHashSet<>(folders)) {
            if (!Files.isDirectory(folder)) {
                throw new NoSuchFileException(folder.toString(), null, "no such run or sweep folder");
            }
            PastRun past = RunHistory.read(folder);
            if (past != null && past.sweep()) {
                sweeps.add(past);
            } else {
                runs.add(RunResults.read(folder)); // refuses a folder that is no run, by name
            }
        }
        List<RunResults> compared = runs.stream().filter(r -> r.summary() != null).toList();
        Html html = new Html();
        SvgCharts charts = new SvgCharts();
        String title = title(runs, sweeps);
        html.raw("<!DOCTYPE html>");
        html.open("html", "xmlns", "http://www.w3.org/1999/xhtml", "lang", "en").open("head");
        html.raw("<meta charset=\"utf-8\"/>");
        html.element("title", title);
        // raw: a browser does not decode entities in a style element; the sheet has no quote, & or <
        html.open("style").raw(ReportStyle.css()).close("style");
        html.close("head").open("body");
        html.open("header").element("h1", title);
        html.element("p", "Written " + Instant.now().truncatedTo(ChronoUnit.SECONDS) + " by XWB "
                + ComponentVersions.report().getOrDefault("XWB", "(version unknown)") + ".", "class", "note");
        contents(html, runs, sweeps, compared.size() >= 2);
        html.close("header");
        if (compared.size() >= 2) {
            ComparisonSection.write(html, compared, charts);
        }
        for (RunResults run : runs) {
            RunSection.write(html, run, charts);
        }
        for (PastRun sweep : sweeps) {
            SweepSection.write(html, sweep, charts);
        }
        html.close("body").close("html");
        return new Built(html, runs.size(), sweeps.size(), charts.drawn());
    }

    private static String title(List<RunResults> runs, List<PastRun> sweeps) {
        if (runs.size() == 1 && sweeps.isEmpty()) {
            return "XWB report: run " + runs.get(0).id();
        }
        if (runs.isEmpty() && sweeps.size() == 1) {
            return "XWB report: sweep " + sweeps.get(0).id();
        }
        return "XWB report: " + count(runs.size(), "run") + (sweeps.isEmpty() ? "" : ", " + count(sweeps.size(), "sweep"));
    }

    private static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    /** Links to the sections (within the page). */
    private static void contents(Html html, List<RunResults> runs, List<PastRun> sweeps, boolean comparison) {
        html.open("nav").open("ul");
        if (comparison) {
            html.open("li").element("a", "Comparison", "href", "#comparison").close("li");
        }
        for (RunResults run : runs) {
            html.open("li").element("a", "Run " + run.id(), "href", "#" + RunSection.anchor(run)).close("li");
        }
        for (PastRun sweep : sweeps) {
            html.open("li").element("a", "Sweep " + sweep.id(), "href", "#" + SweepSection.anchor(sweep)).close("li");
        }
        html.close("ul").close("nav");
    }
}
