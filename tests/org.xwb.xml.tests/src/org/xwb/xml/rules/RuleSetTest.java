package org.xwb.xml.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.xml.TestKit;
import org.xwb.xml.validate.XmlProblem;

/** The kit's order rules: real orders pass, broken business facts are reported with rule id and place. */
class RuleSetTest {

    @TempDir
    Path temp;

    @Test
    void theKitsRealOrdersPass() throws Exception {
        RuleChecker checker = RuleSet.load(TestKit.kit().orderRules()).newChecker();
        for (String order : List.of("order123.xml", "order654.xml")) {
            assertEquals(List.of(), checker.check(TestKit.kit().documents().resolve(order)), order);
        }
    }

    @Test
    void eachBrokenRuleIsReportedAtItsElement() throws Exception {
        String order = """
                <FIXML xmlns="http://www.fixprotocol.org/FIXML-4-4">
                  <Order ID="1" Acct="100000001" TrdDt="2004-01-10" SettlDt="2004-01-05" Typ="2" Side="1" TxnTm="2004-01-10T00:00:00">
                    <Instrmt Sym="IBM"/>
                    <OrdQty Qty="-5" Cash="0"/>
                  </Order>
                </FIXML>
                """;
        List<XmlProblem> problems = RuleSet.load(TestKit.kit().orderRules()).newChecker().check("bad.xml",
                order.getBytes(StandardCharsets.UTF_8));
        assertEquals(List.of("order-quantity-positive", "order-cash-positive", "limit-order-has-price",
                "trade-date-not-after-settlement"), problems.stream().map(XmlProblem::ruleId).toList());
        XmlProblem quantity = problems.get(0);
        assertEquals(4, quantity.line());
        assertTrue(quantity.column() > 1);
        assertEquals("bad.xml:4:" + quantity.column() + ": [order-quantity-positive] The order quantity must be positive, is -5.",
                quantity.format());
        assertEquals(2, problems.get(3).line());
        assertTrue(problems.get(3).message().contains("2004-01-10") && problems.get(3).message().contains("2004-01-05"));
    }

    @Test
    void aRuleThatCannotBeEvaluatedIsReportedNotThrown() throws Exception {
        String order = "<FIXML xmlns=\"http://www.fixprotocol.org/FIXML-4-4\"><Order Acct=\"1\"><Instrmt Sym=\"X\"/>"
                + "<OrdQty Qty=\"many\"/></Order></FIXML>";
        List<XmlProblem> problems = RuleSet.load(TestKit.kit().orderRules()).newChecker().check("x.xml",
                order.getBytes(StandardCharsets.UTF_8));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).message().startsWith("test could not be evaluated"), problems.get(0).message());
    }

    @Test
    void aBadXPathInARulesFileIsLocated() throws IOException {
        Path rules = temp.resolve("rules.xml");
        Files.writeString(rules, """
                <rules xmlns="http://xwb.org/ns/rules/1">
                  <rule id="ok" context="/*" test="true()">fine</rule>
                  <rule id="broken" context="/*" test="count(">broken</rule>
                </rules>
                """);
        RuleFileException error = assertThrows(RuleFileException.class, () -> RuleSet.load(rules));
        assertTrue(error.getMessage().startsWith(rules + ":3:"), error.getMessage());
        assertTrue(error.getMessage().contains("'broken'"), error.getMessage());
    }

    @Test
    void aFileThatIsNotARulesFileIsRefused() {
        RuleFileException error = assertThrows(RuleFileException.class,
                () -> RuleSet.load(TestKit.kit().documents().resolve("order123.xml")));
        assertTrue(error.getMessage().contains("<rules"), error.getMessage());
    }
}
