package org.xwb.xml.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.xwb.model.secure.HardenedParsers;

/**
 * Referential consistency, read back from the documents themselves (not from the generator's
 * internals): every order's account belongs to a generated customer, every symbol is a generated
 * security, and the reported id ranges are exactly the ids in the documents.
 */
class GeneratedDocumentsConsistentTest {

    private static final XMLInputFactory STAX = HardenedParsers.xmlInputFactory();

    private static final Set<Long> customerIds = new TreeSet<>();
    private static final Set<Long> accountIds = new TreeSet<>();
    private static final Set<Long> securityIds = new TreeSet<>();
    private static final Set<String> securitySymbols = new HashSet<>();
    private static final Set<String> heldSymbols = new HashSet<>();
    private static final Set<Long> orderIds = new TreeSet<>();
    private static final List<String> orderAccounts = new ArrayList<>();
    private static final List<String> orderSymbols = new ArrayList<>();

    @BeforeAll
    static void readDocuments() throws XMLStreamException {
        GeneratedCorpus corpus = GeneratedCorpus.get();
        for (GeneratedDocument security : corpus.of(DocumentKind.SECURITY)) {
            Map<String, String> values = read(security, Map.of("Security/@id", "id", "Symbol", "symbol"));
            securityIds.add(Long.parseLong(values.get("id")));
            assertTrue(securitySymbols.add(values.get("symbol")), "duplicate symbol " + values.get("symbol"));
            assertEquals(security.id(), Long.parseLong(values.get("id")));
        }
        for (GeneratedDocument customer : corpus.of(DocumentKind.CUSTACC)) {
            readCustomer(customer);
        }
        for (GeneratedDocument order : corpus.of(DocumentKind.ORDER)) {
            Map<String, String> values = read(order, Map.of("Order/@ID", "id", "Order/@Acct", "account",
                    "Instrmt/@Sym", "symbol"));
            orderIds.add(Long.parseLong(values.get("id")));
            orderAccounts.add(values.get("account"));
            orderSymbols.add(values.get("symbol"));
        }
    }

    @Test
    void everyOrderReferencesAnExistingAccountAndSecurity() {
        Set<String> accounts = new HashSet<>();
        accountIds.forEach(id -> accounts.add(Long.toString(id)));
        for (int i = 0; i < orderAccounts.size(); i++) {
            assertTrue(accounts.contains(orderAccounts.get(i)), "order " + i + " has unknown account " + orderAccounts.get(i));
            assertTrue(securitySymbols.contains(orderSymbols.get(i)), "order " + i + " has unknown symbol " + orderSymbols.get(i));
        }
        assertTrue(securitySymbols.containsAll(heldSymbols), "holdings reference generated securities only");
        assertTrue(new HashSet<>(orderAccounts).size() > accountIds.size() / 2, "orders spread over the accounts");
    }

    @Test
    void fiveOrdersPerCustomer() {
        assertEquals(GeneratedCorpus.CUSTOMERS, customerIds.size());
        assertEquals(5 * GeneratedCorpus.CUSTOMERS, orderIds.size());
    }

    @Test
    void reportedIdRangesAreExactlyTheIdsInTheDocuments() {
        IdRanges ranges = GeneratedCorpus.get().generator.idRanges();
        assertContiguous(ranges.customers(), customerIds);
        assertContiguous(ranges.accounts(), accountIds);
        assertContiguous(ranges.orders(), orderIds);
        assertContiguous(ranges.securities(), securityIds);
        assertTrue(accountIds.size() > customerIds.size(), "customers have one or more accounts");
    }

    private static void assertContiguous(IdRange range, Set<Long> ids) {
        assertEquals(range.count(), ids.size(), range + " vs ids found");
        assertEquals(range.first(), ((TreeSet<Long>) ids).first());
        assertEquals(range.last(), ((TreeSet<Long>) ids).last());
    }

    private static void readCustomer(GeneratedDocument customer) throws XMLStreamException {
        XMLStreamReader reader = STAX.createXMLStreamReader(new ByteArrayInputStream(customer.content()));
        String parent = "";
        while (reader.hasNext()) {
            if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            String name = reader.getLocalName();
            if ("Customer".equals(name)) {
                long id = Long.parseLong(reader.getAttributeValue(null, "id"));
                assertEquals(customer.id(), id);
                customerIds.add(id);
            } else if ("Account".equals(name)) {
                assertTrue(accountIds.add(Long.parseLong(reader.getAttributeValue(null, "id"))), "account ids are unique");
            } else if ("Position".equals(name)) {
                parent = "Position";
            } else if ("Symbol".equals(name) && "Position".equals(parent)) {
                heldSymbols.add(reader.getElementText());
                parent = "";
            }
        }
    }

    /** Values of simple paths: "Element/@attr" (first such element) or "Element" (its text). */
    private static Map<String, String> read(GeneratedDocument document, Map<String, String> paths)
            throws XMLStreamException {
        Map<String, String> values = new HashMap<>();
        XMLStreamReader reader = STAX.createXMLStreamReader(new ByteArrayInputStream(document.content()));
        while (reader.hasNext() && values.size() < paths.size()) {
            if (reader.next() != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            String element = reader.getLocalName();
            for (Map.Entry<String, String> path : paths.entrySet()) {
                String[] parts = path.getKey().split("/@");
                if (!parts[0].equals(element) || values.containsKey(path.getValue())) {
                    continue;
                }
                if (parts.length == 2) {
                    values.put(path.getValue(), reader.getAttributeValue(null, parts[1]));
                } else {
                    values.put(path.getValue(), reader.getElementText());
                    break; // the reader has moved past this element
                }
            }
        }
        assertEquals(paths.size(), values.size(), document.fileName() + " lacks one of " + paths.keySet());
        return values;
    }
}
