package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.testing.Mutations;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TestKit;

/**
 * Seeded fuzzing of what a user validates: several hundred mutations each of a real TPoX schema
 * (custacc.xsd) and of real TPoX documents (a CustAcc and a FIXML order). A schema either compiles
 * or is refused with located problems; a document's every problem is located; no mutation makes
 * either throw, and no message names a Java class.
 */
class MutatedSchemasAndDocumentsFuzzTest {

    static final int MUTATIONS = 300;

    static final Pattern CLASS_NAME = Pattern.compile("\\b(java|javax|jdk|sun|com|org)\\.[\\w.]*\\.[A-Z]\\w*|\\w+Exception\\b");

    @TempDir
    Path temp;
    private WorkspaceProperty workspace;

    @BeforeEach
    void workspace() throws Exception {
        workspace = WorkspaceProperty.set(Files.createDirectories(temp.resolve("workspace")));
    }

    @AfterEach
    void restore() {
        workspace.close();
    }

    @Test
    void mutatedSchemasCompileOrNameTheirProblemsLine() throws Exception {
        byte[] original = Files.readAllBytes(TestKit.kit().custaccSchema());
        Path file = Files.createDirectories(temp.resolve("schemas")).resolve("custacc.xsd");
        Files.write(file, original);
        CompiledSchema.compile(file); // compiles before it is mutated
        Mutations mutations = new Mutations(19);
        int compiled = 0;
        int refused = 0;
        for (int i = 0; i < MUTATIONS; i++) {
            byte[] mutated = mutations.mutate(original);
            Files.write(file, mutated);
            String where = "mutation " + i + " (seed 19)";
            try {
                CompiledSchema.compile(file);
                compiled++;
            } catch (SchemaCompileException e) {
                refused++;
                assertFalse(e.problems().isEmpty(), where + ": refused without a problem");
                e.problems().forEach(p -> located(p, where));
            } catch (RuntimeException | Error e) {
                fail(where + " threw " + e + keep(file, i, mutated), e);
            }
        }
        System.out.println("fuzz: " + MUTATIONS + " mutated schemas: " + compiled + " compiled, " + refused
                + " refused with located problems");
        assertTrue(refused > MUTATIONS / 2, "most mutations break the schema");
    }

    @Test
    void mutatedDocumentsAreValidatedWithEveryProblemLocated() throws Exception {
        DocumentValidator validator = new DocumentValidator(TestKit.schemas());
        int valid = 0;
        int invalid = 0;
        long seed = 1919;
        Mutations mutations = new Mutations(seed);
        for (String name : List.of("custacc.xml", "order123.xml")) {
            byte[] original = Files.readAllBytes(TestKit.kit().documents().resolve(name));
            assertTrue(validator.validate(name, original).isValid(), name + " is valid before it is mutated");
            Path file = temp.resolve(name);
            for (int i = 0; i < MUTATIONS; i++) {
                byte[] mutated = mutations.mutate(original);
                Files.write(file, mutated);
                String where = name + " mutation " + i + " (seed " + seed + ")";
                DocumentResult result;
                try {
                    result = validator.validate(file);
                } catch (RuntimeException | Error e) {
                    fail(where + " threw " + e + keep(file, i, mutated), e);
                    return;
                }
                if (result.isValid()) {
                    valid++;
                } else {
                    invalid++;
                    assertFalse(result.problems().isEmpty(), where);
                }
                result.problems().forEach(p -> located(p, where));
            }
        }
        System.out.println("fuzz: " + 2 * MUTATIONS + " mutated documents: " + valid + " valid, " + invalid
                + " invalid with located problems");
        assertTrue(invalid > MUTATIONS, "most mutations break the document");
    }

    private static void located(XmlProblem p, String where) {
        assertTrue(p.line() >= 1, "not located: " + where + ": " + p.format());
        assertFalse(CLASS_NAME.matcher(p.message()).find(), "a class name: " + where + ": " + p.format());
    }

    private static String keep(Path file, int i, byte[] mutated) {
        Path kept = file.resolveSibling("failing-" + i + "-" + file.getFileName());
        try {
            Files.write(kept, mutated);
            return " (kept as " + kept + ")";
        } catch (java.io.IOException e) {
            return "";
        }
    }
}
