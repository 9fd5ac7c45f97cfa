import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.internal.C;
import org.eclipse.swt.internal.cairo.Cairo;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * Micro-benchmark behind the dashboard's ScreenPicture choice (docs/benchmarks.md): UI-thread CPU
 * to put 5 new chart frames of 470x280 on screen, through an SWT Image made from ImageData and
 * drawn with GC.drawImage (ImagePicture), or through a cairo image surface filled by one memory
 * copy and painted by cairo (CairoPicture). The frames' pixels are made beforehand (the render
 * thread's work) and not counted. Run under X (e.g. Xvfb):
 *
 *   SWT=~/.m2/repository/org/eclipse/platform/org.eclipse.swt.gtk.linux.x86_64/3.135.0/org.eclipse.swt.gtk.linux.x86_64-3.135.0.jar
 *   javac -cp $SWT -d /tmp/bench SwtPictureBench.java
 *   java --enable-native-access=ALL-UNNAMED -cp $SWT:/tmp/bench SwtPictureBench image
 *   java --enable-native-access=ALL-UNNAMED -cp $SWT:/tmp/bench SwtPictureBench cairo
 */
@SuppressWarnings("restriction")
public class SwtPictureBench {
    static final int W = 470, H = 280, CHARTS = 5, WARM_UP = 20, FRAMES = 200;

    public static void main(String[] args) {
        boolean cairo = args.length > 0 && args[0].equals("cairo");
        Display display = new Display();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(W * CHARTS + 50, H + 50);
        Canvas[] canvases = new Canvas[CHARTS];
        Image[] images = new Image[CHARTS];
        long[] surfaces = new long[CHARTS];
        for (int i = 0; i < CHARTS; i++) {
            int k = i;
            canvases[i] = new Canvas(shell, SWT.NO_BACKGROUND | SWT.DOUBLE_BUFFERED);
            canvases[i].addListener(SWT.Paint, e -> {
                if (cairo && surfaces[k] != 0) {
                    Cairo.cairo_save(e.gc.handle);
                    Cairo.cairo_set_source_surface(e.gc.handle, surfaces[k], 0, 0);
                    Cairo.cairo_rectangle(e.gc.handle, 0, 0, W, H);
                    Cairo.cairo_fill(e.gc.handle);
                    Cairo.cairo_restore(e.gc.handle);
                } else if (!cairo && images[k] != null) {
                    e.gc.drawImage(images[k], 0, 0, W, H, 0, 0, W, H);
                }
            });
        }
        shell.open();
        PaletteData rgb = new PaletteData(0xFF0000, 0x00FF00, 0x0000FF);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = 0;
        for (int f = 0; f < WARM_UP + FRAMES; f++) {
            int[][] frames = new int[CHARTS][W * H];
            for (int i = 0; i < CHARTS; i++) {
                Arrays.fill(frames[i], (f * 7919 + i * 104729) & 0xFFFFFF);
            }
            long before = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < CHARTS; i++) {
                if (cairo) {
                    if (surfaces[i] == 0) {
                        surfaces[i] = Cairo.cairo_image_surface_create(1 /* RGB24 */, W, H);
                    }
                    Cairo.cairo_surface_flush(surfaces[i]);
                    C.memmove(Cairo.cairo_image_surface_get_data(surfaces[i]), frames[i], (long) W * H * 4);
                    Cairo.cairo_surface_mark_dirty(surfaces[i]);
                } else {
                    ImageData data = new ImageData(W, H, 32, rgb);
                    for (int y = 0; y < H; y++) {
                        data.setPixels(0, y, W, frames[i], y * W);
                    }
                    Image next = new Image(display, data);
                    if (images[i] != null) {
                        images[i].dispose();
                    }
                    images[i] = next;
                }
                canvases[i].redraw();
            }
            while (display.readAndDispatch()) {
                // paint
            }
            display.update();
            if (f >= WARM_UP) {
                cpu += threads.getCurrentThreadCpuTime() - before;
            }
        }
        System.out.printf("%s: %.2f ms of UI-thread CPU to show %d new %dx%d frames (mean of %d)%n",
                cairo ? "cairo surface" : "SWT image", cpu / 1e6 / FRAMES, CHARTS, W, H, FRAMES);
        display.dispose();
    }
}
