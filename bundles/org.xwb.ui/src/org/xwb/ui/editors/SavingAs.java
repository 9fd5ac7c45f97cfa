package org.xwb.ui.editors;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An editor File > Save As writes to another file, which it edits from then on. Editors that do
 * not implement it are saved and their file copied ({@code SaveAsHandler}).
 */
public interface SavingAs {

    /**
     * Writes the editor's content, unsaved changes included, to {@code target} (a file that does
     * not exist yet) and edits that file from then on.
     *
     * @throws IOException with a message the user reads; the editor then still edits its old file
     */
    void saveAs(Path target) throws IOException;
}
