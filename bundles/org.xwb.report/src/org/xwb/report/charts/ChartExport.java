package org.xwb.report.charts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * Writes a chart as PNG or SVG, whole or not at all (temp file, then move), or as an SVG element to
 * put inline into an HTML report.
 */
public final class ChartExport {

    private ChartExport() {
    }

    public static void png(JFreeChart chart, Path file, int width, int height) throws IOException {
        Path temp = tempBeside(file);
        try {
            ChartUtils.saveChartAsPNG(temp.toFile(), chart, width, height);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    public static void svg(JFreeChart chart, Path file, int width, int height) throws IOException {
        SVGGraphics2D graphics = new SVGGraphics2D(width, height);
        chart.draw(graphics, new java.awt.Rectangle(0, 0, width, height));
        Path temp = tempBeside(file);
        try {
            Files.writeString(temp, graphics.getSVGDocument(), StandardCharsets.UTF_8);
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * The chart as an {@code <svg>} element that scales with its container (a view box, no fixed
     * size). {@code idPrefix} keeps the ids of its clip paths and gradients apart from those of the
     * other charts of the same page, which share one id space.
     */
    public static String svgElement(JFreeChart chart, int width, int height, String idPrefix) {
        SVGGraphics2D graphics = new SVGGraphics2D(width, height);
        graphics.setDefsKeyPrefix(idPrefix);
        chart.draw(graphics, new java.awt.Rectangle(0, 0, width, height));
        return graphics.getSVGElement(idPrefix + "chart", false, new ViewBox(0, 0, width, height), null, null);
    }

    /** PNG or SVG, as asked. */
    public static void write(JFreeChart chart, Path file, boolean png, int width, int height) throws IOException {
        if (png) {
            png(chart, file, width, height);
        } else {
            svg(chart, file, width, height);
        }
    }

    private static Path tempBeside(Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        return Files.createTempFile(folder, "." + file.getFileName(), ".tmp");
    }
}
