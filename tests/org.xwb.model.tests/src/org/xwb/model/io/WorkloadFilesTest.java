package org.xwb.model.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceImpl;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterType;
import org.xwb.model.RunSettings;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.Workload;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.testing.SampleWorkloads;

class WorkloadFilesTest {

    @TempDir
    Path temp;

    @Test
    void aRichWorkloadReadsBackEqualAndWritesAgainByteForByte() throws Exception {
        Workload rich = SampleWorkloads.rich();
        Path first = temp.resolve("rich.xwl");
        WorkloadFiles.save(rich, first);

        Workload loaded = WorkloadFiles.load(first);
        assertTrue(EcoreUtil.equals(rich, loaded), "the loaded workload equals the saved one");
        Path second = temp.resolve("again.xwl");
        WorkloadFiles.save(loaded, second);
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));

        // and a load/save in place leaves the file exactly as it was
        byte[] before = Files.readAllBytes(first);
        WorkloadFiles.save(WorkloadFiles.load(first), first);
        assertArrayEquals(before, Files.readAllBytes(first));
    }

    @Test
    void schemaPluginClassAndIsolationAreAttributesThatReadBack() throws Exception {
        Workload workload = SampleWorkloads.minimal();
        workload.getCollections().get(0).setSchema("schemas/order.xsd");
        workload.getTransactions().get(0).setPluginClass("org.example.tpox.XQueryPlugin");
        workload.setRunSettings(org.xwb.model.XwbFactory.eINSTANCE.createRunSettings());
        workload.getRunSettings().setIsolation("serializable");
        Path file = temp.resolve("attributes.xwl");
        WorkloadFiles.save(workload, file);

        String xml = Files.readString(file);
        assertTrue(xml.contains("schema=\"schemas/order.xsd\""), xml);
        assertTrue(xml.contains("pluginClass=\"org.example.tpox.XQueryPlugin\""), xml);
        assertTrue(xml.contains("isolation=\"serializable\""), xml);
        assertTrue(EcoreUtil.equals(workload, WorkloadFiles.load(file)), "the three read back");
    }

    /** DECIMAL is a key type (issue 31): written as keyType="DECIMAL" with its length (DB2's precision), read back. */
    @Test
    void aDecimalIndexReadsBack() throws Exception {
        Workload workload = SampleWorkloads.minimal();
        workload.getCollections().get(0).getIndexes().add(SampleWorkloads.index("cash", "/o/@cash",
                org.xwb.model.IndexKeyType.DECIMAL, 12));
        Path file = temp.resolve("decimal.xwl");
        WorkloadFiles.save(workload, file);
        assertTrue(Files.readString(file).contains("<index name=\"cash\" path=\"/o/@cash\" keyType=\"DECIMAL\" length=\"12\"/>"),
                Files.readString(file));
        org.xwb.model.XmlIndex read = WorkloadFiles.load(file).getCollections().get(0).getIndexes().get(0);
        assertEquals(org.xwb.model.IndexKeyType.DECIMAL, read.getKeyType());
        assertEquals(12, read.getLength());
    }

    @Test
    void statementTextsKeepEveryCharacter() throws Exception {
        Path file = temp.resolve("rich.xwl");
        WorkloadFiles.save(SampleWorkloads.rich(), file);
        Workload loaded = WorkloadFiles.load(file);

        Statement profile = loaded.getTransactions().get(1).getStatements().get(0);
        assertEquals("SELECT XMLQUERY('<Customer_Profile CUSTOMERID=\"{$c/@id}\">{$c/*:Name}</Customer_Profile>' PASSING doc AS \"c\")\r\n"
                + "FROM custacc WHERE id = ? AND 1 < 2 AND 'a' || 'b' <> 'x&y'", profile.getTexts().get(0));
        Statement update = loaded.getTransactions().get(2).getStatements().get(0);
        assertEquals(List.of("SELECT doc FROM custacc WHERE id = ?", "UPDATE custacc SET doc = ? WHERE id = ?",
                "  -- trailing comment, and an ]]> that must survive  \n"), update.getTexts());
        assertEquals("Brokerage mix with every value source.\nSecond line: Müller & Söhne <GmbH> \"quoted\" 'single' €.",
                loaded.getDescription());
    }

    @Test
    void referencesAndSourcesSurviveTheRoundTrip() throws Exception {
        Path file = temp.resolve("rich.xwl");
        WorkloadFiles.save(SampleWorkloads.rich(), file);
        Workload loaded = WorkloadFiles.load(file);

        Transaction update = loaded.getTransactions().get(2);
        assertSame(loaded.getCollections().get(0), ((IdsSource) update.getParameters().get(0).getSource()).getCollection());
        assertSame(loaded.getCollections().get(0), ((FilesSource) update.getParameters().get(1).getSource()).getCollection());
        assertEquals(List.of(loaded.getTransactions().get(1), update), loaded.getCollections().get(0).getIndexes().get(0).getUsedBy());
        UniformTimeSource times = (UniformTimeSource) loaded.getTransactions().get(4).getParameters().get(5).getSource();
        assertEquals("2006-06-15", times.getBaseDate());
        assertEquals(ParameterType.TIMESTAMP, loaded.getTransactions().get(4).getParameters().get(5).getType());
        RunSettings run = loaded.getRunSettings();
        assertEquals(List.of(1, 2, 4, 8), run.getUsers());
        assertEquals(List.of(50.0, 99.9, 99.99), run.getPercentiles());
    }

    @Test
    void aSmallWorkloadIsPlainReadableXml() throws Exception {
        Path file = temp.resolve("minimal.xwl");
        WorkloadFiles.save(SampleWorkloads.minimal(), file);

        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <workload xmlns="http://xwb.org/workload/1.0" name="minimal">
                  <dialect>db2</dialect>
                  <collection name="order" firstId="1" lastId="1000"/>
                  <transaction id="get_order" weight="100">
                    <statement dialect="db2">
                      <text>SELECT doc FROM "order" WHERE id = ?</text>
                    </statement>
                    <parameter type="BIGINT">
                      <ids collection="order"/>
                    </parameter>
                  </transaction>
                </workload>
                """, Files.readString(file));
    }

    @Test
    void theFormatHasNoPrefixesNoTypeAttributesAndUnixLineEnds() throws Exception {
        Path file = temp.resolve("rich.xwl");
        WorkloadFiles.save(SampleWorkloads.rich(), file);
        String xml = Files.readString(file, StandardCharsets.UTF_8);

        assertFalse(xml.contains("xsi:"), "no xsi:type or schemaLocation");
        assertFalse(xml.contains("xwb:"), "the namespace is the default namespace");
        assertFalse(xml.contains("\r"), "line ends are \\n; a CR inside a text is written as &#xD;");
        assertTrue(xml.contains("<uniformTime start=\"09:30:00\" end=\"16:00:00\" baseDate=\"2006-06-15\"/>"), xml);
        assertTrue(xml.contains("<files collection=\"order\" clob=\"true\"/>"), xml);
        assertTrue(xml.contains("<index name=\"custacc_id\" path=\"/c:Customer/@id\" keyType=\"DOUBLE\" usedBy=\"customer_profile upd_custacc\"/>"), xml);
        assertTrue(xml.contains("<text><![CDATA[SELECT id FROM security WHERE ? <> ?"), "a text with '<' is one CDATA section");
        assertTrue(xml.contains("<text>SELECT doc FROM custacc WHERE id = ?</text>"), "plain texts stay plain");
        assertTrue(xml.contains("WHERE XMLEXISTS('$o/*:FIXML/*:Order[@ID = $id]' PASSING o.doc AS \"o\""), "quotes are not escaped in texts");
        assertTrue(xml.contains("Müller & Söhne"), "UTF-8 text is written as is");
        assertTrue(xml.contains("<percentile>99.9</percentile>") && xml.contains("weight=\"10\""), "numbers as people write them");
    }

    @Test
    void aHandWrittenFileLoadsWhateverItsAttributeOrderEscapesAndComments() throws Exception {
        Path file = temp.resolve("hand.xwl");
        Files.writeString(file, """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- written by hand -->
                <w:workload xmlns:w="http://xwb.org/workload/1.0" name="hand">
                  <w:collection lastId="50" firstId="10" name="custacc"/>
                  <w:transaction weight="100.0" id="t1">
                    <!-- the texts -->
                    <w:statement dialect="db2"><w:text>SELECT 1 FROM custacc WHERE id = ? AND x &lt; 3</w:text></w:statement>
                    <w:parameter type="BIGINT"><w:ids collection="custacc"/></w:parameter>
                  </w:transaction>
                </w:workload>
                """);

        Workload loaded = WorkloadFiles.load(file);

        assertEquals(10, loaded.getCollections().get(0).getFirstId());
        assertEquals("SELECT 1 FROM custacc WHERE id = ? AND x < 3", loaded.getTransactions().get(0).getStatements().get(0).getTexts().get(0));
        assertEquals(100.0, loaded.getTransactions().get(0).getWeight());
        assertEquals(URI.createFileURI(file.toAbsolutePath().toString()), loaded.eResource().getURI());
        WorkloadFiles.save(loaded, file);
        assertTrue(Files.readString(file).contains("<collection name=\"custacc\" firstId=\"10\" lastId=\"50\"/>"));
    }

    @Test
    void runSettingsDefaultsAreAvailableButNeverWrittenIntoAFileThatHadNone() throws Exception {
        Path file = temp.resolve("minimal.xwl");
        WorkloadFiles.save(SampleWorkloads.minimal(), file);
        Workload loaded = WorkloadFiles.load(file);

        RunSettings effective = RunSettingsDefaults.effective(loaded);
        assertEquals(List.of(1), effective.getUsers());
        assertEquals(60.0, effective.getDurationSeconds());
        assertEquals(List.of(50.0, 90.0, 95.0, 99.0, 99.9), effective.getPercentiles());
        assertEquals(42, effective.getSeed());
        assertNull(loaded.getRunSettings(), "the workload itself is not changed");
        WorkloadFiles.save(loaded, file);
        assertFalse(Files.readString(file).contains("<run"), Files.readString(file));
    }

    @Test
    void savingLeavesTheCallersWorkloadAndResourceAlone() throws Exception {
        Workload workload = SampleWorkloads.minimal();
        Resource resource = new ResourceImpl(URI.createURI("memory:/editor"));
        resource.getContents().add(workload);

        WorkloadFiles.save(workload, temp.resolve("out.xwl"));

        assertSame(resource, workload.eResource());
        assertEquals(List.of(workload), resource.getContents());
        assertEquals("get_order", workload.getTransactions().get(0).getId());
    }

    @Test
    void aWorkloadCanBeLoadedIntoAGivenResourceSet() throws Exception {
        Path file = temp.resolve("minimal.xwl");
        WorkloadFiles.save(SampleWorkloads.minimal(), file);
        ResourceSet editing = new ResourceSetImpl();

        Workload loaded = WorkloadFiles.load(file, editing);

        assertSame(editing, loaded.eResource().getResourceSet());
    }

    @Test
    void serializeGivesTheBytesSaveWrites() throws Exception {
        Workload rich = SampleWorkloads.rich();
        Path file = temp.resolve("rich.xwl");
        WorkloadFiles.save(rich, file);
        assertArrayEquals(Files.readAllBytes(file), WorkloadFiles.serialize(rich));
    }
}
