package org.xwb.ui.statements;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Objects;

import org.xwb.model.io.TextFiles;

/**
 * The file-editing mechanics of a statement file, kept in one small class so the statement
 * editor can move onto the generic text-editor base (org.xwb.ui.editors.text) when it exists:
 * the text as last read or saved, a safe save (the old file or the complete new one, never a
 * part), and whether someone else changed the file since.
 */
final class StatementFile {

    private final Path file;
    private String saved;
    private Stamp stamp;

    private StatementFile(Path file, String saved) {
        this.file = file;
        this.saved = saved;
        this.stamp = Stamp.of(file);
    }

    static StatementFile read(Path file) throws IOException {
        return new StatementFile(file, Files.readString(file, StandardCharsets.UTF_8));
    }

    Path file() {
        return file;
    }

    /** The text as last read or saved. */
    String saved() {
        return saved;
    }

    boolean differs(String text) {
        return !saved.equals(text);
    }

    /** Writes {@code text} safely; the file is unchanged when this throws. */
    void save(String text) throws IOException {
        TextFiles.replace(file, text);
        saved = text;
        stamp = Stamp.of(file);
    }

    /** Another writer replaced the file since it was read or saved here. */
    boolean changedOnDisk() {
        return !Objects.equals(stamp, Stamp.of(file));
    }

    /** Reads the file again (after {@link #changedOnDisk}), returning its text. */
    String reload() throws IOException {
        saved = Files.readString(file, StandardCharsets.UTF_8);
        stamp = Stamp.of(file);
        return saved;
    }

    private record Stamp(FileTime modified, long size) {
        static Stamp of(Path file) {
            try {
                return new Stamp(Files.getLastModifiedTime(file), Files.size(file));
            } catch (IOException missing) {
                return new Stamp(FileTime.fromMillis(0), -1);
            }
        }
    }
}
