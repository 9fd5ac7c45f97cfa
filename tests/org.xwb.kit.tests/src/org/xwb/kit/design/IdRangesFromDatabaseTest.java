package org.xwb.kit.design;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.CollectionLoad;
import org.xwb.model.Collection;
import org.xwb.model.IdsSource;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.testing.SampleWorkloads;
import org.xwb.testing.TemporaryFolders;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;

/**
 * The workload editor's "Draw id ranges from the database..." below the UI, on the embedded
 * PostgreSQL (SQL; the BaseX path is KitDatabaseFromTheWorkbenchTest's): a loaded collection whose
 * range misses its table's ids gets the table's; an ids parameter on an id list the database lacks
 * draws from the collection its statement reads (import-tpox --refit-ids' rule); the workload read
 * is not changed, and a collection the target does not hold is named and kept.
 */
class IdRangesFromDatabaseTest {

    private static Path root;
    private static Target target;

    @BeforeAll
    static void start() throws Exception {
        root = Files.createTempDirectory("xwb-kit-ranges");
        target = TargetKinds.open(ProfileStore.defaultEmbedded(), new Workspace(root).ensureLayout());
    }

    @AfterAll
    static void stop() {
        if (target != null) {
            target.close();
        }
        TemporaryFolders.delete(root);
    }

    @Test
    void rangesComeFromTheTableAndIdListsTheDatabaseLacksAreRedirected() throws Exception {
        Workspace workspace = new Workspace(root);
        Path workloads = workspace.folder(Workspace.Folder.WORKLOADS);
        DocumentGeneration.Generated generated = new DocumentGeneration(DocumentKinds.ORDER, 40, 5, 0).write(
                TpoxKit.installed(), workspace.folder(Workspace.Folder.DOCUMENTS).resolve("ranges"), n -> { }, () -> false);
        Collection orders = CollectionDesignTest.collection("ranges_orders", generated, workloads);
        CollectionLoad.run(target, orders, CollectionDocuments.open(orders, workloads), LoadOptions.DEFAULT, true, false,
                new CollectionLoad.Steps() {
                });
        orders.setFirstId(500_000);
        orders.setLastId(600_000);
        Collection orderids = SampleWorkloads.collection("orderids", 103_282, 603_281);
        Transaction get = SampleWorkloads.transaction("get_order", 1, "postgresql",
                "SELECT doc FROM ranges_orders WHERE id = ?");
        SampleWorkloads.parameter(get, ParameterType.BIGINT, SampleWorkloads.ids(orderids));
        Workload workload = SampleWorkloads.workload("ranges", "postgresql", get);
        workload.getCollections().addAll(List.of(orders, orderids));
        byte[] before = WorkloadFiles.serialize(workload);

        IdRangesFromDatabase.Plan plan = IdRangesFromDatabase.plan(workload, target);

        assertEquals(List.of(new IdRangesFromDatabase.RangeChange("ranges_orders", new IdRange(500_000, 600_000),
                generated.ids())), plan.ranges());
        assertEquals(List.of(new IdRangesFromDatabase.Redirect(0, "get_order", 0, "orderids", new IdRange(103_282, 603_281),
                "ranges_orders", generated.ids())), plan.redirects());
        assertTrue(plan.notes().stream().anyMatch(n -> n.startsWith("collection orderids is not on target")),
                plan.notes().toString());
        assertEquals(new String(before, java.nio.charset.StandardCharsets.UTF_8),
                new String(WorkloadFiles.serialize(workload), java.nio.charset.StandardCharsets.UTF_8), "only read");
        assertEquals("orderids", ((IdsSource) get.getParameters().get(0).getSource()).getCollection().getName());
    }
}
