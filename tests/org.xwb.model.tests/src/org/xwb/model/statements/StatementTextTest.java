package org.xwb.model.statements;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;
import org.xwb.model.statements.StatementText.Marker;
import org.xwb.testing.SampleWorkloads;

class StatementTextTest {

    @Test
    void jdbcMarkersAreFoundInOrderWithTheirOffsets() {
        assertEquals(List.of(new Marker(24, 1, 0), new Marker(34, 1, 0)),
                StatementText.markers("SELECT * FROM t WHERE a=? AND b = ?"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "single-quoted literal      | SELECT '?' FROM t WHERE a = ?                          | 1",
            "doubled quote in literal   | SELECT 'it''s ?' FROM t WHERE a = ?                    | 1",
            "double-quoted name         | SELECT \"col?\" FROM t WHERE a = ?                       | 1",
            "XQuery string in SQL       | SELECT XMLQUERY('$d/a[b = \"?\"]' PASSING doc AS \"d\") FROM t WHERE id = ? | 1",
            "line comment               | SELECT a FROM t -- what is ?\\nWHERE a = ?              | 1",
            "block comment              | SELECT a /* ? ? */ FROM t WHERE a = ?                  | 1",
            "XQuery comment             | xquery for $x in db2-fn:xmlcolumn('T.DOC') (: ? :) return $x | 0",
            "unterminated literal       | SELECT 'oops ? FROM t                                  | 0",
            "no markers                 | SELECT 1 FROM sysibm.sysdummy1                         | 0" })
    void markersInLiteralsAndCommentsAreNotMarkers(String what, String text, int expected) {
        assertEquals(expected, StatementText.markers(text.replace("\\n", "\n")).size(), what);
    }

    @Test
    void textualMarkersCarryTheirNumberAndConcatenationIsNoMarker() {
        List<Marker> markers = StatementText.markers("xquery $d/Customer[@id = |12 and Name = \"|3\"] || |2 ||1");
        assertEquals(List.of(new Marker(25, 3, 12), new Marker(49, 2, 2)), markers);
    }

    @Test
    void theParameterCountIsTheQuestionMarksAcrossTextsOrTheHighestTextualMarker() {
        Statement jdbc = SampleWorkloads.statement("db2", "SELECT doc FROM t WHERE id = ?", "UPDATE t SET doc = ? WHERE id = ?");
        assertEquals(3, StatementText.parameterCount(jdbc));
        Statement textual = SampleWorkloads.statement("db2", "xquery $d[@id = |1]", "xquery $e[@id = |3 or @id = |1]");
        assertEquals(3, StatementText.parameterCount(textual));
    }

    @ParameterizedTest(name = "{0} <- [{1}]")
    @CsvSource(delimiter = '|', value = {
            "QUERY  | SELECT 1 FROM t",
            "QUERY  | '  (SELECT 1 FROM t) UNION (SELECT 2 FROM u)'",
            "QUERY  | WITH x AS (SELECT 1 FROM t) SELECT * FROM x",
            "QUERY  | xquery for $c in db2-fn:xmlcolumn('CUSTACC.DOC') return $c",
            "QUERY  | VALUES 1",
            "QUERY  | -- leading comment\\nselect 1 from t",
            "QUERY  | /* hint */ SELECT 1 FROM t",
            "QUERY  | (: XQuery comment :) for $x in /a return $x",
            "INSERT | INSERT INTO t VALUES (?, ?)",
            "UPDATE | update t set doc = ? where id = ?",
            "UPDATE | MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN UPDATE SET doc = s.doc",
            "DELETE | DELETE FROM t WHERE id = ?",
            "OTHER  | CALL proc(?)",
            "OTHER  | ''" })
    void theKindOfATextComesFromItsFirstKeyword(TransactionKind kind, String text) {
        assertEquals(kind, StatementText.kindOf(text.replace("\\n", "\n")));
    }

    @Test
    void aReadThenUpdateTransactionIsAnUpdate() {
        Transaction update = SampleWorkloads.transaction("upd_custacc", 3, "db2",
                "SELECT doc FROM custacc WHERE id = ?", "UPDATE custacc SET doc = ? WHERE id = ?");
        assertEquals(TransactionKind.UPDATE, update.getKind());
        Transaction delete = SampleWorkloads.transaction("archive", 3, "db2",
                "INSERT INTO archive SELECT * FROM t WHERE id = ?", "DELETE FROM t WHERE id = ?");
        assertEquals(TransactionKind.DELETE, delete.getKind());
        assertEquals(TransactionKind.OTHER, SampleWorkloads.F.createTransaction().getKind());
    }
}
