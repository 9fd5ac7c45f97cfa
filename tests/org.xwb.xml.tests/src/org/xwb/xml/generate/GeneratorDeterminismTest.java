package org.xwb.xml.generate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;
import org.xwb.xml.TestKit;

/** Same seed and scale, same bytes: sequentially, in parallel, by random access. */
class GeneratorDeterminismTest {

    private static TpoxGenerator generator(long customers, long seed) {
        return new TpoxGenerator(TestKit.lists(), GeneratorSettings.forCustomers(customers, seed, TestKit.lists().symbolCount()));
    }

    @Test
    void sameSeedGivesByteIdenticalDocuments() throws Exception {
        assertEquals(digest(generator(300, 99)), digest(generator(300, 99)));
    }

    @Test
    void anotherSeedGivesOtherDocuments() throws Exception {
        assertNotEquals(digest(generator(300, 99)), digest(generator(300, 100)));
    }

    @Test
    void parallelGenerationMakesTheSameDocuments() throws Exception {
        TpoxGenerator generator = generator(300, 5);
        Map<String, byte[]> sequential = new ConcurrentHashMap<>();
        generator.generate(document -> sequential.put(document.fileName(), document.content()));
        Map<String, byte[]> parallel = new ConcurrentHashMap<>();
        generator.generate(3, document -> parallel.put(document.fileName(), document.content()));
        assertEquals(sequential.keySet(), parallel.keySet());
        sequential.forEach((name, content) -> assertArrayEquals(content, parallel.get(name), name));
    }

    @Test
    void aDocumentDoesNotDependOnWhatWasGeneratedBefore() {
        TpoxGenerator generator = generator(300, 5);
        DocumentFactory first = generator.newFactory();
        GeneratedDocument direct = first.document(DocumentKind.CUSTACC, 123);
        DocumentFactory second = generator.newFactory();
        second.document(DocumentKind.ORDER, 7);
        second.document(DocumentKind.SECURITY, 200);
        assertArrayEquals(direct.content(), second.document(DocumentKind.CUSTACC, 123).content());
    }

    private static String digest(TpoxGenerator generator) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        generator.generate(document -> {
            sha.update(document.kind().name().getBytes());
            sha.update(document.content());
        });
        return HexFormat.of().formatHex(sha.digest());
    }
}
