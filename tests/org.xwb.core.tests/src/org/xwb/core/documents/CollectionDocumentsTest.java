package org.xwb.core.documents;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.DocumentStream.UnreadableDocumentException;
import org.xwb.model.Collection;
import org.xwb.model.DocumentSource;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.XwbFactory;

class CollectionDocumentsTest {

    @TempDir
    Path workloadDir;

    private static Collection customers(String directory, String prefix, int first, int last) {
        Collection c = XwbFactory.eINSTANCE.createCollection();
        c.setName("custacc");
        c.setIdPath("/c:Customer/@id");
        NamespaceBinding ns = XwbFactory.eINSTANCE.createNamespaceBinding();
        ns.setPrefix("c");
        ns.setUri("http://tpox-benchmark.com/custacc");
        c.getNamespaces().add(ns);
        DocumentSource source = XwbFactory.eINSTANCE.createDocumentSource();
        source.setDirectory(directory);
        source.setFilePrefix(prefix);
        source.setFilePostfix(".xml");
        source.setFirstFileId(first);
        source.setLastFileId(last);
        source.setDocsPerFile(3);
        c.setDocuments(source);
        return c;
    }

    private static String customer(long id) {
        return "<?xml version=\"1.0\"?>\n<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"" + id
                + "\"><Name>n" + id + "</Name></Customer>";
    }

    private void write(String file, String content) throws Exception {
        Path path = workloadDir.resolve(file);
        Files.createDirectories(path.getParent());
        Files.writeString(path, content);
    }

    private static List<Object> drain(DocumentStream stream) {
        List<Object> out = new ArrayList<>();
        while (stream.hasNext()) {
            try {
                out.add(stream.next());
            } catch (UnreadableDocumentException e) {
                out.add(e);
            }
        }
        stream.close();
        return out;
    }

    @Test
    void tpoxBatchFilesAreReadInIdOrderWithIdsAndOrigins() throws Exception {
        write("data/cust1.xml", customer(1) + "\n" + customer(2) + "\n" + customer(3) + "\n");
        write("data/cust2.xml", customer(4) + "\n" + customer(5) + "\n" + customer(6) + "\n");
        write("data/cust10.xml", customer(99)); // outside firstFileId..lastFileId

        List<Object> docs = drain(CollectionDocuments.open(customers("data", "cust", 1, 2), workloadDir));

        assertEquals(6, docs.size());
        Document fourth = (Document) docs.get(3);
        assertEquals(4, fourth.id());
        assertEquals("data/cust2.xml#1", fourth.origin());
        assertArrayEquals(customer(4).getBytes(StandardCharsets.UTF_8), fourth.content());
    }

    @Test
    void withoutAPrefixEveryXmlFileOfTheFolderIsReadInNaturalOrder() throws Exception {
        write("one/c10.xml", customer(10));
        write("one/c2.xml", customer(2));
        write("one/notes.txt", "not a document");
        write("one/.hidden.xml", customer(77));

        List<Object> docs = drain(CollectionDocuments.open(customers("one", null, 0, 0), workloadDir));

        assertEquals(List.of(2L, 10L), docs.stream().map(d -> ((Document) d).id()).toList());
    }

    @Test
    void unreadableDocumentsAreNamedWithFileLineAndColumnAndTheStreamGoesOn() throws Exception {
        write("bad/cust1.xml", customer(1) + "\n"
                + "<?xml version=\"1.0\"?>\n<Customer xmlns=\"http://tpox-benchmark.com/custacc\"\n name=\"a<b\" id=\"2\"></Customer>\n"
                + "<Customer xmlns=\"http://tpox-benchmark.com/custacc\"><Name/></Customer>\n"
                + "<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"x7\"/>\n" + customer(5));

        List<Object> docs = drain(CollectionDocuments.open(customers("bad", "cust", 1, 1), workloadDir));

        assertEquals(5, docs.size());
        assertEquals(1, ((Document) docs.get(0)).id());
        UnreadableDocumentException malformed = (UnreadableDocumentException) docs.get(1);
        assertEquals("bad/cust1.xml#2", malformed.origin());
        assertTrue(malformed.reason().startsWith("not well-formed XML at line 5, column"), malformed.reason());
        assertTrue(malformed.reason().contains("<"), malformed.reason());
        assertTrue(((UnreadableDocumentException) docs.get(2)).reason().startsWith("no id at /c:Customer/@id"));
        assertTrue(((UnreadableDocumentException) docs.get(3)).reason().contains("\"x7\" at /c:Customer/@id is not a whole number"));
        assertEquals(5, ((Document) docs.get(4)).id());
    }

    @Test
    void aMissingBatchFileIsNamedBeforeAnythingIsRead() throws Exception {
        write("gap/cust1.xml", customer(1));
        write("gap/cust3.xml", customer(3));
        UncheckedIOException error = assertThrows(UncheckedIOException.class,
                () -> CollectionDocuments.open(customers("gap", "cust", 1, 3), workloadDir));
        assertTrue(error.getMessage().contains("cust2.xml"), error.getMessage());
    }

    @Test
    void aDocumentInAnotherEncodingIsHandedOnAsUtf8WithItsDeclarationRewritten() throws Exception {
        String latin = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
                + "<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"3\"><Name>Zürich</Name></Customer>";
        Path file = workloadDir.resolve("latin/c1.xml");
        Files.createDirectories(file.getParent());
        Files.write(file, latin.getBytes(StandardCharsets.ISO_8859_1));

        Document doc = (Document) drain(CollectionDocuments.open(customers("latin", null, 0, 0), workloadDir)).get(0);

        assertEquals(latin.replace("ISO-8859-1", "UTF-8"), new String(doc.content(), StandardCharsets.UTF_8));
    }

    @Test
    void anEmptyFolderGivesNoDocuments() throws Exception {
        Files.createDirectories(workloadDir.resolve("empty"));
        assertFalse(CollectionDocuments.open(customers("empty", null, 0, 0), workloadDir).hasNext());
    }

    @Test
    void naturalOrderComparesDigitRunsByValue() {
        assertTrue(DocumentFiles.naturalCompare("batch2.xml", "batch10.xml") < 0);
        assertTrue(DocumentFiles.naturalCompare("batch010.xml", "batch9.xml") > 0);
        assertEquals(0, DocumentFiles.naturalCompare("a1", "a1"));
    }
}
