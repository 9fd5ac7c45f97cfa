package org.xwb.core.plan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Plan files: what is written is read back whole, and a broken file is named with its place. */
class PlanJsonTest {

    @TempDir
    Path folder;

    private static Plan analyzedPlan() {
        Map<String, String> details = new LinkedHashMap<>();
        details.put("Relation Name", "orders");
        details.put("Index Cond", "(x = '1'::double precision)");
        details.put("Scan Direction", "Forward");
        PlanNode index = new PlanNode("Index Scan", PlanNode.Kind.XML_INDEX_SCAN, "order_id", 8.31, 1, 3, 0.125, 3, true,
                details, List.of());
        PlanNode loop = new PlanNode("Nested Loop", PlanNode.Kind.JOIN, "", 25.9, 3, 3, 0.4, 1, false, Map.of(),
                List.of(index));
        return new Plan("postgresql", "SELECT doc\nFROM orders WHERE \"x\" = ?", loop, true, "[{\"Plan\": {}}]");
    }

    @Test
    void aSavedPlanReadsBackEqualWithItsDetailsInOrder() throws Exception {
        Plan plan = analyzedPlan();
        Path file = PlanJson.fileFor(folder, "tpox-mixed/get order", Instant.parse("2026-11-23T20:15:00Z"));
        assertEquals(folder.resolve("plans").resolve("tpox-mixed_get_order-20261123-201500.json"), file);
        PlanJson.About about = new PlanJson.About("embedded", "PostgreSQL 17.11", Instant.parse("2026-11-23T20:15:00Z"));
        PlanJson.save(file, plan, about);

        PlanJson.Saved read = PlanJson.read(file);
        assertEquals(plan, read.plan());
        assertEquals(about, read.about());
        assertEquals(List.of("Relation Name", "Index Cond", "Scan Direction"),
                List.copyOf(read.plan().root().children().get(0).details().keySet()));
        try (var files = Files.list(file.getParent())) {
            assertEquals(List.of(file), files.toList(), "no temporary file left");
        }
    }

    @Test
    void unknownNumbersAreWrittenAsNullAndReadAsNaN() {
        PlanNode scan = new PlanNode("TBSCAN", PlanNode.Kind.TABLE_SCAN, "TPOX.ORDERS", 4523.7, 20000, Double.NaN, Double.NaN,
                false, Map.of(), List.of());
        String json = PlanJson.write(new Plan("db2", "s", scan, false, ""), new PlanJson.About("db2", "", null));
        assertTrue(json.contains("\"actualRows\": null"), json);
        PlanNode read = PlanJson.parse(json).plan().root();
        assertTrue(Double.isNaN(read.actualRows()) && Double.isNaN(read.actualLoops()));
        assertEquals(scan, read);
    }

    @Test
    void aBrokenFileIsNamedWithLineAndColumn() throws Exception {
        Path file = folder.resolve("broken.json");
        Files.writeString(file, "{\n  \"format\": \"xwb-plan\",\n  \"version\" 1\n}\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlanJson.read(file));
        assertTrue(e.getMessage().startsWith(file + ":3:13: "), e.getMessage());
    }

    @Test
    void aMissingOrWrongFieldIsNamedByItsPath() throws Exception {
        String good = PlanJson.write(analyzedPlan(), new PlanJson.About("embedded", "PostgreSQL 17.11", null));
        Path file = folder.resolve("field.json");
        Files.writeString(file, good.replace("\"kind\": \"XML_INDEX_SCAN\"", "\"kind\": \"HASH\""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PlanJson.read(file));
        assertTrue(e.getMessage().startsWith(file + ": root.children[0].kind: \"HASH\" is none of"), e.getMessage());

        Files.writeString(file, good.replace("\"estimatedCost\": 25.9", "\"estimatedCost\": \"cheap\""));
        e = assertThrows(IllegalArgumentException.class, () -> PlanJson.read(file));
        assertEquals(file + ": root.estimatedCost: not a number", e.getMessage());

        Files.writeString(file, "{\"format\": \"summary\"}");
        e = assertThrows(IllegalArgumentException.class, () -> PlanJson.read(file));
        assertEquals(file + ": not an XWB plan: \"format\" is \"summary\", not \"xwb-plan\"", e.getMessage());
    }
}
