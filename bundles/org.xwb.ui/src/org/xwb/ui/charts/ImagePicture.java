package org.xwb.ui.charts;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.PaletteData;
import org.eclipse.swt.widgets.Display;

/**
 * A picture as an SWT image: portable, but each update converts every pixel in Java (SWT's
 * ImageData.blit) and each paint copies the image's pixels back out (GC.drawImage reads the
 * image's size through getImageData): about 1.5 ms of the UI thread per chart and update on GTK.
 */
final class ImagePicture implements ScreenPicture {

    private static final PaletteData RGB = new PaletteData(0xFF0000, 0x00FF00, 0x0000FF);

    private final Display display;
    private Image image;
    private int width;
    private int height;

    ImagePicture(Display display) {
        this.display = display;
    }

    @Override
    public void update(Frame frame) {
        ImageData data = new ImageData(frame.width(), frame.height(), 32, RGB);
        for (int y = 0; y < frame.height(); y++) {
            data.setPixels(0, y, frame.width(), frame.rgb(), y * frame.width());
        }
        Image next = new Image(display, data);
        dispose();
        image = next;
        width = frame.width();
        height = frame.height();
    }

    @Override
    public void paint(GC gc) {
        if (image != null) {
            gc.drawImage(image, 0, 0, width, height, 0, 0, width, height);
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
        if (image != null) {
            image.dispose();
            image = null;
        }
    }
}
