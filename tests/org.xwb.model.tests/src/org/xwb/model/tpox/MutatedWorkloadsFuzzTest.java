package org.xwb.model.tpox;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.io.FileProblem;
import org.xwb.model.io.WorkloadFileException;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.Mutations;

/**
 * Seeded fuzzing of the two workload formats a user opens: XWB workload files (.xwl) and TPoX
 * workload XML. Each of several hundred mutations of a real file either loads or is refused with
 * problems located in a file (line and column) in plain words; any other exception fails the test
 * naming the mutation, which the fixed seed replays.
 */
class MutatedWorkloadsFuzzTest {

    static final int MUTATIONS = 300;

    /** A Java class name (java.io.IOException, com.sun...MalformedByteSequenceException) in a message. */
    static final Pattern CLASS_NAME = Pattern.compile("\\b(java|javax|jdk|sun|com|org)\\.[\\w.]*\\.[A-Z]\\w*|\\w+Exception\\b");

    @TempDir
    Path temp;

    @Test
    void mutatedXwbWorkloadFilesLoadOrNameTheirProblemsLine() throws Exception {
        Path mixed = tpoxMixed();
        byte[] original = WorkloadFiles.serialize(new TpoxWorkloadImporter().importFile(mixed));
        Path file = temp.resolve("mutated.xwl");
        int[] outcome = fuzz(19, original, file, () -> WorkloadFiles.load(file));
        System.out.println("fuzz: " + MUTATIONS + " mutated .xwl workload files: " + outcome[0] + " loaded, " + outcome[1]
                + " refused with located problems");
        assertTrue(outcome[1] > MUTATIONS / 2, "most mutations break the file");
    }

    @Test
    void mutatedTpoxWorkloadXmlImportsOrNamesItsProblemsLine() throws Exception {
        Path mixed = tpoxMixed();
        byte[] original = Files.readAllBytes(mixed);
        int[] outcome = fuzz(1919, original, mixed, () -> new TpoxWorkloadImporter().importFile(mixed));
        System.out.println("fuzz: " + MUTATIONS + " mutated TPoX workload XML files: " + outcome[0] + " imported, "
                + outcome[1] + " refused with located problems");
        assertTrue(outcome[1] > MUTATIONS / 2, "most mutations break the file");
    }

    private interface Load {
        Object run() throws WorkloadFileException;
    }

    /** {loaded, refused}; fails on anything but a located refusal. */
    private static int[] fuzz(long seed, byte[] original, Path file, Load load) throws Exception {
        Mutations mutations = new Mutations(seed);
        int loaded = 0;
        int refused = 0;
        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = mutations.mutate(original);
            Files.write(file, mutated);
            try {
                load.run();
                loaded++;
            } catch (WorkloadFileException e) {
                refused++;
                List<FileProblem> problems = e.problems();
                assertFalse(problems.isEmpty(), "mutation " + i + " (seed " + seed + "): refused without a problem");
                for (FileProblem p : problems) {
                    String where = "mutation " + i + " (seed " + seed + "): " + p;
                    assertTrue(p.file().toAbsolutePath().startsWith(file.getParent()), where);
                    assertTrue(p.line() >= 1, "not located: " + where);
                    assertFalse(CLASS_NAME.matcher(p.message()).find(), "a class name: " + where);
                }
            } catch (RuntimeException | Error e) {
                Path kept = file.resolveSibling("failing-" + i + "-" + file.getFileName());
                Files.write(kept, mutated);
                fail("mutation " + i + " (seed " + seed + ", kept as " + kept + ") threw " + e, e);
            }
        }
        return new int[] { loaded, refused };
    }

    private Path tpoxMixed() throws Exception {
        Path mixed = TpoxFiles.copy(temp, "mixed/workload.xml");
        for (String template : List.of("get_order", "get_security", "customer_profile", "search_securities",
                "upd_custacc", "upd_security")) {
            TpoxFiles.copy(temp, "mixed/queries/" + template + ".sql");
        }
        return mixed;
    }
}
