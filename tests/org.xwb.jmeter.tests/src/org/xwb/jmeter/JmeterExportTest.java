package org.xwb.jmeter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xwb.core.run.RunConfig;
import org.xwb.targets.jdbc.JdbcUrlTarget;
import org.xwb.jmeter.export.ExportException;
import org.xwb.jmeter.export.ExportNote;
import org.xwb.jmeter.export.ExportReport;
import org.xwb.jmeter.export.JmeterExport;
import org.xwb.jmeter.export.PlanManifest;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.testing.SampleWorkloads;

/** What the exported plan holds, read back as JMeter reads it (the .jmx as XML, the CSV files beside it). */
class JmeterExportTest {

    @TempDir
    Path folder;

    @Test
    void thePlanHasTheConnectionTheThreadGroupAndOneJdbcRequestPerStatementWithItsTypes() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        Document plan = HardenedParsers.documentBuilder().parse(report.plan().toFile());

        Map<String, String> source = props(only(plan, "JDBCDataSource"));
        assertTrue(source.get("dbUrl").startsWith("${__P(xwb.url,jdbc:h2:mem:jmeter-export-"), source.get("dbUrl"));
        assertEquals("${__P(xwb.user,sa)}", source.get("username"));
        assertEquals("${__P(xwb.password,)}", source.get("password"), "the password is a property given at run time");
        assertEquals("org.h2.Driver", source.get("driver"));

        Map<String, String> group = props(only(plan, "ThreadGroup"));
        assertEquals("${__P(xwb.users,3)}", group.get("ThreadGroup.num_threads"));
        assertEquals("${__P(xwb.rampup,1)}", group.get("ThreadGroup.ramp_time"));
        assertEquals("true", group.get("ThreadGroup.scheduler"));

        Map<String, Map<String, String>> samplers = new HashMap<>();
        NodeList all = plan.getElementsByTagName("JDBCSampler");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            samplers.put(e.getAttribute("testname"), props(e));
        }
        Map<String, String> lookup = samplers.get("lookup/1");
        assertEquals("SELECT ? + 0", lookup.get("query"));
        assertEquals("BIGINT", lookup.get("queryArgumentsTypes"));
        assertTrue(lookup.get("queryArguments").startsWith("${__Random(1,500,"), lookup.get("queryArguments"));
        assertEquals("Prepared Select Statement", lookup.get("queryType"));
        Map<String, String> pick = samplers.get("pick/1");
        assertEquals("DOUBLE", pick.get("queryArgumentsTypes"));
        assertTrue(pick.get("queryArguments").startsWith("${pick.p1"), "drawn values from a CSV file: " + pick.get("queryArguments"));
        assertFalse(samplers.keySet().stream().anyMatch(name -> name.startsWith("never/")), "weight 0 is not in the mix: "
                + samplers.keySet());
        assertEquals(2, transactionControllers(plan).size());
        assertEquals(List.of("lookup", "pick"), transactionControllers(plan));
    }

    @Test
    void theMixFileReproducesTheWeightsExactly() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        assertArrayEquals(new long[] { 3, 1 }, report.mixCounts());
        List<String> mix = Files.readAllLines(report.data().resolve("mix.csv"));
        assertEquals(4, mix.size(), "one pass: " + mix);
        assertEquals(3, mix.stream().filter("0"::equals).count(), "lookup three times in a pass: " + mix);
        assertEquals(1, mix.stream().filter("1"::equals).count(), "pick once: " + mix);
        // the normal values the plan reads: drawn by XWB within the source's bounds
        List<String> picks = Files.readAllLines(report.data().resolve("pick.p1.csv"));
        assertFalse(picks.isEmpty());
        for (String value : picks) {
            double v = Double.parseDouble(value.replace("\"", ""));
            assertTrue(v >= 0 && v <= 20, value);
        }
        PlanManifest manifest = PlanManifest.of(report.plan());
        assertEquals("h2 export", manifest.workload());
        assertEquals(List.of("lookup", "pick"), manifest.transactions().stream().map(t -> t.id()).toList());
        RunConfig config = manifest.config();
        assertEquals(3, config.users());
        assertEquals(2.0, config.durationSeconds());
        assertEquals(1.0, config.rampUpSeconds());
    }

    @Test
    void thePasswordIsInNoFileTheExportWrites() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.filter(Files::isRegularFile).forEach(files::add);
        }
        assertTrue(files.contains(report.plan()) && files.contains(report.manifest()), files.toString());
        for (Path file : files) {
            assertFalse(Files.readString(file, StandardCharsets.ISO_8859_1).contains(H2Exports.PASSWORD),
                    file + " holds the password");
        }
        assertFalse(report.url().contains(H2Exports.PASSWORD));
    }

    @Test
    void whatJmeterCannotReproduceIsListedNamingTheParameter() throws Exception {
        ExportReport report = H2Exports.export(H2Exports.workload(), folder);
        List<ExportNote> normal = report.notes().stream().filter(n -> n.text().contains("normal values")).toList();
        assertEquals(1, normal.size(), report.notes().toString());
        assertEquals(ExportNote.Kind.APPROXIMATED, normal.get(0).kind());
        assertTrue(normal.get(0).where().contains("pick"), normal.get(0).where());
        // ids and uniform ranges have JMeter functions: nothing to note about lookup
        assertFalse(report.notes().stream().anyMatch(n -> n.where().contains("lookup")), report.notes().toString());
        PlanManifest manifest = PlanManifest.of(report.plan());
        assertEquals(report.notes().stream().map(ExportNote::toString).toList(), manifest.notes());
    }

    @Test
    void aWorkloadWithoutStatementsForTheTargetIsRefusedAndNothingIsWritten() throws Exception {
        Workload db2Only = SampleWorkloads.minimal();
        Path file = folder.resolve("minimal.xwl");
        Files.write(file, WorkloadFiles.serialize(db2Only));
        Path plan = folder.resolve("plan.jmx");
        try (JdbcUrlTarget target = H2Exports.target()) {
            ExportException e = assertThrows(ExportException.class,
                    () -> JmeterExport.export(db2Only, file, target, H2Exports.config(), 1, plan));
            assertTrue(e.getMessage().contains("minimal") && e.getMessage().contains("h2"), e.getMessage());
        }
        assertFalse(Files.exists(plan));
    }

    private static Element only(Document plan, String tag) {
        NodeList list = plan.getElementsByTagName(tag);
        assertEquals(1, list.getLength(), tag);
        return (Element) list.item(0);
    }

    private static List<String> transactionControllers(Document plan) {
        List<String> names = new ArrayList<>();
        NodeList list = plan.getElementsByTagName("TransactionController");
        for (int i = 0; i < list.getLength(); i++) {
            names.add(((Element) list.item(i)).getAttribute("testname"));
        }
        return names;
    }

    /** The element's own string and bool properties by name. */
    private static Map<String, String> props(Element element) {
        Map<String, String> props = new HashMap<>();
        NodeList children = element.getChildNodes();
        for (int i = 0; i < children.getLength(); i++) {
            if (children.item(i) instanceof Element e && e.hasAttribute("name")) {
                props.put(e.getAttribute("name"), e.getTextContent());
            }
        }
        return props;
    }
}
