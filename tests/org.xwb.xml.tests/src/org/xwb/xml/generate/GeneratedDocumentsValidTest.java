package org.xwb.xml.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.xwb.xml.TestKit;
import org.xwb.xml.TpoxKit;
import org.xwb.xml.rules.RuleChecker;
import org.xwb.xml.rules.RuleSet;
import org.xwb.xml.validate.DocumentResult;
import org.xwb.xml.validate.DocumentValidator;
import org.xwb.xml.validate.RootName;
import org.xwb.xml.validate.XmlProblem;

/** Every generated document is valid against the kit's real schemas, and orders pass the kit's rules. */
class GeneratedDocumentsValidTest {

    @ParameterizedTest
    @EnumSource(DocumentKind.class)
    void everyDocumentOfAKindIsSchemaValid(DocumentKind kind) {
        List<GeneratedDocument> documents = GeneratedCorpus.get().of(kind);
        assertTrue(documents.size() >= 1000, kind + ": at least 1,000 documents, got " + documents.size());
        DocumentValidator validator = new DocumentValidator(TestKit.schemas());
        List<XmlProblem> problems = new ArrayList<>();
        for (GeneratedDocument document : documents) {
            DocumentResult result = validator.validate(document.fileName(), document.content());
            assertEquals(expectedRoot(kind), result.root(), document.fileName());
            problems.addAll(result.problems());
        }
        assertEquals(List.of(), problems.stream().limit(20).toList(), kind + " documents with problems");
    }

    @Test
    void everyOrderPassesTheKitsBusinessRules() throws Exception {
        RuleChecker rules = RuleSet.load(TestKit.kit().orderRules()).newChecker();
        List<XmlProblem> failures = new ArrayList<>();
        for (GeneratedDocument order : GeneratedCorpus.get().of(DocumentKind.ORDER)) {
            failures.addAll(rules.check(order.fileName(), order.content()));
        }
        assertEquals(List.of(), failures.stream().limit(20).toList());
    }

    @Test
    void oneLineDocumentsAreValidToo() {
        TpoxGenerator generator = new TpoxGenerator(TestKit.lists(),
                GeneratorSettings.forCustomers(50, 7, TestKit.lists().symbolCount()).withLayout(Layout.ONE_LINE));
        DocumentValidator validator = new DocumentValidator(TestKit.schemas());
        generator.documents().forEachRemaining(document -> {
            String text = document.text();
            assertEquals(text.length() - 1, text.indexOf('\n'), "only the final line end: " + document.fileName());
            assertEquals(List.of(), validator.validate(document.fileName(), document.content()).problems());
        });
    }

    private static RootName expectedRoot(DocumentKind kind) {
        return switch (kind) {
        case CUSTACC -> new RootName(TpoxKit.CUSTACC_NAMESPACE, "Customer");
        case SECURITY -> new RootName(TpoxKit.SECURITY_NAMESPACE, "Security");
        case ORDER -> new RootName(TpoxKit.FIXML_NAMESPACE, "FIXML");
        };
    }
}
