package org.xwb.ui.editors.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

/** Modification time and size: enough to tell that another writer replaced a file. */
public record FileStamp(FileTime modified, long size) {

    /** The file's stamp now; a missing file has its own stamp (size -1). */
    public static FileStamp of(Path file) {
        try {
            return new FileStamp(Files.getLastModifiedTime(file), Files.size(file));
        } catch (IOException missing) {
            return new FileStamp(FileTime.fromMillis(0), -1);
        }
    }

    public boolean exists() {
        return size >= 0;
    }
}
