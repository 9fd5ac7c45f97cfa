package org.xwb.kit.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.run.RunListener;
import org.xwb.core.stats.RunSummary;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.InsertDocuments;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.weights.MixShares;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.DocumentFactory;
import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratedDocument;

/**
 * Issue 30: the documents kept for inserts are generated when a run draws them, not written
 * before it. On the embedded PostgreSQL with the kit's workloads: a fresh database writes no
 * document file, a query-only run writes none either, an insert run starts on an empty folder
 * and leaves in it exactly the documents it drew, each byte for byte the file the eager writer
 * made for that seed and index (its loop, {@code factory.document(kind, index)} for every index
 * of the pool, is the reference here).
 */
class LazyInsertDocumentsTest {

    private static final long CUSTOMERS = 50;
    private static final long SEED = 7;

    @Test
    void aQueryOnlyRunWritesNoDocuments(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        RunSummary summary = run(workspace, KitWorkloads.QUERY_ONLY, new AtomicLong());
        assertTrue(summary.total().count() > 0, "the run ran: " + summary.total());
        for (String collection : List.of("custacc", "orders")) {
            Path folder = KitWorkloads.insertDocuments(workspace, collection);
            assertEquals(List.of(InsertDocuments.DESCRIPTION), names(folder), folder + " holds the description only");
        }
    }

    @Test
    void anInsertRunDrawsTheEagerDocumentsAndKeepsThoseItUsed(@TempDir Path root) throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        AtomicLong filesWhenTheRunStarted = new AtomicLong(-1);
        RunSummary summary = run(workspace, KitWorkloads.INSERT_ONLY, filesWhenTheRunStarted);
        long inserted = summary.total().documents();
        assertTrue(inserted > 0, "the run inserted documents: " + summary.total());
        assertEquals(0, filesWhenTheRunStarted.get(), "no document file was written before the run started");

        // the scale RunSession built: the reference generator of the eager writer
        TpoxScale scale = TpoxScale.forRun(CUSTOMERS, 1.0, SEED, MixShares.documentInsertShare(
                WorkloadFiles.load(KitWorkloads.shipped(TpoxKit.installed(), KitWorkloads.INSERT_ONLY))));
        DocumentFactory reference = new TpoxDatabase(TpoxKit.installed(), workspace).generator(scale).newFactory();
        long drawn = 0;
        for (DocumentKind kind : List.of(DocumentKind.CUSTACC, DocumentKind.ORDER)) {
            Path folder = KitWorkloads.insertDocuments(workspace, kind == DocumentKind.CUSTACC ? "custacc" : "orders");
            List<String> files = names(folder).stream().filter(n -> n.endsWith(".xml")).toList();
            long from = scale.loaded(kind, 0);
            assertTrue(files.size() < scale.pool(kind), "only the drawn documents are files, not the pool of "
                    + scale.pool(kind) + ": " + files.size());
            for (int i = 0; i < files.size(); i++) { // drawn (and read ahead for a user behind) in index order
                GeneratedDocument expected = reference.document(kind, from + i);
                assertTrue(files.contains(expected.fileName()), folder + " lacks " + expected.fileName());
                assertArrayEquals(expected.content(), Files.readAllBytes(folder.resolve(expected.fileName())),
                        expected.fileName());
            }
            drawn += files.size();
        }
        // each committed insert drew one document (a user may have drawn one more as the run ended)
        assertTrue(drawn >= inserted, "the folder keeps the drawn documents: " + drawn + " files, " + inserted + " inserted");
    }

    private static RunSummary run(Workspace workspace, String workload, AtomicLong filesWhenTheRunStarted)
            throws Exception {
        RunRequest request = new RunRequest(KitWorkloads.shipped(TpoxKit.installed(), workload), ProfileStore.EMBEDDED,
                2, 1.0, 0, 0, 0, SEED, CUSTOMERS);
        try (RunSession session = new RunSession(workspace)) {
            return session.execute(request, new RunSession.Progress() {
                @Override
                public void prepared(TpoxDatabase.Prepared prepared) { // the database is ready, no user has started
                    filesWhenTheRunStarted.set(xmlFiles(workspace, "custacc") + xmlFiles(workspace, "orders"));
                }
            }, new RunListener() {
            });
        }
    }

    private static long xmlFiles(Workspace workspace, String collection) {
        return names(KitWorkloads.insertDocuments(workspace, collection)).stream().filter(n -> n.endsWith(".xml")).count();
    }

    private static List<String> names(Path folder) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
