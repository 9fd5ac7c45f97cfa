package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Collection;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.CommandRun;
import org.xwb.testing.TpoxPluginFiles;
import org.xwb.testing.WorkspaceProperty;

/**
 * {@code xwb import-tpox --collection NAME=collection} maps a query's collection to one of the
 * kit database's (custacc, orders, security), which the workload does not declare: the collection
 * joins the workload and every statement names it; the other names get a suggestion from the root
 * element and namespace the queries read.
 */
class ImportMappedToDatabaseTest {

    @TempDir
    Path temp;

    @Test
    void aCollectionOfTheKitDatabaseJoinsTheWorkloadAndTheOthersAreSuggestedByRootAndNamespace() throws Exception {
        Path wild = TpoxPluginFiles.copy(temp.resolve("wild"), TpoxPluginFiles.WILD_XXS);
        Path xwl = temp.resolve("wild.xwl");
        CommandRun run;
        try (WorkspaceProperty property = WorkspaceProperty.set(temp.resolve("ws"))) { // the kit's defaults
            run = CommandRun.of("import-tpox", wild, "-o", xwl, "--collection", "CLN_Customer=custacc");
        }

        assertEquals(XwbCommand.OK, run.exitCode(), run.out() + run.err());
        assertFalse(run.out().contains("has no collection"), run.out());
        assertTrue(run.out().contains("The statements read collection 'CLN_Order', which neither the workload nor the "
                + "database has; suggested: --collection CLN_Order=orders"), run.out());
        assertTrue(run.out().contains("The statements read collection 'CLN_Security', which neither the workload nor the "
                + "database has; suggested: --collection CLN_Security=security"), run.out());
        Workload workload = WorkloadFiles.load(xwl);
        List<String> names = workload.getCollections().stream().map(Collection::getName).toList();
        assertTrue(names.contains("custacc"), "the kit's custacc joined: " + names);
        Collection custacc = workload.getCollections().stream().filter(c -> c.getName().equals("custacc")).findFirst()
                .orElseThrow();
        assertEquals("/c:Customer/@id", custacc.getIdPath());
        String profile = workload.getTransactions().stream().filter(t -> t.getId().equals("customer_profile")).findFirst()
                .orElseThrow().getStatements().get(0).getTexts().get(0);
        assertTrue(profile.contains("fn:collection(\"custacc\")/Customer"), profile);
    }

    @Test
    void everyNameMappedAtOnceLeavesNoUnknownCollection() throws Exception {
        Path wild = TpoxPluginFiles.copy(temp.resolve("wild"), TpoxPluginFiles.WILD_XXS);
        Path xwl = temp.resolve("wild.xwl");
        CommandRun run;
        try (WorkspaceProperty property = WorkspaceProperty.set(temp.resolve("ws"))) {
            run = CommandRun.of("import-tpox", wild, "-o", xwl, "--collection", "CLN_Customer=custacc", "--collection",
                    "CLN_Order=orders", "--collection", "CLN_Security=security");
        }
        assertEquals(XwbCommand.OK, run.exitCode(), run.out() + run.err());
        assertFalse(run.out().contains("The statements read collection"), run.out());
        List<String> names = WorkloadFiles.load(xwl).getCollections().stream().map(Collection::getName).toList();
        assertTrue(names.containsAll(List.of("custacc", "orders", "security")), names.toString());
    }

    @Test
    void aNameNeitherTheWorkloadNorTheDatabaseHasIsStillRefusedNamingBoth() throws Exception {
        Path wild = TpoxPluginFiles.copy(temp.resolve("wild"), TpoxPluginFiles.WILD_XXS);
        CommandRun run;
        try (WorkspaceProperty property = WorkspaceProperty.set(temp.resolve("ws"))) {
            run = CommandRun.of("import-tpox", wild, "-o", temp.resolve("x.xwl"), "--collection", "CLN_Order=nosuch");
        }
        assertEquals(XwbCommand.BAD_INPUT, run.exitCode(), run.out() + run.err());
        assertTrue(run.err().contains("--collection CLN_Order=nosuch: neither the workload nor the database has a collection "
                + "'nosuch'; its collections: custids, orderids, newcustomers; the database's: custacc, orders, security"),
                run.err());
    }
}
