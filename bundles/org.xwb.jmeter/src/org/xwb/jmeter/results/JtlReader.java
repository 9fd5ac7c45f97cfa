package org.xwb.jmeter.results;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads a JMeter results file in CSV form with its header line (JMeter's default), as JMeter
 * writes it: fields quoted when they hold the delimiter, a quote or a line break. Every problem is
 * reported with the file and line.
 */
public final class JtlReader {

    private static final List<String> REQUIRED = List.of("timeStamp", "elapsed", "label", "success", "threadName");

    private JtlReader() {
    }

    /** Hands every row to {@code rows} in file order. */
    public static void read(Path file, Consumer<JtlSample> rows) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            long[] line = { 1 };
            List<String> header = record(in, line);
            if (header == null) {
                throw new IOException(file + " is empty: JMeter wrote no results (see its log)");
            }
            Map<String, Integer> columns = new HashMap<>();
            for (int i = 0; i < header.size(); i++) {
                columns.put(header.get(i).strip(), i);
            }
            for (String name : REQUIRED) {
                if (!columns.containsKey(name)) {
                    throw new IOException(file + ":1: the header has no column " + name + " (is it a JMeter CSV "
                            + "results file with jmeter.save.saveservice.print_field_names=true?)");
                }
            }
            while (true) {
                long at = line[0];
                List<String> fields = record(in, line);
                if (fields == null) {
                    return;
                }
                if (fields.size() == 1 && fields.get(0).isEmpty()) {
                    continue;
                }
                try {
                    rows.accept(new JtlSample(Long.parseLong(field(fields, columns, "timeStamp")),
                            Long.parseLong(field(fields, columns, "elapsed")), field(fields, columns, "label"),
                            field(fields, columns, "responseCode"), field(fields, columns, "responseMessage"),
                            field(fields, columns, "threadName"),
                            Boolean.parseBoolean(field(fields, columns, "success")),
                            number(field(fields, columns, "IdleTime")), number(field(fields, columns, "Connect")), at));
                } catch (NumberFormatException e) {
                    throw new IOException(file + ":" + at + ": not a number where JMeter writes one: " + e.getMessage());
                }
            }
        }
    }

    private static String field(List<String> fields, Map<String, Integer> columns, String name) {
        Integer index = columns.get(name);
        return index == null || index >= fields.size() ? "" : fields.get(index);
    }

    private static long number(String text) {
        return text.isEmpty() ? 0 : Long.parseLong(text);
    }

    /** One CSV record (it may span lines inside quotes), or null at the end. */
    private static List<String> record(BufferedReader in, long[] line) throws IOException {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        int c;
        while ((c = in.read()) != -1) {
            any = true;
            if (quoted) {
                if (c == '"') {
                    in.mark(1);
                    if (in.read() == '"') {
                        field.append('"');
                    } else {
                        in.reset();
                        quoted = false;
                    }
                } else {
                    if (c == '\n') {
                        line[0]++;
                    }
                    field.append((char) c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r') {
                    in.mark(1);
                    if (in.read() != '\n') {
                        in.reset();
                    }
                }
                line[0]++;
                fields.add(field.toString());
                return fields;
            } else {
                field.append((char) c);
            }
        }
        if (!any) {
            return null;
        }
        fields.add(field.toString());
        return fields;
    }
}
