package org.xwb.report;

import org.jfree.chart.JFreeChart;
import org.xwb.report.charts.ChartExport;
import org.xwb.report.charts.ChartStyle;

/** The report's charts as inline SVG, each with ids of its own (one page shares one id space). */
final class SvgCharts {

    private int drawn;

    String svg(JFreeChart chart, int width, int height) {
        drawn++;
        return ChartExport.svgElement(ChartStyle.apply(chart), width, height, "c" + drawn + "-");
    }

    int drawn() {
        return drawn;
    }
}
