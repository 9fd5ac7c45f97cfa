package org.xwb.ui.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/** PNG screenshots of the display, taken on the UI thread. */
public final class Screenshots {

    /** How long a screen that keeps changing (a live chart) is given to settle before it is saved anyway. */
    private static final long SETTLE_MS = 2_000;
    private static final long POLL_MS = 50;

    /** Folder for screenshots: {@code -Dxwb.screenshots=...}, else {@code target/screenshots}. */
    public static Path folder() {
        return Path.of(System.getProperty("xwb.screenshots", "target/screenshots"));
    }

    private Screenshots() {
    }

    /**
     * Saves the screen once it shows what the user would see: GTK paints on its frame clock, so a
     * widget that just changed (a button enabled) reaches the screen a frame or more later. The
     * screen is read until two reads a poll apart agree, pending events handled before each.
     */
    public static Path capture(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        long deadline = System.currentTimeMillis() + SETTLE_MS;
        ImageData shown = UIThread.syncExec(Screenshots::readScreen);
        while (true) {
            UIThread.sleep(POLL_MS);
            ImageData again = UIThread.syncExec(Screenshots::readScreen);
            boolean settled = Arrays.equals(shown.data, again.data);
            shown = again;
            if (settled || System.currentTimeMillis() > deadline) {
                break;
            }
        }
        ImageLoader loader = new ImageLoader();
        loader.data = new ImageData[] { shown };
        loader.save(file.toAbsolutePath().toString(), SWT.IMAGE_PNG);
        return file;
    }

    /** On the UI thread: lets pending events and paints land, then reads the whole screen. */
    private static ImageData readScreen() {
        Display display = UIThread.display();
        while (display.readAndDispatch()) {
            // drain
        }
        Rectangle bounds = display.getBounds();
        Image image = new Image(display, bounds.width, bounds.height);
        GC gc = new GC(display);
        try {
            gc.copyArea(image, 0, 0);
            return image.getImageData();
        } finally {
            gc.dispose();
            image.dispose();
        }
    }
}
