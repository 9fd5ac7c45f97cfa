package org.xwb.xml.generate;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.xwb.xml.TestKit;

/**
 * One generated data set shared by the generator tests (made once per JVM): 1,000 customers,
 * hence 1,000 securities and 5,000 orders.
 */
final class GeneratedCorpus {

    static final long CUSTOMERS = 1000;
    static final long SEED = 20261122;

    private static GeneratedCorpus instance;

    final TpoxGenerator generator;
    final Map<DocumentKind, List<GeneratedDocument>> documents = new EnumMap<>(DocumentKind.class);

    private GeneratedCorpus() {
        generator = new TpoxGenerator(TestKit.lists(),
                GeneratorSettings.forCustomers(CUSTOMERS, SEED, TestKit.lists().symbolCount()));
        Iterator<GeneratedDocument> all = generator.documents();
        while (all.hasNext()) {
            GeneratedDocument document = all.next();
            documents.computeIfAbsent(document.kind(), k -> new ArrayList<>()).add(document);
        }
    }

    static synchronized GeneratedCorpus get() {
        if (instance == null) {
            instance = new GeneratedCorpus();
        }
        return instance;
    }

    List<GeneratedDocument> of(DocumentKind kind) {
        return documents.get(kind);
    }
}
