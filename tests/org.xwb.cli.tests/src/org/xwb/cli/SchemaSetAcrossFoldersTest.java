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
        write(set.resolve("common/types.xsd"), """
                <xs:schema xmlns:xs="%s" targetNamespace="urn:set:common" elementFormDefault="qualified">
                  <xs:simpleType name="Amount"><xs:restriction base="xs:decimal"><xs:minInclusive value="0"/></xs:restriction></xs:simpleType>
                  <xs:complexType name="Party"><xs:sequence><xs:element name="Name" type="xs:string"/></xs:sequence></xs:complexType>
                </xs:schema>
                """.formatted(XS));
        write(set.resolve("common/signature.xsd"), """
                <xs:schema xmlns:xs="%s" targetNamespace="urn:set:signature" elementFormDefault="qualified">
                  <xs:element name="Signature">
                    <xs:complexType><xs:sequence><xs:element name="SignatureValue" type="xs:base64Binary"/></xs:sequence>
                      <xs:attribute name="Id" type="xs:ID"/></xs:complexType>
                  </xs:element>
                </xs:schema>
                """.formatted(XS));
        write(set.resolve("main/invoice.xsd"), """
                <xs:schema xmlns:xs="%s" xmlns:c="urn:set:common" xmlns:ds="urn:set:signature"
                    targetNamespace="urn:set:invoice" elementFormDefault="qualified">
                  <xs:import namespace="urn:set:common" schemaLocation="../common/types.xsd"/>
                  <xs:import namespace="urn:set:signature" schemaLocation="../common/signature.xsd"/>
                  <xs:element name="Invoice">
                    <xs:complexType><xs:sequence>
                      <xs:element name="Seller" type="c:Party"/>
                      <xs:element name="Total" type="c:Amount"/>
                      <xs:element ref="ds:Signature" minOccurs="0"/>
                    </xs:sequence></xs:complexType>
                  </xs:element>
                </xs:schema>
                """.formatted(XS));
        write(set.resolve("main/credit-note.xsd"), """
                <xs:schema xmlns:xs="%s" xmlns:c="urn:set:common" targetNamespace="urn:set:credit" elementFormDefault="qualified">
                  <xs:import namespace="urn:set:common" schemaLocation="../common/types.xsd"/>
                  <xs:element name="CreditNote">
                    <xs:complexType><xs:sequence><xs:element name="Refund" type="c:Amount"/></xs:sequence></xs:complexType>
                  </xs:element>
                </xs:schema>
                """.formatted(XS));
        Path docs = dir.resolve("examples");
        examples = new ArrayList<>();
        examples.add(write(docs.resolve("invoice.xml"), """
                <Invoice xmlns="urn:set:invoice" xmlns:c="urn:set:common">
                  <Seller><c:Name>ACME</c:Name></Seller><Total>12.50</Total>
                  <Signature xmlns="urn:set:signature"><SignatureValue>AAEC</SignatureValue></Signature>
                </Invoice>
                """));
        examples.add(write(docs.resolve("credit-note.xml"), """
                <CreditNote xmlns="urn:set:credit"><Refund>3</Refund></CreditNote>
                """));
        examples.add(write(docs.resolve("detached-signature.xml"), """
                <Signature xmlns="urn:set:signature" Id="s1"><SignatureValue>AAEC</SignatureValue></Signature>
                """));
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
