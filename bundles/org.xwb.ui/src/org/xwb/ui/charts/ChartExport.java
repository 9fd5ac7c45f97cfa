package org.xwb.ui.charts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;

/** Writes a chart as PNG or SVG, whole or not at all (temp file, then move). */
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
