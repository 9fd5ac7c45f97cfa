package org.xwb.report;

/**
 * The report's style sheet, inside the page (a report is one file). It holds no quote, ampersand or
 * less-than sign, so a browser (which takes a style element's text as it is) and an XML parser read
 * the same sheet.
 */
final class ReportStyle {

    /** The sheet (a method, not a constant a compiler would copy into its callers). */
    static String css() {
        return """
            body { font-family: system-ui, DejaVu Sans, sans-serif; font-size: 14px; color: #222;
                   margin: 1.5em auto; max-width: 1400px; padding: 0 1em; }
            h1 { font-size: 1.6em; margin-bottom: 0.2em; }
            h2 { font-size: 1.3em; border-bottom: 2px solid #0072B2; padding-bottom: 0.2em; margin-top: 2em; }
            h3 { font-size: 1.05em; margin: 1.4em 0 0.4em; }
            .note { color: #555; font-size: 0.9em; }
            .warning { color: #a33; }
            nav ul { margin: 0.3em 0; padding-left: 1.2em; }
            table { border-collapse: collapse; margin: 0.4em 0; font-variant-numeric: tabular-nums; }
            th, td { border: 1px solid #ddd; padding: 3px 7px; text-align: left; vertical-align: top; }
            thead th { background: #f3f6f9; }
            tbody th { font-weight: normal; white-space: nowrap; }
            td.n { text-align: right; white-space: nowrap; }
            tr.total th, tr.total td { font-weight: bold; background: #fafafa; }
            table.stats, table.compare { font-size: 0.9em; }
            td.verdict { white-space: nowrap; }
            tr.verdict-slower td.verdict { color: #b00; font-weight: bold; }
            tr.verdict-faster td.verdict { color: #070; font-weight: bold; }
            tr.verdict-not_comparable td.verdict { color: #777; }
            div.table { overflow-x: auto; max-width: 100%; }
            .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 12px; }
            figure.chart { margin: 0; }
            figure.chart svg { width: 100%; height: auto; border: 1px solid #eee; }
            .mix { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
            .mix figure.chart { width: 420px; }
            table.settings th, table.environment th { white-space: nowrap; }
            @media print { .charts { display: block; } figure.chart { page-break-inside: avoid; } }
            """;
    }

    private ReportStyle() {
    }
}
