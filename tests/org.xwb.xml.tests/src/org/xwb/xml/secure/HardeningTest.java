package org.xwb.xml.secure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.transform.stream.StreamSource;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;
import org.xwb.model.secure.HardenedParsers;
import org.xwb.xml.TestKit;
import org.xwb.xml.rules.RuleFileException;
import org.xwb.xml.rules.RuleSet;
import org.xwb.xml.validate.CompiledSchema;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.DocumentValidator;
import org.xwb.xml.validate.SchemaCompileException;
import org.xwb.xml.validate.XmlProblem;
import org.xwb.xml.validate.XmlProblem.Kind;

import net.sf.saxon.s9api.Processor;
import net.sf.saxon.s9api.SaxonApiException;

/**
 * XXE and entity bombs are refused by every parser XWB uses, with a clear message, and nothing
 * outside the document is read: no file, no pipe, no network.
 */
class HardeningTest {

    @TempDir
    Path temp;

    private HostileInput hostile;

    @BeforeEach
    void tripwires() throws Exception {
        hostile = new HostileInput(temp);
    }

    @AfterEach
    void noTripwireWasTouched() throws Exception {
        boolean tripped = hostile.tripped();
        String what = hostile.whatTripped();
        hostile.close();
        assertFalse(tripped, "a parser reached outside the document: " + what);
    }

    @Test
    void validatorRefusesXxeWithALocatedMessage() throws IOException {
        Path file = temp.resolve("xxe.xml");
        Files.writeString(file, hostile.xxeDocument());
        DocumentResult result = new DocumentValidator(TestKit.schemas()).validate(file);
        XmlProblem refusal = result.problems().get(0);
        assertTrue(refusal.kind() == Kind.REFUSED, refusal.format());
        assertTrue(refusal.message().contains("DOCTYPE"), refusal.message());
        assertTrue(refusal.line() == 2 && refusal.column() > 0, refusal.format());
        assertNoSecret(result.problems().stream().map(XmlProblem::format).collect(Collectors.joining("\n")));
    }

