package org.xwb.ui.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.xwb.report.charts.ChartExport;
import org.xwb.report.charts.ChartStyle;

/**
 * A chart that changes while a run goes on, drawn off the UI thread. The chart and its datasets
 * belong to a {@link ChartRenderThread}: it changes them, draws the chart with Java2D into an image
 * of the canvas's size and hands the pixels over; the UI thread only copies finished images to
 * the screen, every chart of an interval in one turn. Drawing a stacked chart of 13 series took
 * 40-140 ms of the UI thread per interval with JFreeChart's SWT composite (see docs/benchmarks.md);
 * here the UI thread copies the finished pixels ({@link ScreenPicture}: on GTK well under 0.1 ms
 * per chart). A canvas that is hidden or has no size is not drawn.
 */
public class LiveChartCanvas extends Canvas {

    private final ChartRenderThread renderer;
    private final AtomicBoolean renderQueued = new AtomicBoolean();
    /** Owned by the render thread. */
    private JFreeChart chart;
    private BufferedImage buffer;
    /** Written on the UI thread, read by the render thread. */
    private volatile Point size = new Point(0, 0);
    private volatile boolean shown;
    /** UI thread only. */
    private ScreenPicture picture;
    private Frame lastFrame;

    public LiveChartCanvas(Composite parent, ChartRenderThread renderer, JFreeChart chart) {
        super(parent, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
        this.renderer = renderer;
        this.chart = ChartStyle.apply(chart);
        this.picture = ScreenPicture.create(getDisplay());
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
        addListener(SWT.Dispose, event -> picture.dispose());
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
        // the frame gets its own copy: the buffer is drawn into again while the UI shows this one
        renderer.present(this, new Frame(pixels.clone(), at.x, at.y));
    }

    /** On the UI thread: puts a new picture on screen. */
    void show(Frame frame) {
        if (isDisposed()) {
            return;
        }
        try {
            picture.update(frame);
        } catch (IllegalStateException e) {
            // the fast picture failed (cairo refused a surface): this canvas goes on with SWT images
            picture.dispose();
            picture = new ImagePicture(getDisplay());
            picture.update(frame);
        }
        lastFrame = frame;
        redraw();
    }

    /** True once a drawing of the chart is on screen (UI thread; for tests). */
    public boolean hasImage() {
        return lastFrame != null;
    }

    /** The pixel (0xRRGGBB) the canvas was last given at x, y, or -1 (UI thread; for tests that read the screen). */
    public int pixelGiven(int x, int y) {
        Frame frame = lastFrame;
        return frame == null || x >= frame.width() || y >= frame.height() ? -1 : frame.rgb()[y * frame.width() + x] & 0xFFFFFF;
    }

    /** How the canvas keeps its picture on this platform ("cairo surface" or "SWT image"). */
    public static String pictureKind() {
        return ScreenPicture.kind();
    }

    private void paint(GC gc) {
        Point at = getSize();
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        picture.paint(gc);
        if (picture.width() < at.x) {
            gc.fillRectangle(picture.width(), 0, at.x - picture.width(), at.y); // growing: the new frame is on its way
        }
        if (picture.height() < at.y) {
            gc.fillRectangle(0, picture.height(), at.x, at.y - picture.height());
        }
    }
}
