package org.xwb.core.values;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.xwb.model.io.FileErrors;

/**
 * A value list file (TPoX input/*.txt): one value per line, read once per run and shared by all
 * users. Lines are trimmed; blank lines are skipped.
 */
public final class ValueList {

    private final Path file;
    private final String[] values;

    private ValueList(Path file, String[] values) {
        this.file = file;
        this.values = values;
    }

    public static ValueList read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new ValueSourceException("Value list " + FileErrors.message(file, e), e);
        }
        String[] values = lines.stream().map(String::strip).filter(s -> !s.isEmpty()).toArray(String[]::new);
        if (values.length == 0) {
            throw new ValueSourceException("Value list " + file + " has no values");
        }
        return new ValueList(file, values);
    }

    public int size() {
        return values.length;
    }

    public String get(int index) {
        return values[index];
    }

    public Path file() {
        return file;
    }
}
