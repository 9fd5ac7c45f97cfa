package org.xwb.kit.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.CollectionLoad;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.IndexKeyType;
import org.xwb.model.XwbFactory;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.SampleWorkloads;
import org.xwb.testing.TemporaryFolders;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;

/**
 * A collection designed as the Collections page does it, on the embedded PostgreSQL: generated
 * orders, their count and size, validation against the kit's FIXML schema, a load through the
 * target's loader (also stopped midway), the id range read back from the table.
 */
class CollectionDesignTest {

    private static Path root;
    private static Workspace workspace;
    private static Target target;

    @BeforeAll
    static void start() throws Exception {
        root = Files.createTempDirectory("xwb-kit-design");
        workspace = new Workspace(root).ensureLayout();
        target = TargetKinds.open(ProfileStore.defaultEmbedded(), workspace);
    }

    @AfterAll
    static void stop() {
        if (target != null) {
            target.close();
        }
        TemporaryFolders.delete(root);
    }

    @Test
    void generatedOrdersCountedValidatedLoadedAndTheirIdsReadBack() throws Exception {
        Path workloads = workspace.folder(Workspace.Folder.WORKLOADS);
        DocumentGeneration.Generated generated = new DocumentGeneration(DocumentKinds.ORDER, 120, 5, 0).write(
                TpoxKit.installed(), workspace.folder(Workspace.Folder.DOCUMENTS).resolve("design"), n -> { }, () -> false);
        assertEquals(new IdRange(100_000, 100_119), generated.ids());

        Collection orders = collection("design_orders", generated, workloads);
        CollectionContents contents = CollectionContents.of(orders, workloads, () -> false);
        assertEquals(120, contents.documents());
        assertEquals(generated.bytes(), contents.bytes());
        assertTrue(contents.summary().startsWith("120 documents, 0."), contents.summary());

        Path schema = new CollectionSchemas(root, TpoxKit.installed()).file(orders).orElseThrow();
        DocumentValidation valid = DocumentValidation.of(orders, schema, workloads, n -> { }, () -> false);
        assertEquals(120, valid.files());
        assertEquals(0, valid.invalid(), valid.problems().toString());

        Path one = generated.folder().resolve("order100007.xml");
        Files.writeString(one, Files.readString(one).replaceFirst(" ID=\"100007\"", " ID=\"100007\" Bogus=\"1\""));
        DocumentValidation invalid = DocumentValidation.of(orders, schema, workloads, n -> { }, () -> false);
        assertEquals(1, invalid.invalid());
        assertEquals(one.toString(), invalid.problems().get(0).file());
        assertTrue(invalid.problems().get(0).line() > 0 && invalid.problems().get(0).message().contains("Bogus"),
                invalid.problems().get(0).toString());

        AtomicLong loadedBefore = new AtomicLong();
        LoadReport stopped = CollectionLoad.run(target, orders, CollectionLoad.stoppable(
                CollectionDocuments.open(orders, workloads), () -> loadedBefore.incrementAndGet() > 30),
                new LoadOptions(10, 10, 1, false), true, true, new CollectionLoad.Steps() {
                });
        assertTrue(stopped.documents() < 120, "stopped early: " + stopped.documents());

        LoadReport report = CollectionLoad.run(target, orders, CollectionDocuments.open(orders, workloads),
                new LoadOptions(50, 100, 2, false), true, true, new CollectionLoad.Steps() {
                });
        assertEquals(120, report.documents());
        assertEquals(Optional.of(new IdRange(100_000, 100_119)), DatabaseIds.read(target, orders));
    }

    @Test
    void anEmptyTableHasNoIdRange() throws Exception {
        Collection empty = SampleWorkloads.collection("design_empty", 1, 1);
        empty.setIdPath("/a/@id");
        CollectionLoad.run(target, empty, CollectionLoad.stoppable(CollectionDocuments.open(empty, java.util.List.of(), root),
                () -> true), LoadOptions.DEFAULT, true, false, new CollectionLoad.Steps() {
                });
        assertFalse(DatabaseIds.read(target, empty).isPresent());
    }

    static Collection collection(String name, DocumentGeneration.Generated generated, Path workloadFolder) {
        Collection collection = SampleWorkloads.collection(name, generated.ids().first(), generated.ids().last());
        collection.setDocumentKind(generated.kind().literal());
        collection.setIdPath(generated.kind().idPath());
        collection.setSchema(generated.kind().schema());
        collection.getNamespaces().add(SampleWorkloads.namespace(generated.kind().prefix(), generated.kind().namespace()));
        collection.getIndexes().add(SampleWorkloads.index(name + "_id", "/o:FIXML/o:Order/@ID", IndexKeyType.DOUBLE, 0));
        DocumentSource documents = XwbFactory.eINSTANCE.createDocumentSource();
        documents.setDirectory(workloadFolder.relativize(generated.folder()).toString());
        collection.setDocuments(documents);
        return collection;
    }
}
