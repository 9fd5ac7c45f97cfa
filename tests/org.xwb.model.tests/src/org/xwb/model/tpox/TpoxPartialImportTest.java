package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.model.tpox.TpoxFiles.workload;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.FileProblem;

/**
 * {@link TpoxWorkloadImporter#read}: what the workbench's New Workload keeps of a file the strict
 * import refuses (the transactions that could be read, with the located problems), and nothing
 * of a file that is no TPoX workload at all.
 */
class TpoxPartialImportTest {

    @TempDir
    Path temp;

    @Test
    void theReadableTransactionsAreKeptAndEveryProblemIsLocated() throws Exception {
        Path file = TpoxFiles.write(temp, "workload.xml", workload(
                "    <transaction name=\"good\" weight=\"60\"><statements><statement>SELECT 1 FROM t WHERE a = ?</statement>"
                        + "</statements><parameters><parameter><ids collection=\"custacc\"/></parameter></parameters></transaction>\n"
                        + "    <transaction name=\"missing\" weight=\"40\"><location>missing.sql</location></transaction>\n"));
        TpoxWorkloadImporter importer = new TpoxWorkloadImporter("postgresql");
        TpoxWorkloadImporter.Result result = importer.read(file);

        List<String> ids = result.workload().getTransactions().stream().map(Transaction::getId).toList();
        assertEquals(List.of("good"), ids, "the transaction that could be read");
        assertEquals(2, result.workload().getCollections().size());
        assertEquals(List.of("postgresql"), result.workload().getDialects());
        assertEquals(1, result.problems().size(), result.problems().toString());
        FileProblem problem = result.problems().get(0);
        assertEquals(file, problem.file());
        assertEquals(9, problem.line(), "the line of the transaction that could not be read: " + problem);
        assertTrue(problem.message().contains("missing.sql"), problem.message());

        TpoxImportException strict = assertThrows(TpoxImportException.class, () -> importer.importFile(file));
        assertEquals(result.problems(), strict.problems(), "the strict import refuses with the same problems");
    }

    @Test
    void aFileThatIsNoTpoxWorkloadGivesNoWorkload() throws Exception {
        Path other = TpoxFiles.write(temp, "other.xml", "<?xml version=\"1.0\"?>\n<workloads/>\n");
        TpoxWorkloadImporter.Result result = new TpoxWorkloadImporter().read(other);
        assertNull(result.workload());
        assertEquals(2, result.problems().get(0).line());

        Path broken = TpoxFiles.write(temp, "broken.xml", "<workload>\n<transactions>\n");
        Workload none = new TpoxWorkloadImporter().read(broken).workload();
        assertNull(none);
    }
}
