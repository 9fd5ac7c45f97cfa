package org.xwb.targets.db2;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.model.IndexKeyType;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;

/** Reads an explain-table fixture (resources/db2/&lt;name&gt;/*.csv, '#' lines are its provenance). */
final class ExplainFixture {

    private ExplainFixture() {
    }

    static String statement(String name) {
        return lines(name, "statement.txt").get(0);
    }

    /** The XML indexes a fixture declares in "# index SCHEMA.NAME path TYPE" lines of statement.txt, named NAME. */
    static List<XmlIndex> indexes(String name) {
        List<XmlIndex> indexes = new ArrayList<>();
        for (String line : raw(name, "statement.txt")) {
            if (line.startsWith("# index ")) {
                String[] parts = line.substring("# index ".length()).strip().split("\\s+");
                XmlIndex index = XwbFactory.eINSTANCE.createXmlIndex();
                index.setName(parts[0].substring(parts[0].indexOf('.') + 1));
                index.setPath(parts[1]);
                index.setKeyType(IndexKeyType.valueOf(parts[2]));
                indexes.add(index);
            }
        }
        return indexes;
    }

    static Db2ExplainRows rows(String name) {
        List<Db2ExplainRows.Operator> operators = new ArrayList<>();
        for (Map<String, String> r : table(name, "explain_operator.csv")) {
            operators.add(new Db2ExplainRows.Operator(Integer.parseInt(r.get("OPERATOR_ID")), r.get("OPERATOR_TYPE"),
                    d(r.get("TOTAL_COST")), d(r.get("IO_COST")), d(r.get("CPU_COST")), d(r.get("FIRST_ROW_COST"))));
        }
        List<Db2ExplainRows.Stream> streams = new ArrayList<>();
        for (Map<String, String> r : table(name, "explain_stream.csv")) {
            streams.add(new Db2ExplainRows.Stream(Integer.parseInt(r.get("STREAM_ID")), r.get("SOURCE_TYPE").charAt(0),
                    Integer.parseInt(r.get("SOURCE_ID")), r.get("TARGET_TYPE").charAt(0), Integer.parseInt(r.get("TARGET_ID")),
                    blankToNull(r.get("OBJECT_SCHEMA")), blankToNull(r.get("OBJECT_NAME")), d(r.get("STREAM_COUNT"))));
        }
        List<Db2ExplainRows.Argument> arguments = new ArrayList<>();
        for (Map<String, String> r : table(name, "explain_argument.csv")) {
            arguments.add(new Db2ExplainRows.Argument(Integer.parseInt(r.get("OPERATOR_ID")), r.get("ARGUMENT_TYPE"),
                    r.get("ARGUMENT_VALUE")));
        }
        List<Db2ExplainRows.Predicate> predicates = new ArrayList<>();
        for (Map<String, String> r : table(name, "explain_predicate.csv")) {
            predicates.add(new Db2ExplainRows.Predicate(Integer.parseInt(r.get("OPERATOR_ID")),
                    Integer.parseInt(r.get("PREDICATE_ID")), r.get("HOW_APPLIED"), d(r.get("FILTER_FACTOR")),
                    r.get("PREDICATE_TEXT")));
        }
        return new Db2ExplainRows(operators, streams, arguments, predicates);
    }

    private static List<Map<String, String>> table(String name, String file) {
        List<String> lines = lines(name, file);
        List<String> header = fields(lines.get(0));
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            List<String> values = fields(line);
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                row.put(header.get(i), i < values.size() ? values.get(i) : "");
            }
            rows.add(row);
        }
        return rows;
    }

    /** CSV fields: commas separate, double quotes enclose, "" is a quote. */
    private static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }

    private static List<String> lines(String name, String file) {
        return raw(name, file).stream().filter(l -> !l.startsWith("#") && !l.isBlank()).toList();
    }

    private static List<String> raw(String name, String file) {
        try (InputStream in = ExplainFixture.class.getResourceAsStream("/db2/" + name + "/" + file)) {
            if (in == null) {
                throw new IllegalStateException("No fixture /db2/" + name + "/" + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static double d(String value) {
        return Double.parseDouble(value);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value;
    }
}
