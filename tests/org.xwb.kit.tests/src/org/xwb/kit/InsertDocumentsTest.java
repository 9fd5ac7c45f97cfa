package org.xwb.kit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.values.DocumentFeed;
import org.xwb.core.values.ValueContext;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.Collection;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentFactory;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratedDocument;

/**
 * The insert documents of a described folder, drawn through the run's document opener: the same
 * bytes and ids the eager writer wrote for the seed (its loop {@code factory.document(kind, index)}
 * over the pool is the reference), in the same order, and a run that goes on after documents the
 * table holds starts after them without making each.
 */
class InsertDocumentsTest {

    private static final TpoxScale SCALE = new TpoxScale(40, 60, 11);

    @Test
    void drawnDocumentsEqualTheEagerFilesForTheSameSeed(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path workloadFile = describedWorkspace(workspace);
        Collection orders = TpoxDatabase.collection(WorkloadFiles.load(workloadFile), "orders");
        DocumentFactory reference = new TpoxDatabase(TpoxKit.installed(), workspace).generator(SCALE).newFactory();
        long from = SCALE.loaded(DocumentKind.ORDER, 0);
        long pool = SCALE.pool(DocumentKind.ORDER);

        Map<Long, DocumentStream.Document> drawn = new java.util.TreeMap<>();
        long[] sample = { 0, 1, 2, 137, pool - 1 }; // the feed reads ahead in order, so all are made
        try (ValueContext context = new ValueContext(workloadFile.getParent(), InsertDocuments.opener(TpoxKit.installed()))) {
            DocumentFeed feed = context.documents(orders);
            for (long index : sample) {
                drawn.put(index, feed.get(index));
            }
            assertNull(feed.get(pool), "the pool ends where the eager writer stopped");
        }
        // closing the run's values waits for the files of what was drawn (and read ahead): the whole pool here
        Path folder = KitWorkloads.insertDocuments(workspace, "orders");
        for (long index : sample) {
            GeneratedDocument eager = reference.document(DocumentKind.ORDER, from + index);
            Path file = folder.resolve(eager.fileName());
            assertArrayEquals(eager.content(), Files.readAllBytes(file), "the eager writer's file " + file);
            // what a run inserted when it read that file: the same bytes and id as the drawn document
            try (CollectionDocuments read = CollectionDocuments.open(orders, java.util.List.of(file), folder)) {
                DocumentStream.Document fromFile = read.next();
                assertEquals(fromFile.id(), drawn.get(index).id(), "index " + index);
                assertArrayEquals(fromFile.content(), drawn.get(index).content(), "index " + index);
            }
        }
        assertEquals(0, InsertDocuments.writeAll(folder, TpoxKit.installed()), "nothing left to write");
    }

    @Test
    void aRunAfterEarlierInsertsStartsAfterTheHeldIds(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path workloadFile = describedWorkspace(workspace);
        Collection customers = TpoxDatabase.collection(WorkloadFiles.load(workloadFile), "custacc");
        DocumentFactory reference = new TpoxDatabase(TpoxKit.installed(), workspace).generator(SCALE).newFactory();
        long from = SCALE.loaded(DocumentKind.CUSTACC, 0);
        long held = reference.document(DocumentKind.CUSTACC, from + 24).id(); // earlier runs inserted 25

        try (ValueContext context = new ValueContext(workloadFile.getParent(), InsertDocuments.opener(TpoxKit.installed()),
                Map.of("custacc", held))) {
            DocumentStream.Document first = context.documents(customers).get(0);
            assertEquals(reference.document(DocumentKind.CUSTACC, from + 25).id(), first.id());
            assertTrue(first.id() > held);
        }
        try (var files = Files.list(KitWorkloads.insertDocuments(workspace, "custacc"))) {
            assertEquals(2, files.count(), "the description and the one drawn document: skipped ones are not made");
        }
    }

    @Test
    void samplesForAnEditorWriteNoFile(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path workloadFile = describedWorkspace(workspace);
        Collection customers = TpoxDatabase.collection(WorkloadFiles.load(workloadFile), "custacc");
        try (ValueContext context = new ValueContext(workloadFile.getParent(),
                InsertDocuments.previewOpener(TpoxKit.installed()))) {
            assertEquals(new TpoxDatabase(TpoxKit.installed(), workspace).generator(SCALE).newFactory()
                    .document(DocumentKind.CUSTACC, SCALE.loaded(DocumentKind.CUSTACC, 0) + 3).id(),
                    context.documents(customers).get(3).id());
        }
        try (var files = Files.list(KitWorkloads.insertDocuments(workspace, "custacc"))) {
            assertEquals(1, files.count(), "the description only: a preview inserts nothing");
        }
    }

    @Test
    void aFolderWithoutDescriptionIsReadAsFiles(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path workloadFile = describedWorkspace(workspace);
        Path folder = KitWorkloads.insertDocuments(workspace, "custacc");
        InsertDocuments.writeAll(folder, TpoxKit.installed());
        Files.delete(folder.resolve(InsertDocuments.DESCRIPTION));
        Collection customers = TpoxDatabase.collection(WorkloadFiles.load(workloadFile), "custacc");
        GeneratedDocument expected = new TpoxDatabase(TpoxKit.installed(), workspace).generator(SCALE).newFactory()
                .document(DocumentKind.CUSTACC, SCALE.loaded(DocumentKind.CUSTACC, 0));
        try (ValueContext context = new ValueContext(workloadFile.getParent(), InsertDocuments.opener(TpoxKit.installed()))) {
            DocumentStream.Document first = context.documents(customers).get(0);
            assertEquals(expected.id(), first.id());
            assertTrue(first.origin().contains(expected.fileName()), first.origin());
        }
    }

    /** The kit's workloads in a workspace and its insert folders described as a database build leaves them. */
    private static Path describedWorkspace(Workspace workspace) throws Exception {
        KitWorkloads.addSamples(workspace, TpoxKit.installed());
        for (DocumentKind kind : new DocumentKind[] { DocumentKind.CUSTACC, DocumentKind.ORDER }) {
            InsertDocuments.describe(KitWorkloads.insertDocuments(workspace, TpoxDatabase.COLLECTIONS.get(kind)),
                    new InsertDocuments.Description(SCALE.population(), SCALE.seed(), kind, SCALE.loaded(kind, 0),
                            SCALE.pool(kind)));
        }
        return KitWorkloads.folder(workspace).resolve(KitWorkloads.INSERT_ONLY);
    }
}
