package org.xwb.kit.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitSamples;
import org.xwb.kit.KitWorkloads;
import org.xwb.model.Collection;
import org.xwb.model.FileSource;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;

/**
 * New Workload's starting points keep finding their files from the new file's folder, and a new
 * workspace gets the kit's schemas, documents and statements besides its workloads.
 */
class NewWorkloadsTest {

    @TempDir
    Path root;

    @Test
    void aKitWorkloadInAnotherFolderStillReadsTheWorkspacesValueListsAndDocuments() throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        Path folder = Files.createDirectories(workspace.folder(Workspace.Folder.WORKLOADS).resolve("mine"));
        Workload mixed = NewWorkloads.fromKit(workspace, TpoxKit.installed(), KitWorkloads.MIXED, "my mix", folder);
        assertEquals("my mix", mixed.getName());
        Collection custacc = mixed.getCollections().get(0);
        assertEquals("../../documents/tpox/custacc-new", custacc.getDocuments().getDirectory());
        for (String path : valueLists(mixed)) {
            assertTrue(Files.isRegularFile(folder.resolve(path)), path + " is found from " + folder);
        }

        Path saved = NewWorkloads.freeFile(folder, "my mix");
        assertEquals("my-mix.xwl", saved.getFileName().toString());
        WorkloadFiles.save(mixed, saved);
        assertEquals("my-mix-2.xwl", NewWorkloads.freeFile(folder, "my mix").getFileName().toString());

        Workload copy = NewWorkloads.copyOf(saved, "copy", workspace.folder(Workspace.Folder.WORKLOADS));
        for (String path : valueLists(copy)) {
            assertTrue(Files.isRegularFile(workspace.folder(Workspace.Folder.WORKLOADS).resolve(path)), path);
        }
        assertEquals("../documents/tpox/custacc-new", copy.getCollections().get(0).getDocuments().getDirectory());
    }

    @Test
    void aTpoxFileThatTheImportCanPartlyReadGivesAWorkloadAndItsProblems() throws Exception {
        Path tpox = Files.createDirectories(root.resolve("tpox"));
        Files.writeString(tpox.resolve("q1.sql"), "SELECT doc FROM orders WHERE id = ?");
        Files.writeString(tpox.resolve("workload.xml"), """
                <?xml version="1.0"?>
                <workload name="w">
                  <collections><collection name="orders"><ids first="1" last="9"/></collection></collections>
                  <transactions>
                    <transaction name="q1" weight="50"><location>q1.sql</location>
                      <parameters><parameter><file>values.txt</file></parameter></parameters></transaction>
                    <transaction name="q2" weight="50"><location>missing.sql</location></transaction>
                  </transactions>
                </workload>
                """);
        NewWorkloads.Made made = NewWorkloads.fromTpox(tpox.resolve("workload.xml"), "postgresql", "imported", root);
        assertNotNull(made.workload());
        assertEquals(List.of("q1"), made.workload().getTransactions().stream().map(Transaction::getId).toList());
        assertEquals(List.of("tpox/values.txt"), valueLists(made.workload()), "relative to the new file's folder");
        assertEquals(1, made.problems().size());
        assertEquals(7, made.problems().get(0).line());
    }

    @Test
    void aNewWorkspaceGetsTheKitsSchemasDocumentsAndStatementFiles() throws Exception {
        Workspace workspace = new Workspace(root).ensureLayout();
        List<Path> added = KitSamples.addTo(workspace, TpoxKit.installed());
        Path schemas = workspace.folder(Workspace.Folder.SCHEMAS).resolve("tpox");
        assertTrue(Files.isRegularFile(schemas.resolve("custacc.xsd")));
        assertTrue(Files.isRegularFile(schemas.resolve("fixml-4-4/fixml-main-4-4.xsd")));
        assertTrue(Files.isRegularFile(workspace.folder(Workspace.Folder.DOCUMENTS).resolve("tpox/samples/order123.xml")));
        Path getOrder = workspace.folder(Workspace.Folder.STATEMENTS).resolve("tpox/get_order.postgresql.sql");
        assertTrue(Files.readString(getOrder).startsWith("SELECT (xpath('/o:FIXML/o:Order'"), Files.readString(getOrder));
        assertTrue(added.contains(getOrder));
        assertTrue(added.contains(KitWorkloads.folder(workspace).resolve(KitWorkloads.MIXED)));

        Files.writeString(getOrder, "-- mine");
        assertEquals(List.of(), KitSamples.addTo(workspace, TpoxKit.installed()), "nothing is added twice");
        assertEquals("-- mine", Files.readString(getOrder), "a user's file is never replaced");
    }

    private static List<String> valueLists(Workload workload) {
        return workload.getTransactions().stream().flatMap(t -> t.getParameters().stream())
                .filter(m -> m.getSource() instanceof FileSource).map(m -> ((FileSource) m.getSource()).getPath())
                .distinct().toList();
    }
}
