package org.xwb.ui.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Display;

/** PNG screenshots of the display, taken on the UI thread. */
public final class Screenshots {

    /** Folder for screenshots: {@code -Dxwb.screenshots=...}, else {@code target/screenshots}. */
    public static Path folder() {
        return Path.of(System.getProperty("xwb.screenshots", "target/screenshots"));
    }

    private Screenshots() {
    }

    public static Path capture(Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // GTK paints on its frame clock: give a widget that just changed (a button enabled) a frame
        // or two to reach the screen before it is read back
        UIThread.syncRun(() -> {
            while (UIThread.display().readAndDispatch()) {
                // drain
            }
        });
        try {
            Thread.sleep(150);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        UIThread.syncRun(() -> {
            Display display = UIThread.display();
            // let pending paints land so the picture shows what the user would see
            while (display.readAndDispatch()) {
                // drain
            }
            Rectangle bounds = display.getBounds();
            Image image = new Image(display, bounds.width, bounds.height);
            GC gc = new GC(display);
            try {
                gc.copyArea(image, 0, 0);
                ImageData data = image.getImageData();
                ImageLoader loader = new ImageLoader();
                loader.data = new ImageData[] { data };
                loader.save(file.toAbsolutePath().toString(), SWT.IMAGE_PNG);
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
        return file;
    }
}
