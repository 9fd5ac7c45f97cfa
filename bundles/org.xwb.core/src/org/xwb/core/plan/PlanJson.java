package org.xwb.core.plan;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.xwb.core.results.Json;

/**
 * A plan as a JSON file ({@code docs/plan-format.md}), written and read with the one JSON
 * reader/writer: the plan view saves plans under {@code statements/plans/}, {@code xwb explain
 * --save} writes one and {@code --compare} reads two. Unknown numbers (NaN) are written as null.
 */
public final class PlanJson {

    /** The value of "format" that marks an XWB plan file. */
    public static final String FORMAT = "xwb-plan";
    public static final int VERSION = 1;
    /** The folder below the workspace's statements folder that plans are saved in. */
    public static final String FOLDER = "plans";

    private static final DateTimeFormatter FILE_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT)
            .withZone(ZoneOffset.UTC);

    /**
     * Where and when a plan was explained.
     *
     * @param target      the target profile's name
     * @param server      the server's product and version, e.g. "PostgreSQL 17.11"
     * @param explainedAt when the plan was made
     */
    public record About(String target, String server, Instant explainedAt) {
    }

    /** A plan read from a file, with what the file says about it. */
    public record Saved(Plan plan, About about) {
    }

    private PlanJson() {
    }

    public static String write(Plan plan, About about) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", FORMAT);
        json.put("version", VERSION);
        json.put("dialect", plan.dialect());
        json.put("target", about.target());
        json.put("server", about.server());
        json.put("explainedAt", about.explainedAt() == null ? null : about.explainedAt().toString());
        json.put("analyzed", plan.analyzed());
        json.put("usesXmlIndex", plan.usesXmlIndex());
        json.put("statement", plan.statement());
        json.put("root", node(plan.root()));
        json.put("raw", plan.raw());
        return Json.write(json);
    }

    /** Writes the file whole or not at all (a temporary file renamed over it). */
    public static void save(Path file, Plan plan, About about) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, ".plan-", ".json.tmp");
        try {
            Files.writeString(temporary, write(plan, about), StandardCharsets.UTF_8);
            try {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * A plan file's content.
     *
     * @throws PlanFileException naming the file and the line and column of a JSON error, or the
     *                           field that is missing or of the wrong type
     */
    public static Saved read(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        try {
            return parse(text);
        } catch (PlanFileException e) {
            throw new PlanFileException(file + ": " + e.getMessage());
        } catch (IllegalArgumentException e) {
            throw new PlanFileException(file + ":" + position(text, e.getMessage()) + e.getMessage());
        }
    }

    /** The plan in a JSON text; errors name the field. */
    public static Saved parse(String text) {
        if (!(Json.parse(text) instanceof Map<?, ?> json)) {
            throw new PlanFileException("not an XWB plan: the JSON is not an object");
        }
        if (!FORMAT.equals(json.get("format"))) {
            throw new PlanFileException("not an XWB plan: \"format\" is " + (json.get("format") == null ? "missing"
                    : "\"" + json.get("format") + "\"") + ", not \"" + FORMAT + "\"");
        }
        if (!(json.get("version") instanceof Number version) || version.intValue() > VERSION) {
            throw new PlanFileException("\"version\" is " + json.get("version") + "; this XWB reads plan files up to version "
                    + VERSION);
        }
        String explainedAt = optionalText(json, "explainedAt", "");
        Instant at = null;
        if (!explainedAt.isEmpty()) {
            try {
                at = Instant.parse(explainedAt);
            } catch (java.time.format.DateTimeParseException e) {
                throw new PlanFileException("\"explainedAt\" is not an ISO-8601 instant: " + explainedAt);
            }
        }
        Plan plan = new Plan(text(json, "dialect", ""), text(json, "statement", ""), node(json.get("root"), "root"),
                bool(json, "analyzed", ""), optionalText(json, "raw", ""));
        return new Saved(plan, new About(optionalText(json, "target", ""), optionalText(json, "server", ""), at));
    }

    /** A new file name for a plan of the statement named {@code name}, in the plans folder. */
    public static Path fileFor(Path statementsFolder, String name, Instant at) {
        String safe = name.replaceAll("[^A-Za-z0-9._-]+", "_");
        return statementsFolder.resolve(FOLDER).resolve(safe + "-" + FILE_TIME.format(at) + ".json");
    }

    private static Map<String, Object> node(PlanNode node) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("operator", node.operator());
        json.put("kind", node.kind().name());
        json.put("object", node.object());
        json.put("estimatedCost", node.estimatedCost());
        json.put("estimatedRows", node.estimatedRows());
        json.put("actualRows", node.actualRows());
        json.put("actualTimeMs", node.actualTimeMs());
        json.put("actualLoops", node.actualLoops());
        json.put("usesXmlIndex", node.usesXmlIndex());
        json.put("details", new LinkedHashMap<>(node.details()));
        List<Object> children = new ArrayList<>();
        node.children().forEach(child -> children.add(node(child)));
        json.put("children", children);
        return json;
    }

    private static PlanNode node(Object value, String where) {
        if (!(value instanceof Map<?, ?> json)) {
            throw new PlanFileException(where + ": " + (value == null ? "missing" : "not an object"));
        }
        PlanNode.Kind kind;
        String kindName = text(json, "kind", where);
        try {
            kind = PlanNode.Kind.valueOf(kindName);
        } catch (IllegalArgumentException e) {
            throw new PlanFileException(where + ".kind: \"" + kindName + "\" is none of "
                    + java.util.Arrays.toString(PlanNode.Kind.values()));
        }
        Map<String, String> details = new LinkedHashMap<>();
        if (json.get("details") instanceof Map<?, ?> map) {
            map.forEach((k, v) -> details.put(String.valueOf(k), v == null ? "" : String.valueOf(v)));
        } else if (json.get("details") != null) {
            throw new PlanFileException(where + ".details: not an object");
        }
        List<PlanNode> children = new ArrayList<>();
        if (json.get("children") instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                children.add(node(list.get(i), where + ".children[" + i + "]"));
            }
        } else if (json.get("children") != null) {
            throw new PlanFileException(where + ".children: not a list");
        }
        return new PlanNode(text(json, "operator", where), kind, optionalText(json, "object", where),
                number(json, "estimatedCost", where), number(json, "estimatedRows", where),
                number(json, "actualRows", where), number(json, "actualTimeMs", where), number(json, "actualLoops", where),
                bool(json, "usesXmlIndex", where), details, children);
    }

    private static String text(Map<?, ?> json, String key, String where) {
        if (json.get(key) instanceof String s) {
            return s;
        }
        throw new PlanFileException(field(where, key) + ": " + (json.containsKey(key) ? "not a string" : "missing"));
    }

    private static String optionalText(Map<?, ?> json, String key, String where) {
        return json.get(key) == null ? "" : text(json, key, where);
    }

    private static double number(Map<?, ?> json, String key, String where) {
        Object value = json.get(key);
        if (value == null) {
            return Double.NaN;
        }
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        throw new PlanFileException(field(where, key) + ": not a number");
    }

    private static boolean bool(Map<?, ?> json, String key, String where) {
        Object value = json.get(key);
        if (value instanceof Boolean b) {
            return b;
        }
        throw new PlanFileException(field(where, key) + ": " + (value == null ? "missing" : "not true or false"));
    }

    private static String field(String where, String key) {
        return where.isEmpty() ? key : where + "." + key;
    }

    /** "line:column: " of a JSON error's offset ("JSON at offset N: ..."), or "" when it names none. */
    private static String position(String text, String message) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("offset (\\d+)").matcher(String.valueOf(message));
        if (!m.find()) {
            return " ";
        }
        int offset = Math.min(Integer.parseInt(m.group(1)), text.length());
        int line = 1;
        int column = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return line + ":" + column + ": ";
    }

    /** A plan file XWB cannot read; the message names the file and the place or field. */
    public static final class PlanFileException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        public PlanFileException(String message) {
            super(message);
        }
    }
}