    @Test
    void validatorRefusesTheBillionLaughsAtOnce() {
        DocumentResult result = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> new DocumentValidator(
                TestKit.schemas()).validate("lolz.xml", HostileInput.billionLaughs().getBytes(StandardCharsets.UTF_8)));
        assertTrue(result.problems().size() == 1 && result.problems().get(0).kind() == Kind.REFUSED,
                result.problems().toString());
    }

    @Test
    void saxReaderRefusesXxeAndBombs() {
        for (String payload : List.of(hostile.xxeDocument(), HostileInput.billionLaughs())) {
            SAXException refused = assertThrows(SAXException.class, () -> {
                var reader = HardenedParsers.xmlReader();
                reader.setContentHandler(new DefaultHandler());
                reader.parse(new InputSource(new StringReader(payload)));
            });
            assertTrue(refused.getMessage().contains("DOCTYPE"), refused.getMessage());
            assertNoSecret(refused.getMessage());
        }
    }

    @Test
    void domBuilderRefusesXxeAndBombs() {
        for (String payload : List.of(hostile.xxeDocument(), HostileInput.billionLaughs())) {
            SAXException refused = assertThrows(SAXException.class, () -> HardenedParsers.documentBuilder()
                    .parse(new ByteArrayInputStream(payload.getBytes(StandardCharsets.UTF_8))));
            assertTrue(refused.getMessage().contains("DOCTYPE"), refused.getMessage());
        }
    }

    @Test
    void staxReaderShowsTheDoctypeAndExpandsNoEntity() throws XMLStreamException {
        for (String payload : List.of(hostile.xxeDocument(), HostileInput.billionLaughs())) {
            XMLStreamReader reader = HardenedParsers.xmlInputFactory().createXMLStreamReader(new StringReader(payload));
            StringBuilder text = new StringBuilder();
            boolean sawDoctype = false;
            int unexpandedReferences = 0;
            while (reader.hasNext()) {
                switch (reader.next()) {
                case XMLStreamConstants.DTD -> sawDoctype = true; // callers refuse here
                case XMLStreamConstants.ENTITY_REFERENCE -> unexpandedReferences++;
                case XMLStreamConstants.CHARACTERS -> text.append(reader.getText());
                default -> {
                }
                }
            }
            assertTrue(sawDoctype, "the DOCTYPE is reported, so a caller can refuse the document");
            assertTrue(unexpandedReferences > 0, "entity references stay references");
            assertNoSecret(text.toString());
            assertFalse(text.toString().contains("lol"), "no entity expansion: " + text);
        }
    }

    @Test
    void saxonRulesRefuseXxeInTheDocument() throws Exception {
        RuleSet rules = RuleSet.load(TestKit.kit().orderRules());
        List<XmlProblem> problems = rules.newChecker().check("xxe.xml",
                hostile.xxeDocument().getBytes(StandardCharsets.UTF_8));
        assertTrue(problems.size() == 1 && problems.get(0).kind() == Kind.NOT_WELL_FORMED, problems.toString());
        assertTrue(problems.get(0).message().contains("DOCTYPE"), problems.get(0).message());
        assertNoSecret(problems.toString());
    }

    @Test
    void saxonRefusesFileAndNetworkAccessFromXPath() throws Exception {
        Path rulesFile = temp.resolve("greedy-rules.xml");
        Files.writeString(rulesFile, """
                <rules xmlns="http://xwb.org/ns/rules/1">
                  <rule id="read-file" context="/*" test="contains(unparsed-text('%s'), 'x')">a</rule>
                  <rule id="read-doc" context="/*" test="string(doc('%s')) != 'x'">b</rule>
                  <rule id="read-http" context="/*" test="string(doc('%s')) != 'x'">c</rule>
                  <rule id="parse-xxe" context="/*" test="string(parse-xml('&lt;!DOCTYPE r [&lt;!ENTITY s SYSTEM &quot;%s&quot;&gt;]&gt;&lt;r&gt;&amp;s;&lt;/r&gt;')) = ''">d</rule>
                  <rule id="pipe" context="/*" test="unparsed-text-available('%s')">e</rule>
                </rules>
                """.formatted(hostile.secretUri(), hostile.secretUri(), hostile.httpUri("doc.xml"), hostile.secretUri(),
                hostile.pipeUri()));
        List<XmlProblem> problems = RuleSet.load(rulesFile).newChecker().check("doc.xml", "<doc/>".getBytes());
        // every rule fails: the first four cannot be evaluated, the fifth finds nothing available
        assertEquals(List.of("read-file", "read-doc", "read-http", "parse-xxe", "pipe"),
                problems.stream().map(XmlProblem::ruleId).toList(), problems.toString());
        assertNoSecret(problems.toString());
    }

    @Test
    void rulesFileWithXxeIsRefused() throws IOException {
        Path rulesFile = temp.resolve("xxe-rules.xml");
        Files.writeString(rulesFile, hostile.xxeDocument().replace("<Customer", "<rules").replace("</Customer>", "</rules>"));
        RuleFileException refused = assertThrows(RuleFileException.class, () -> RuleSet.load(rulesFile));
        assertTrue(refused.getMessage().contains("DOCTYPE"), refused.getMessage());
        assertNoSecret(refused.getMessage());
    }

    @Test
    void schemaCompilerReadsNoExternalEntityOrRemoteInclude() throws IOException {
        Path xxeSchema = temp.resolve("xxe.xsd");
        Files.writeString(xxeSchema, "<!DOCTYPE s [<!ENTITY secret SYSTEM \"" + hostile.secretUri() + "\">"
                + "<!ENTITY pipe SYSTEM \"" + hostile.pipeUri() + "\">]>"
                + "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:annotation><xs:documentation>&secret;&pipe;"
                + "</xs:documentation></xs:annotation><xs:element name=\"r\"/></xs:schema>");
        SchemaCompileException refused = assertThrows(SchemaCompileException.class, () -> CompiledSchema.compile(xxeSchema));
        assertTrue(refused.problems().get(0).kind() == Kind.REFUSED, refused.getMessage());
        assertNoSecret(refused.getMessage());

        Path remoteInclude = temp.resolve("remote.xsd");
        Files.writeString(remoteInclude, "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\">"
                + "<xs:include schemaLocation=\"" + hostile.httpUri("evil.xsd") + "\"/></xs:schema>");
        SchemaCompileException remote = assertThrows(SchemaCompileException.class, () -> CompiledSchema.compile(remoteInclude));
        assertTrue(remote.getMessage().contains("accessExternalSchema") || remote.getMessage().contains("refused"),
                remote.getMessage());
    }

    @Test
    void aLinkInTheSchemasFolderLeadingOutIsNotFollowed() throws IOException {
        Path folder = Files.createDirectories(temp.resolve("linked"));
        Path secret = Path.of(java.net.URI.create(hostile.secretUri()));
        Files.createSymbolicLink(folder.resolve("part.xsd"), secret);
        Path schema = folder.resolve("main.xsd");
        Files.writeString(schema, "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\">\n"
                + "<xs:include schemaLocation=\"part.xsd\"/>\n<xs:element name=\"r\"/></xs:schema>");
        SchemaCompileException refused = assertThrows(SchemaCompileException.class, () -> CompiledSchema.compile(schema));
        assertTrue(refused.problems().stream().anyMatch(p -> p.line() == 2), "located at the include: " + refused.getMessage());
        assertNoSecret(refused.getMessage());
    }

    @Test
    void schemaModelReadsNoExternalEntityNorRemoteOrOutsidePart() throws IOException {
        Path xxeSchema = temp.resolve("xxe-model.xsd");
        Files.writeString(xxeSchema, "<!DOCTYPE s [<!ENTITY secret SYSTEM \"" + hostile.secretUri() + "\">"
                + "<!ENTITY pipe SYSTEM \"" + hostile.pipeUri() + "\">]>"
                + "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"><xs:element name=\"r\">"
                + "<xs:annotation><xs:documentation>&secret;&pipe;</xs:documentation></xs:annotation></xs:element></xs:schema>");
        try {
            org.xwb.xml.schema.SchemaModel model = org.xwb.xml.schema.SchemaModel.load(xxeSchema, TestKit.kit());
            assertTrue(model.outline().isEmpty(), "nothing read from a schema with a DOCTYPE: " + model.outline());
        } catch (IOException refused) {
            assertNoSecret(String.valueOf(refused.getMessage()));
        }

        Path folder = Files.createDirectories(temp.resolve("schemas"));
        Path remote = folder.resolve("remote-model.xsd");
        Files.writeString(remote, "<xs:schema xmlns:xs=\"http://www.w3.org/2001/XMLSchema\" targetNamespace=\"urn:r\">"
                + "<xs:include schemaLocation=\"" + hostile.httpUri("evil.xsd") + "\"/>"
                + "<xs:import namespace=\"urn:secret\" schemaLocation=\"" + hostile.secretUri() + "\"/>"
                + "<xs:import namespace=\"urn:pipe\" schemaLocation=\"" + hostile.pipeUri() + "\"/>"
                + "<xs:element name=\"r\"/>"
                // references into the imported namespaces make the model resolve (and refuse) the imports
                + "<xs:element name=\"s\" type=\"s:t\" xmlns:s=\"urn:secret\"/>"
                + "<xs:element name=\"p\" type=\"p:t\" xmlns:p=\"urn:pipe\"/></xs:schema>");
        org.xwb.xml.schema.SchemaModel model = org.xwb.xml.schema.SchemaModel.load(remote, TestKit.kit());
        model.schema().validate();
        assertEquals(3, model.refused().size(), "the remote include and both files outside the folder: " + model.refused());
        assertEquals(List.of("p", "r", "s"), model.globalElementNames().stream().sorted().toList());
    }

    @Test
    void schemaLocationHintsInDocumentsAreNotFollowed() throws Exception {
        CompiledSchema custacc = CompiledSchema.compile(TestKit.kit().custaccSchema());
        String document = Files.readString(TestKit.kit().documents().resolve("custacc.xml"))
                .replace("custacc.xsd\"", "custacc.xsd http://example.org/other " + hostile.httpUri("hint.xsd") + "\"")
                .replace("xmlns:xsi=", "xmlns:other=\"http://example.org/other\" xsi:noNamespaceSchemaLocation=\""
                        + hostile.httpUri("nons.xsd") + "\" xmlns:xsi=");
        DocumentResult result = new DocumentValidator(org.xwb.xml.validate.SchemaCatalog.of(custacc))
                .validate("hinted.xml", document.getBytes(StandardCharsets.UTF_8));
        assertTrue(result.isValid(), result.problems().toString());
    }

    @Test
    void plainValidatorAndTransformerReadNothingExternal() throws Exception {
        CompiledSchema custacc = CompiledSchema.compile(TestKit.kit().custaccSchema());
        for (String payload : List.of(hostile.xxeDocument(), HostileInput.billionLaughs())) {
            SAXException refused = assertThrows(SAXException.class,
                    () -> assertTimeoutPreemptively(Duration.ofSeconds(10), () -> custacc.newValidator()
                            .validate(new StreamSource(new StringReader(payload)))));
            assertNoSecret(refused.getMessage());
            var transformed = new java.io.StringWriter();
            assertThrows(javax.xml.transform.TransformerException.class,
                    () -> assertTimeoutPreemptively(Duration.ofSeconds(10), () -> HardenedParsers.transformerFactory()
                            .newTransformer().transform(new StreamSource(new StringReader(payload)),
                                    new javax.xml.transform.stream.StreamResult(transformed))));
            assertNoSecret(transformed.toString());
        }
    }

    @Test
    void saxonProcessorIsRestricted() {
        Processor processor = HardenedSaxon.processor();
        SaxonApiException refused = assertThrows(SaxonApiException.class,
                () -> processor.newXPathCompiler().evaluate("unparsed-text('" + hostile.secretUri() + "')", null));
        assertNoSecret(refused.getMessage());
        assertThrows(SaxonApiException.class, () -> processor.newDocumentBuilder()
                .build(new StreamSource(new StringReader(hostile.xxeDocument()))), "even a plain StreamSource");
    }

    private static void assertNoSecret(String output) {
        assertFalse(output.contains(HostileInput.SECRET_MARKER), "the secret leaked: " + output);
        assertFalse(output.contains("root:x:0:0"), "/etc/passwd leaked: " + output);
    }
}
