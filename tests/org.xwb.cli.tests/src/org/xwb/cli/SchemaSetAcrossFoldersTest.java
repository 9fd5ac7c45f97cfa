package org.xwb.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.testing.CommandRun;
import org.xwb.testing.SchemaSetAcrossFolders;
import org.xwb.testing.WorkspaceProperty;

/**
 * A schema set laid out as public sets ship: main documents' schemas in {@code main/} importing
 * {@code ../common/*.xsd}, one of which (a detached signature's) no example's main schema is: it
 * is only imported. Copied under a workspace's schemas/, every example validates whichever way the
 * workspace is named ({@code --workspace}, {@code -data}, the workspace property that
 * {@code XWB_WORKSPACE} also sets), while the default workspace is elsewhere; a schema importing a
 * file outside the workspace is still refused.
 */
class SchemaSetAcrossFoldersTest {

    private static final String XS = "http://www.w3.org/2001/XMLSchema";

    @TempDir
    Path dir;

    private Path workspace;
    private List<Path> examples;

    @BeforeEach
    void schemaSet() throws Exception {
        workspace = dir.resolve("ws");
        Path set = workspace.resolve("schemas/invoice-set");
        SchemaSetAcrossFolders.writeSchemas(set);
        examples = SchemaSetAcrossFolders.writeExamples(dir.resolve("examples"));
    }

    private static Path write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private List<Object> validate(Object... before) {
        List<Object> args = new ArrayList<>(List.of(before));
        args.addAll(examples);
        return args;
    }

    private static void assertAllValid(CommandRun run, int count) {
        assertEquals(0, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains(count + " documents, " + count + " valid, 0 invalid"), run.out());
    }

    @Test
    void everyExampleValidatesWithTheWorkspaceGivenAsAnOption() {
        assertAllValid(CommandRun.of(validate("validate", "--workspace", workspace).toArray()), 3);
    }

    @Test
    void everyExampleValidatesWithTheWorkspaceGivenAsData() {
        assertAllValid(CommandRun.of(validate("-data", workspace, "validate").toArray()), 3);
    }

    @Test
    void everyExampleValidatesWithTheWorkspaceOfTheEnvironment() {
        try (WorkspaceProperty property = WorkspaceProperty.set(workspace)) {
            assertAllValid(CommandRun.of(validate("validate").toArray()), 3);
        }
    }

    @Test
    void anInvalidExampleIsStillFoundInvalid() throws Exception {
        Files.writeString(examples.get(2), "<Signature xmlns=\"urn:set:signature\"><Value/></Signature>");
        CommandRun run = CommandRun.of(validate("validate", "--workspace", workspace).toArray());
        assertEquals(XwbCommand.RUN_ERRORS, run.exitCode(), run.out() + run.err());
        assertTrue(run.out().contains("3 documents, 2 valid, 1 invalid"), run.out());
        assertTrue(run.out().contains("detached-signature.xml:1:"), run.out());
    }

    @Test
    void aSchemaImportingAFileOutsideTheWorkspaceIsRefused() throws Exception {
        write(dir.resolve("outside/secret.xsd"), """
                <xs:schema xmlns:xs="%s" targetNamespace="urn:set:common"><xs:simpleType name="Amount">
                <xs:restriction base="xs:decimal"/></xs:simpleType></xs:schema>
                """.formatted(XS));
        Path invoice = workspace.resolve("schemas/invoice-set/main/invoice.xsd");
        Files.writeString(invoice, Files.readString(invoice).replace("../common/types.xsd", "../../../../outside/secret.xsd"));
        CommandRun run = CommandRun.of("validate", "--workspace", workspace, examples.get(0));
        assertTrue(run.exitCode() != 0, run.out() + run.err());
        String said = run.out() + run.err();
        assertTrue(said.contains("outside/secret.xsd is outside the folders a schema may read"), said);
        assertFalse(said.contains("1 valid"), said);
    }
}
