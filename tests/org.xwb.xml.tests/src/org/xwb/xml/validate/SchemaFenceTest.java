package org.xwb.xml.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.secure.SchemaFence;
import org.xwb.testing.WorkspaceProperty;
import org.xwb.xml.TestKit;
import org.xwb.xml.paths.SchemaPaths;

/**
 * A schema's includes and imports resolve only inside its own folder tree, the workspace or the
 * kit's schemas: an absolute file elsewhere, a way out with ../, a link out of the folder and any
 * network location are refused, located at the reference, and never read.
 */
class SchemaFenceTest {

    private static final String XS = "xmlns:xs=\"http://www.w3.org/2001/XMLSchema\"";

    @TempDir
    Path temp;
    private Path schemas;
    private Path outside;
    private WorkspaceProperty workspace;

    @BeforeEach
    void folders() throws IOException {
        schemas = Files.createDirectories(temp.resolve("project/schemas"));
        outside = Files.createDirectories(temp.resolve("elsewhere"));
        Files.writeString(outside.resolve("leak.xsd"), "<xs:schema " + XS + "><xs:element name=\"leak\"/></xs:schema>");
        workspace = WorkspaceProperty.set(Files.createDirectories(temp.resolve("workspace")));
    }

    @AfterEach
    void restore() {
        workspace.close();
    }

    @Test
    void anIncludeOfAnAbsolutePathElsewhereIsRefusedAtItsLine() throws Exception {
        Path main = schema("main.xsd", "<xs:include schemaLocation=\"" + outside.resolve("leak.xsd").toUri() + "\"/>");
        XmlProblem problem = onlyProblem(main);
        assertEquals(main.toString(), problem.file());
        assertEquals(2, problem.line());
        assertTrue(problem.message().contains("is outside the folders a schema may read"), problem.format());

        Path passwd = schema("passwd.xsd", "<xs:include schemaLocation=\"file:///etc/passwd\"/>");
        assertTrue(onlyProblem(passwd).message().contains("/etc/passwd is outside"), onlyProblem(passwd).format());
    }

    @Test
    void anIncludeOverHttpIsRefusedWithoutAConnection() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            String url = "http://127.0.0.1:" + server.getLocalPort() + "/types.xsd";
            Path main = schema("main.xsd", "<xs:include schemaLocation=\"" + url + "\"/>");
            XmlProblem problem = onlyProblem(main);
            assertEquals(2, problem.line());
            assertTrue(problem.message().contains("not http: locations (no network access)"), problem.format());
            server.setSoTimeout(200);
            assertThrows(SocketTimeoutException.class, server::accept, "nothing connected to " + url);
        }
    }

    @Test
    void aWayOutByDotsOrByALinkIsRefusedButTheSchemasOwnTreeAndTheWorkspaceAreOpen() throws Exception {
        Path dots = schema("dots.xsd", "<xs:include schemaLocation=\"../../elsewhere/leak.xsd\"/>");
        assertTrue(onlyProblem(dots).message().contains("is outside"), onlyProblem(dots).format());

        Files.createSymbolicLink(schemas.resolve("link.xsd"), outside.resolve("leak.xsd"));
        Path linked = schema("linked.xsd", "<xs:include schemaLocation=\"link.xsd\"/>");
        assertTrue(onlyProblem(linked).message().contains("leak.xsd is outside"), onlyProblem(linked).format());

        Files.createDirectories(schemas.resolve("parts"));
        Files.writeString(schemas.resolve("parts/types.xsd"), "<xs:schema " + XS + "><xs:element name=\"inTree\"/></xs:schema>");
        Path shared = Files.createDirectories(temp.resolve("workspace/schemas"));
        Files.writeString(shared.resolve("common.xsd"), "<xs:schema " + XS + "><xs:element name=\"inWorkspace\"/></xs:schema>");
        Path fine = schema("fine.xsd", "<xs:include schemaLocation=\"parts/types.xsd\"/>\n  <xs:include schemaLocation=\""
                + shared.resolve("common.xsd").toUri() + "\"/>");
        CompiledSchema compiled = CompiledSchema.compile(fine);
        assertEquals(List.of(fine), compiled.files());
    }

    @Test
    void anImportOfANamespaceElsewhereIsRefusedAndTheKitsOwnImportsStillWork() throws Exception {
        Path main = schema("import.xsd", "<xs:import namespace=\"urn:other\" schemaLocation=\"file:///etc/hostname\"/>");
        XmlProblem problem = onlyProblem(main);
        assertTrue(problem.message().contains("/etc/hostname is outside"), problem.format());
        CompiledSchema.compile(TestKit.kit().fixmlSchema()); // 41 files including each other in their folder
    }

    @Test
    void anotherResolverAsksTheSameFenceWithCheckAndRefusal() throws Exception {
        SchemaFence fence = new SchemaFence(CompiledSchema.fence(List.of(schemas.resolve("main.xsd"))));
        Path part = Files.writeString(Files.createDirectories(schemas.resolve("parts")).resolve("a.xsd"), "<x/>");
        assertEquals(Optional.of(part.toRealPath()), fence.check(part.toUri()));
        assertEquals(null, fence.refusal(part.toUri()));
        assertEquals(Optional.empty(), fence.check(outside.resolve("leak.xsd").toUri()));
        assertTrue(fence.refusal(outside.resolve("leak.xsd").toUri()).contains("leak.xsd is outside the folders"));
        assertTrue(fence.refusal(URI.create("http://127.0.0.1/a.xsd")).contains("no network access"));
        assertTrue(fence.refusal(URI.create("parts/a.xsd")).startsWith("only files are read"),
                "a relative location must be resolved first");
    }

    @Test
    void theEditorsSchemaPathsFollowOnlyWhatTheFenceAllows() throws Exception {
        Path main = schema("paths.xsd", "<xs:include schemaLocation=\"../../elsewhere/leak.xsd\"/>");
        SchemaPaths paths = SchemaPaths.read(main);
        assertEquals(List.of(main.toAbsolutePath().normalize()), paths.files(), "leak.xsd outside is not read");
        Files.writeString(Files.createDirectories(schemas.resolve("parts")).resolve("in.xsd"),
                "<xs:schema " + XS + "><xs:element name=\"inTree\"/></xs:schema>");
        Path inside = schema("inside.xsd", "<xs:include schemaLocation=\"parts/in.xsd\"/>");
        assertEquals(2, SchemaPaths.read(inside).files().size(), "a file in the schema's own tree is read");
    }

    private Path schema(String name, String body) throws IOException {
        return Files.writeString(schemas.resolve(name), "<xs:schema " + XS + ">\n  " + body
                + "\n  <xs:element name=\"root\"/>\n</xs:schema>\n");
    }

    private static XmlProblem onlyProblem(Path schema) {
        SchemaCompileException e = assertThrows(SchemaCompileException.class, () -> CompiledSchema.compile(schema));
        assertEquals(1, e.problems().size(), e.problems().toString());
        return e.problems().get(0);
    }
}
