package org.xwb.core.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.core.target.DocumentStream;
import org.xwb.model.Collection;
import org.xwb.model.XwbFactory;
import org.xwb.testing.DocumentStreams;
import org.xwb.testing.SampleWorkloads;

class DocumentsTest {

    static final XwbFactory F = XwbFactory.eINSTANCE;

    @TempDir
    Path dir;

    static Collection customers(String folder) {
        Collection c = SampleWorkloads.collection("custacc", 1000, 1009);
        c.setIdPath("/c:Customer/@id");
        c.getNamespaces().add(SampleWorkloads.namespace("c", "http://tpox-benchmark.com/custacc"));
        c.setDocuments(SampleWorkloads.folder(folder)); // a folder of one-document *.xml files (no batch-file prefix)
        return c;
    }

    static void customer(Path folder, String file, long id) throws Exception {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve(file), "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
                + "<Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"" + id + "\"><Name>n" + id + "</Name></Customer>");
    }

    @Test
    void documentsComeInNaturalNameOrderWithTheIdsOfTheirIdPath() throws Exception {
        Path folder = dir.resolve("docs");
        customer(folder, "cust10.xml", 2010);
        customer(folder, "cust2.xml", 2002);
        customer(folder, "cust1.xml", 2001);
        Files.writeString(folder.resolve("readme.txt"), "not a document");
        List<Long> ids = new ArrayList<>();
        List<String> names = new ArrayList<>();
        try (DocumentStream stream = org.xwb.core.documents.CollectionDocuments.open(customers("docs"), dir)) {
            stream.forEachRemaining(d -> {
                ids.add(d.id());
                names.add(Path.of(d.origin()).getFileName().toString());
            });
        }
        assertEquals(List.of("cust1.xml#1", "cust2.xml#1", "cust10.xml#1"), names, "file and document number");
        assertEquals(List.of(2001L, 2002L, 2010L), ids);
    }

    @Test
    void aDocumentWithADoctypeIsRefused() throws Exception {
        Path folder = dir.resolve("evil");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("cust1.xml"), "<?xml version=\"1.0\"?><!DOCTYPE c [<!ENTITY x SYSTEM "
                + "\"file:///etc/passwd\">]><Customer xmlns=\"http://tpox-benchmark.com/custacc\" id=\"&x;\"/>");
        try (DocumentStream stream = org.xwb.core.documents.CollectionDocuments.open(customers("evil"), dir)) {
            RuntimeException e = assertThrows(DocumentStream.UnreadableDocumentException.class, stream::next);
            assertTrue(e.getMessage().contains("cust1.xml"), e.getMessage());
        }
    }

    @Test
    void usersTakeInterleavedDocumentsEachOnce() throws Exception {
        Path folder = dir.resolve("docs");
        for (int i = 1; i <= 5; i++) {
            customer(folder, "cust" + i + ".xml", 3000 + i);
        }
        Collection c = customers("docs");
        ValueContext context = new ValueContext(dir, org.xwb.core.documents.CollectionDocuments::open);
        var marker = F.createParameterMarker();
        marker.setType(org.xwb.model.ParameterType.XML);
        var files = F.createFilesSource();
        files.setCollection(c);
        marker.setSource(files);
        ValueGeneratorFactory f = ValueSources.compile(marker, 1, "Transaction insert", context);
        ValueGenerator user0 = f.forUser(0, 2);
        ValueGenerator user1 = f.forUser(1, 2);
        // user 1 runs ahead: the feed reads on and keeps what user 0 has yet to take
        assertEquals(3002, ((DocumentValue) user1.next(null, null)).document().id());
        assertEquals(3004, ((DocumentValue) user1.next(null, null)).document().id());
        assertEquals(3001, ((DocumentValue) user0.next(null, null)).document().id());
        assertEquals(3003, ((DocumentValue) user0.next(null, null)).document().id());
        DocumentValue last = (DocumentValue) user0.next(null, null);
        assertEquals(3005, last.document().id());
        assertTrue(last.text().contains("n3005"));
        ValueSourceException e = assertThrows(ValueSourceException.class, () -> user1.next(null, null));
        assertTrue(e.getMessage().contains("no document left for user 2"), e.getMessage());
        context.close();
    }

    @Test
    void aFeedOverAStreamHandsOutEachIndexOnce() {
        StreamDocumentFeed feed = new StreamDocumentFeed(
                DocumentStreams.stream(DocumentStreams.documents(0, 4, i -> "<d>" + i + "</d>")));
        assertEquals(2, feed.get(2).id());
        assertEquals(0, feed.get(0).id());
        assertEquals(3, feed.get(3).id());
        assertEquals(1, feed.get(1).id());
        assertNull(feed.get(4));
        assertThrows(IllegalStateException.class, () -> feed.get(1));
    }
}
