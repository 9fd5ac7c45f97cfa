package org.xwb.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A schema set laid out as public ones are: main documents in {@code main/} importing
 * {@code ../common/*.xsd}, and a signature schema that only the others import, with three
 * examples (an invoice, a credit note, a detached signature). Issue 29's CLI and workbench tests
 * validate the same set.
 */
public final class SchemaSetAcrossFolders {

    private static final String XS = "http://www.w3.org/2001/XMLSchema";

    private SchemaSetAcrossFolders() {
    }

    /** Writes the set's schemas under {@code set} ({@code set/main}, {@code set/common}). */
    public static void writeSchemas(Path set) throws Exception {
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
    }

    /** Writes the three examples into {@code folder}; returns them in order. */
    public static List<Path> writeExamples(Path folder) throws Exception {
        List<Path> written = new ArrayList<>();
        written.add(write(folder.resolve("invoice.xml"), """
                <Invoice xmlns="urn:set:invoice" xmlns:c="urn:set:common">
                  <Seller><c:Name>ACME</c:Name></Seller><Total>12.50</Total>
                  <Signature xmlns="urn:set:signature"><SignatureValue>AAEC</SignatureValue></Signature>
                </Invoice>
                """));
        written.add(write(folder.resolve("credit-note.xml"), """
                <CreditNote xmlns="urn:set:credit"><Refund>3</Refund></CreditNote>
                """));
        written.add(write(folder.resolve("detached-signature.xml"), """
                <Signature xmlns="urn:set:signature" Id="s1"><SignatureValue>AAEC</SignatureValue></Signature>
                """));
        return written;
    }

    private static Path write(Path file, String text) throws Exception {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }
}
