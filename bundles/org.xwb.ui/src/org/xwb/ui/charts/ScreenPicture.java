package org.xwb.ui.charts;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Display;

/**
 * What a live chart canvas shows: the last {@link Frame} the render thread drew, kept in a form the
 * UI thread can paint cheaply. UI thread only.
 */
interface ScreenPicture {

    /** Replaces the picture with a frame's pixels. */
    void update(Frame frame);

    /** Paints the picture at the top left corner of the GC (does nothing before the first update). */
    void paint(GC gc);

    /** Size of the picture, {0, 0} before the first update. */
    int width();

    int height();

    void dispose();

    /** Which kind {@link #create} picks on this platform, for the log and the tests. */
    static String kind() {
        return CairoPicture.AVAILABLE ? "cairo surface" : "SWT image";
    }

    /**
     * The cheapest picture the platform allows: on GTK a cairo image surface that takes the pixels
     * in one copy; elsewhere an SWT image.
     */
    static ScreenPicture create(Display display) {
        return CairoPicture.AVAILABLE ? new CairoPicture() : new ImagePicture(display);
    }
}
