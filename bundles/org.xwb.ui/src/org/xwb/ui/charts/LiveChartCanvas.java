package org.xwb.ui.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.jfree.chart.JFreeChart;

/**
 * A chart that changes while a run goes on, drawn off the UI thread. The chart and its datasets
 * belong to a {@link ChartRenderThread}: it changes them, draws the chart with Java2D into an image
 * of the canvas's size and hands the pixels over; the UI thread only copies finished images to
 * the screen. Drawing a stacked chart of 13 series took 40-140 ms of the UI thread per interval
 * with JFreeChart's SWT composite (see docs/benchmarks.md); here the UI thread spends well under
 * a millisecond per chart. A canvas that is hidden or has no size is not drawn.
 */
public class LiveChartCanvas extends Canvas {

    private static final PaletteData RGB = new PaletteData(0xFF0000, 0x00FF00, 0x0000FF);

    private final ChartRenderThread renderer;
    private final AtomicBoolean renderQueued = new AtomicBoolean();
    /** Owned by the render thread. */
    private JFreeChart chart;
    private BufferedImage buffer;
    /** Written on the UI thread, read by the render thread. */
    private volatile Point size = new Point(0, 0);
    private volatile boolean shown;
    private final Display display;
    /** UI thread only. */
    private Image image;

    public LiveChartCanvas(Composite parent, ChartRenderThread renderer, JFreeChart chart) {
        super(parent, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
        this.renderer = renderer;
        this.display = getDisplay();
        this.chart = ChartStyle.apply(chart);
        addListener(SWT.Paint, event -> paint(event.gc));
        addListener(SWT.Resize, event -> {
            size = getSize();
            render();
        });
        addListener(SWT.Show, event -> {
            shown = true;
            render();
        });
        addListener(SWT.Hide, event -> shown = false);
        addListener(SWT.Dispose, event -> {
            if (image != null) {
                image.dispose();
            }
        });
        shown = getVisible(); // its own flag: Show and Hide tell its own changes
        ChartExportMenu.attach(this, this::export);
    }

    /**
     * Runs code with the chart on the render thread and returns its result (waits for it): the one
     * safe way to read or change the chart or its datasets. The canvas is redrawn afterwards.
     */
    public <T> T read(Function<JFreeChart, T> code) {
        return renderer.call(() -> code.apply(chart));
    }

    /** Writes the chart as PNG or SVG, on the render thread (the chart belongs to it); waits. */
    public void export(java.nio.file.Path file, boolean png, int width, int height) throws java.io.IOException {
        java.io.IOException failed = read(c -> {
            try {
                ChartExport.write(c, file, png, width, height);
                return null;
            } catch (java.io.IOException e) {
                return e;
            }
        });
        if (failed != null) {
            throw failed;
        }
    }

    /** On the render thread: the chart (for code already running there, e.g. a batch of changes). */
    public JFreeChart chartOnRenderThread() {
        renderer.checkThread();
        return chart;
    }

    /** On the render thread: replaces the chart (a new run). */
    public void setChartOnRenderThread(JFreeChart newChart) {
        renderer.checkThread();
        chart = ChartStyle.apply(newChart);
    }

    /** Asks for a new image (from any thread); requests pile up into one drawing. */
    public void render() {
        if (renderQueued.compareAndSet(false, true)) {
            renderer.execute(this::renderNow);
        }
    }

    /** On the render thread: draws the chart now, if it can be seen. */
    void renderNow() {
        renderQueued.set(false);
        Point at = size;
        if (!shown || at.x <= 0 || at.y <= 0) {
            return;
        }
        if (buffer == null || buffer.getWidth() != at.x || buffer.getHeight() != at.y) {
            buffer = new BufferedImage(at.x, at.y, BufferedImage.TYPE_INT_RGB);
        }
        Graphics2D g2 = buffer.createGraphics();
        try {
            chart.draw(g2, new Rectangle2D.Double(0, 0, at.x, at.y));
        } finally {
            g2.dispose();
        }
        int[] pixels = ((DataBufferInt) buffer.getRaster().getDataBuffer()).getData();
        ImageData data = new ImageData(at.x, at.y, 32, RGB);
        for (int y = 0; y < at.y; y++) {
            data.setPixels(0, y, at.x, pixels, y * at.x);
        }
        if (!display.isDisposed()) {
            display.asyncExec(() -> show(data));
        }
    }

    private void show(ImageData data) {
        if (isDisposed()) {
            return;
        }
        Image next = new Image(getDisplay(), data);
        if (image != null) {
            image.dispose();
        }
        image = next;
        redraw();
    }

    /** True once a drawing of the chart is on screen (UI thread; for tests). */
    public boolean hasImage() {
        return image != null;
    }

    private void paint(GC gc) {
        Point at = getSize();
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        if (image == null) {
            gc.fillRectangle(0, 0, at.x, at.y);
            return;
        }
        gc.drawImage(image, 0, 0);
        org.eclipse.swt.graphics.Rectangle drawn = image.getBounds();
        if (drawn.width < at.x) {
            gc.fillRectangle(drawn.width, 0, at.x - drawn.width, at.y); // growing: the new image is on its way
        }
        if (drawn.height < at.y) {
            gc.fillRectangle(0, drawn.height, at.x, at.y - drawn.height);
        }
    }
}
