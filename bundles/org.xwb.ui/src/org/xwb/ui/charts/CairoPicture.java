package org.xwb.ui.charts;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.internal.C;
import org.eclipse.swt.internal.cairo.Cairo;

/**
 * A picture in a cairo image surface, on SWT's GTK port: an update is one memory copy of the
 * frame's pixels into the surface, a paint is one cairo paint of it. Measured on this project's
 * machine (5 charts of 470x280): 0.3-0.4 ms of the UI thread per update of all five, against
 * 7.5-8 ms through SWT images ({@link ImagePicture}), which convert every pixel in Java and copy
 * them back out at each paint. A render thread's frame is 0x00RRGGBB ints, which is cairo's
 * RGB24 format on a little-endian machine, so no pixel is converted.
 *
 * <p>This uses SWT's internal GTK bindings ({@code org.eclipse.swt.internal.cairo}, {@code GC.handle}
 * is the cairo context there). They are checked once ({@link #AVAILABLE}); where they are missing or
 * different (another SWT port, a changed SWT), charts use {@link ImagePicture} instead.
 */
@SuppressWarnings("restriction")
final class CairoPicture implements ScreenPicture {

    private static final int CAIRO_FORMAT_RGB24 = 1;

    static final boolean AVAILABLE = probe();

    private long surface;
    private int width;
    private int height;

    private static boolean probe() {
        if (!"gtk".equals(SWT.getPlatform()) || java.nio.ByteOrder.nativeOrder() != java.nio.ByteOrder.LITTLE_ENDIAN
                || Boolean.getBoolean("xwb.charts.swtImages")) {
            return false;
        }
        try {
            // the bindings this class calls, resolved now rather than at the first paint
            Cairo.class.getMethod("cairo_image_surface_create", int.class, int.class, int.class);
            Cairo.class.getMethod("cairo_image_surface_get_data", long.class);
            Cairo.class.getMethod("cairo_image_surface_get_stride", long.class);
            Cairo.class.getMethod("cairo_set_source_surface", long.class, long.class, double.class, double.class);
            C.class.getMethod("memmove", long.class, int[].class, long.class);
            GC.class.getField("handle");
            return true;
        } catch (ReflectiveOperationException | LinkageError e) {
            return false;
        }
    }

    @Override
    public void update(Frame frame) {
        if (surface == 0 || width != frame.width() || height != frame.height()) {
            dispose();
            surface = Cairo.cairo_image_surface_create(CAIRO_FORMAT_RGB24, frame.width(), frame.height());
            if (surface == 0 || Cairo.cairo_image_surface_get_stride(surface) != frame.width() * 4) {
                dispose(); // rows padded or no memory: nothing to show rather than a torn picture
                throw new IllegalStateException("cairo refused a " + frame.width() + "x" + frame.height() + " surface");
            }
            width = frame.width();
            height = frame.height();
        }
        Cairo.cairo_surface_flush(surface);
        long pixels = Cairo.cairo_image_surface_get_data(surface);
        C.memmove(pixels, frame.rgb(), (long) frame.rgb().length * Integer.BYTES);
        Cairo.cairo_surface_mark_dirty(surface);
    }

    @Override
    public void paint(GC gc) {
        if (surface == 0) {
            return;
        }
        long cairo = gc.handle;
        // save and restore: the GC keeps its own colours in the cairo context and must find them again
        Cairo.cairo_save(cairo);
        try {
            Cairo.cairo_set_source_surface(cairo, surface, 0, 0);
            Cairo.cairo_rectangle(cairo, 0, 0, width, height);
            Cairo.cairo_fill(cairo);
        } finally {
            Cairo.cairo_restore(cairo);
        }
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public int height() {
        return height;
    }

    @Override
    public void dispose() {
        if (surface != 0) {
            Cairo.cairo_surface_destroy(surface);
            surface = 0;
        }
        width = 0;
        height = 0;
    }
}
