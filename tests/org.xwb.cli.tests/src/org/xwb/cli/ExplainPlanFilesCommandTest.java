package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.plan.PlanJson;
import org.xwb.testing.CommandRun;
import org.xwb.testing.TemporaryFolders;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TpoxKit;

/**
 * {@code xwb explain --save}, {@code --compare} and {@code --workload} on the embedded PostgreSQL
 * with the kit's orders table: a lookup that repeats order_id's expression and one that compares
 * the id as text, saved, compared (the index no longer used), with the hints saying why.
 */
class ExplainPlanFilesCommandTest {

    private static final String NS = "ARRAY[ARRAY['o', 'http://www.fixprotocol.org/FIXML-4-4']]";
    /** The kit's get_order: repeats order_id's expression (DOUBLE keys). */
    private static final String BY_INDEXED_EXPRESSION = "SELECT id FROM orders WHERE ((xpath('/o:FIXML/o:Order/@ID', doc, " + NS
            + "))[1]::text::double precision) = ?";
    /** The same lookup comparing text: no index has that expression. */
    private static final String BY_TEXT = "SELECT id FROM orders WHERE ((xpath('/o:FIXML/o:Order/@ID', doc, " + NS
            + "))[1]::text) = ?";

    private static Path dir;
    private static Path mixed;
    private static WorkspaceProperty property;

    @BeforeAll
    static void loadTheKitsOrders() throws Exception {
        dir = Files.createTempDirectory("xwb-explain-files-test");
        property = WorkspaceProperty.set(dir.resolve("ws"));
        mixed = TpoxKit.installed().root().resolve("workloads").resolve("tpox-mixed.xwl");
        CommandRun generate = CommandRun.of("generate", "--customers", "4", "-o", dir.resolve("docs"));
        assertEquals(0, generate.exitCode(), generate.out() + generate.err());
        CommandRun load = CommandRun.of("load", "--workload", mixed, "--collection", "orders", "--replace", "--indexes",
                "after", dir.resolve("docs").resolve("order"));
        assertEquals(0, load.exitCode(), load.out() + load.err());
    }

    @AfterAll
    static void restore() {
        property.close();
        TemporaryFolders.delete(dir);
    }

    @Test
    void savedPlansCompareAndSayTheIndexIsNoLongerUsed() throws Exception {
        Path before = dir.resolve("plans").resolve("by-index.json");
        CommandRun indexed = CommandRun.of("explain", BY_INDEXED_EXPRESSION, "--param", "100005", "--save", before);
        assertEquals(0, indexed.exitCode(), indexed.out() + indexed.err());
        assertTrue(indexed.out().contains("XML index used: yes (order_id)"), indexed.out());
        assertTrue(indexed.out().contains("Plan saved to " + before), indexed.out());
        PlanJson.Saved saved = PlanJson.read(before);
        assertTrue(saved.plan().usesXmlIndex());
        assertEquals("embedded", saved.about().target());
        assertTrue(saved.about().server().startsWith("PostgreSQL "), saved.about().server());

        Path after = dir.resolve("plans").resolve("by-text.json");
        CommandRun text = CommandRun.of("explain", BY_TEXT, "--param", "100005", "--save", after);
        assertEquals(0, text.exitCode(), text.out() + text.err());
        assertTrue(text.out().contains("! parses every document"), "the scan is flagged: " + text.out());

        CommandRun compare = CommandRun.of("explain", "--compare", before, after);
        assertEquals(0, compare.exitCode(), compare.out() + compare.err());
        assertTrue(compare.out().startsWith("Baseline: " + before + " (embedded, PostgreSQL "), compare.out());
        assertTrue(compare.out().contains("(the statements differ)"), compare.out());
        assertTrue(compare.out().contains("XML indexes: order_id -> none"), compare.out());
        assertTrue(compare.out().contains("Index Scan on order_id -> Seq Scan on orders: index no longer used "
                + "(order_id, XML index); cost "), compare.out());

        CommandRun same = CommandRun.of("explain", "--compare", before, before);
        assertTrue(same.out().contains("No operator changed."), same.out());
    }

    @Test
    void theHintsNameTheServingIndexAndProposeOneForTheTextComparison() {
        CommandRun served = CommandRun.of("explain", BY_INDEXED_EXPRESSION, "--param", "100005", "--workload", mixed);
        assertEquals(0, served.exitCode(), served.out() + served.err());
        assertTrue(served.out().contains("served by an index"), served.out());
        assertTrue(served.out().contains("index order_id (declared in the workload, on the target)"), served.out());

        CommandRun text = CommandRun.of("explain", BY_TEXT, "--param", "100005", "--workload", mixed);
        assertEquals(0, text.exitCode(), text.out() + text.err());
        assertTrue(text.out().contains("compared as VARCHAR: no index serves it"), text.out());
        assertTrue(text.out().contains("note: index order_id is on this node but on the expression"), text.out());
        assertTrue(text.out().contains("create: CREATE INDEX IF NOT EXISTS orders_id ON orders ((((xpath("), text.out());
    }

    @Test
    void badInputIsRefusedWithWhatAndWhere() throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"format\": \"xwb-plan\",\n \"version\": 1,\n \"root\": [}\n");
        CommandRun compare = CommandRun.of("explain", "--compare", broken, broken);
        assertEquals(2, compare.exitCode(), compare.out() + compare.err());
        assertTrue(compare.err().contains(broken + ":3:"), compare.err());
        assertTrue(!compare.err().contains("at org.xwb"), "no stack trace: " + compare.err());

        CommandRun both = CommandRun.of("explain", "SELECT 1", "--compare", broken, broken);
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("--compare compares two saved plans"), both.err());

        CommandRun nothing = CommandRun.of("explain");
        assertEquals(2, nothing.exitCode());
        assertTrue(nothing.err().contains("Give the statement to explain, or --compare A.json B.json"), nothing.err());

        CommandRun missing = CommandRun.of("explain", "--compare", dir.resolve("none.json"), broken);
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("none.json"), missing.err());
    }
}
