package org.xwb.model.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StatementRiskTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "query                          | SELECT doc FROM orders WHERE id = ?",
            "select for update              | SELECT doc FROM custacc WHERE id = ? FOR UPDATE",
            "insert                         | INSERT INTO orders (id, doc) VALUES (?, ?)",
            "delete with where              | DELETE FROM orders WHERE id = ?",
            "update with where on a new line| UPDATE custacc SET doc = ?\\nWHERE id = ?",
            "with clause then update        | WITH x AS (SELECT 1) UPDATE t SET a = 1 WHERE b = 2",
            "XQuery                         | XQUERY for $o in db2-fn:xmlcolumn('ORDERS.DOC') return $o",
            "upsert                         | INSERT INTO t VALUES (1) ON CONFLICT (id) DO UPDATE SET a = 2" })
    void ordinaryStatementsRunWithoutAsking(String what, String text) {
        assertEquals(Optional.empty(), StatementRisk.confirmationNeeded(text.replace("\\n", "\n")), what);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "delete everything              | DELETE FROM orders                                           | DELETE without WHERE",
            "update everything              | update custacc set doc = doc                                  | UPDATE without WHERE",
            "where only in a subquery       | UPDATE t SET a = (SELECT max(b) FROM u WHERE u.id = 1)       | UPDATE without WHERE",
            "where only in a literal        | DELETE FROM t -- WHERE id = 1                                 | DELETE without WHERE",
            "where only in a string         | UPDATE t SET note = 'WHERE'                                   | UPDATE without WHERE",
            "drop                           | DROP INDEX order_id                                           | DROP is DDL",
            "create after a comment         | /* new index */ CREATE INDEX i ON orders (id)                 | CREATE is DDL",
            "alter                          | alter table orders add column note text                       | ALTER is DDL",
            "truncate                       | TRUNCATE orders                                               | TRUNCATE is DDL" })
    void ddlAndUnfilteredWritesAskFirst(String what, String text, String reason) {
        Optional<String> found = StatementRisk.confirmationNeeded(text);
        assertTrue(found.isPresent() && found.get().startsWith(reason), what + ": " + found);
    }
}
