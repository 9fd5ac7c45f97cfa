package org.xwb.model.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * Saving a text file the way workload files are saved: written beside it, flushed, then renamed
 * over it, so the file is always the old or the complete new text (a full disk or a crash during
 * the write leaves the old one).
 */
public final class TextFiles {

    private TextFiles() {
    }

    /** Replaces {@code file} with {@code text} in UTF-8; on failure the file is untouched. */
    public static void replace(Path file, String text) throws IOException {
        AtomicFileReplace.replace(file, text.getBytes(StandardCharsets.UTF_8), written -> {
        });
    }
}
