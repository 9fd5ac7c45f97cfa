package org.xwb.targets.postgres;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.IndexHint.Presence;
import org.xwb.core.plan.IndexHint.Status;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.samples.SampleKit;
import org.xwb.core.target.TargetIndex;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.targets.testing.Tpox;

/**
 * Index hints on PostgreSQL without a server: which XML index serves each xpath() comparison (the
 * one whose expression the comparison repeats), what the hint proposes when none does, and the
 * comparisons the scanner must find or leave alone.
 */
class PostgresIndexHintsTest {

    private static final Path WORKLOADS = SampleKit.tpoxFolder().resolve("workloads");
    private static final PostgresStatements STATEMENTS = new PostgresStatements();
    private static final String NS = "ARRAY[ARRAY['o', '" + Tpox.FIXML_NS + "']]";

    /** Every index the kit declares usedBy a transaction serves that transaction's PostgreSQL statement. */
    @ParameterizedTest
    @ValueSource(strings = { "tpox-query-only.xwl", "tpox-mixed.xwl" })
    void everyUsedByOfTheKitServesItsStatement(String name) throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve(name));
        int checked = 0;
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                for (Transaction transaction : index.getUsedBy()) {
                    List<IndexHint> hints = hints(transaction, workload);
                    assertTrue(hints.stream().anyMatch(h -> h.status() == Status.SERVED
                            && h.matches().stream().anyMatch(m -> m.index().equals(index.getName()))),
                            name + ": " + index.getName() + " for " + transaction.getId() + ": " + hints);
                    checked++;
                }
            }
        }
        assertTrue(checked >= 10, "the kit declares usedBy for most queries: " + checked);
    }

    @Test
    void getOrdersComparisonIsServedByOrderIdAndTheHintRepeatsItsExpression() throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve("tpox-mixed.xwl"));
        Transaction getOrder = transaction(workload, "get_order");
        String sql = text(getOrder);
        List<IndexHint> hints = STATEMENTS.indexHints(sql, workload, TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE);

        assertEquals(1, hints.size(), "the select list's xpath() is no comparison: " + hints);
        IndexHint hint = hints.get(0);
        assertEquals("orders", hint.collection().getName());
        assertEquals("/o:FIXML/o:Order/@ID", hint.path());
        assertEquals(IndexKeyType.DOUBLE, hint.keyType(), "::double precision");
        assertEquals(List.of(new IndexHint.Match("order_id", true, Presence.UNKNOWN)), hint.matches());
        XmlIndex orderId = workload.getCollections().get(1).getIndexes().get(0);
        assertEquals(STATEMENTS.indexedExpression(hint.collection(), orderId), hint.expression());
        assertEquals(sql.substring(sql.indexOf("((xpath('/o:FIXML/o:Order/@ID'")), sql.substring(hint.start(), hint.end()),
                "the comparison with its operand");
        assertNull(hint.proposal(), "nothing to create");
    }

    @Test
    void aDeclaredIndexTheTargetLacksIsProposedAndOneItHasServes() throws Exception {
        Workload workload = WorkloadFiles.load(WORKLOADS.resolve("tpox-mixed.xwl"));
        String sql = text(transaction(workload, "get_order"));

        IndexHint missing = STATEMENTS.indexHints(sql, workload, TargetIndexes.of(List.of()), SchemaKeyTypes.NONE).get(0);
        assertEquals(Status.INDEX_MISSING_ON_TARGET, missing.status());
        assertEquals(List.of(new IndexHint.Match("order_id", true, Presence.NO)), missing.matches());
        assertEquals("order_id", missing.proposal().getName());
        assertEquals(IndexKeyType.DOUBLE, missing.proposal().getKeyType());
        assertTrue(missing.proposalDdl().startsWith("CREATE INDEX IF NOT EXISTS order_id ON orders ((((xpath("),
                missing.proposalDdl());

        // the catalog's spelling of the same expression (pg_get_indexdef adds casts and parentheses)
        TargetIndex catalog = new TargetIndex("orders", "order_id", "CREATE INDEX order_id ON public.orders USING btree "
                + "((((xpath('/o:FIXML/o:Order/@ID'::text, doc, ARRAY[ARRAY['o'::text, '" + Tpox.FIXML_NS
                + "'::text]]))[1])::text)::double precision))");
        IndexHint served = STATEMENTS.indexHints(sql, workload, TargetIndexes.of(List.of(catalog)), SchemaKeyTypes.NONE)
                .get(0);
        assertEquals(Status.SERVED, served.status());
        assertEquals(List.of(new IndexHint.Match("order_id", true, Presence.YES)), served.matches());

        TargetIndex otherType = new TargetIndex("orders", "order_id", catalog.definition().replace("::double precision", ""));
        assertEquals(Status.INDEX_MISSING_ON_TARGET, STATEMENTS.indexHints(sql, workload,
                TargetIndexes.of(List.of(otherType)), SchemaKeyTypes.NONE).get(0).status(),
                "an index of that name on another expression does not serve it");
    }

    @Test
    void aComparisonNoIndexServesGetsAProposalOfItsOwnType() {
        Collection orders = Tpox.orders("o_t");
        orders.getIndexes().removeIf(i -> i.getName().endsWith("_cash"));
        String sql = "SELECT id FROM o_t WHERE ((xpath('/o:FIXML/o:Order/o:OrdQty/@Cash', doc, " + NS
                + "))[1]::text::double precision) > ?";

        IndexHint hint = STATEMENTS.indexHints(sql, Tpox.workload(orders), TargetIndexes.of(List.of()), SchemaKeyTypes.NONE)
                .get(0);
        assertEquals(Status.NO_INDEX, hint.status());
        assertEquals(List.of(), hint.matches());
        assertEquals("o_t_cash", hint.proposal().getName());
        assertEquals("/o:FIXML/o:Order/o:OrdQty/@Cash", hint.proposal().getPath());
        assertEquals(IndexKeyType.DOUBLE, hint.proposal().getKeyType());
        assertEquals(PostgresIndexHints.normalized(STATEMENTS.indexedExpression(orders, hint.proposal())),
                PostgresIndexHints.normalized(sql.substring(hint.start(), sql.indexOf(" > ?"))),
                "the proposed index is on the very expression the statement compares");
    }

    @Test
    void anIndexOnTheSameNodeButAnotherExpressionIsNamedWithTheExpressionToRepeat() {
        Collection orders = Tpox.orders("o_t"); // o_t_id holds INTEGER keys: ::bigint
        String sql = "SELECT id FROM o_t WHERE ((xpath('/o:FIXML/o:Order/@ID', doc, " + NS + "))[1]::text) = ?";

        IndexHint hint = STATEMENTS.indexHints(sql, Tpox.workload(orders), TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE).get(0);
        assertEquals(Status.NO_INDEX, hint.status());
        assertEquals(IndexKeyType.VARCHAR, hint.keyType());
        String idExpression = STATEMENTS.indexedExpression(orders, orders.getIndexes().get(0));
        assertTrue(hint.notes().stream().anyMatch(n -> n.contains("o_t_id") && n.contains(idExpression)), hint.notes().toString());
        assertEquals("o_t_id_2", hint.proposal().getName(), "a name the collection does not use");
    }

    @Test
    void comparisonsAreFoundWhereverTheyStandAndNotInLiteralsOrComments() {
        Collection orders = Tpox.orders("o_t");
        String id = "((xpath('/o:FIXML/o:Order/@ID', o.doc, " + NS + "))[1]::text::bigint)";
        String date = PostgresStatements.DATE_FUNCTION + "((xpath('/o:FIXML/o:Order/@TrdDt', o.doc, " + NS + "))[1]::text)";
        String sql = "SELECT 'xpath(''/a'', doc) = 1' AS text -- xpath('/b', doc) = 2\n"
                + "FROM o_t AS o WHERE ? = " + id + " AND " + date + " BETWEEN ? AND ? AND xpath_exists('/o:FIXML', o.doc, "
                + NS + ")";

        List<IndexHint> hints = STATEMENTS.indexHints(sql, Tpox.workload(orders), TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE);
        assertEquals(3, hints.size(), hints.toString());
        assertEquals("? = " + id, hints.get(0).predicate(), "an operand before the operator");
        assertEquals("o_t_id", hints.get(0).matches().get(0).index(), "the alias o is table o_t");
        assertEquals(date + " BETWEEN ? AND ?", hints.get(1).predicate());
        assertEquals(IndexKeyType.DATE, hints.get(1).keyType());
        assertEquals("o_t_trddt", hints.get(1).matches().get(0).index());
        assertEquals(Status.NOT_INDEXABLE, hints.get(2).status(), "xpath_exists: " + hints.get(2));
    }

    @Test
    void aDateCastIsNoIndexableExpressionAndTheHintSaysWhichIs() {
        Collection orders = Tpox.orders("o_t");
        String sql = "SELECT id FROM o_t WHERE ((xpath('/o:FIXML/o:Order/@TrdDt', doc, " + NS + "))[1]::text::date) = ?";

        IndexHint hint = STATEMENTS.indexHints(sql, Tpox.workload(orders), TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE).get(0);
        assertEquals(Status.NOT_INDEXABLE, hint.status(), hint.toString());
        assertTrue(hint.notes().stream().anyMatch(n -> n.contains(PostgresStatements.DATE_FUNCTION)), hint.notes().toString());
    }

    @Test
    void theSchemasTypeIsANoteWhenTheStatementComparesInAnother() {
        Collection orders = Tpox.orders("o_t");
        orders.setSchema("kit:fixml-4-4/fixml-main-4-4.xsd");
        String sql = "SELECT id FROM o_t WHERE ((xpath('/o:FIXML/o:Order/@TrdDt', doc, " + NS + "))[1]::text) = ?";
        SchemaKeyTypes schema = (collection, path) -> path.equals("/o:FIXML/o:Order/@TrdDt")
                ? java.util.Optional.of(IndexKeyType.DATE) : java.util.Optional.empty();

        IndexHint hint = STATEMENTS.indexHints(sql, Tpox.workload(orders), TargetIndexes.UNKNOWN, schema).get(0);
        assertEquals(IndexKeyType.VARCHAR, hint.keyType(), "PostgreSQL indexes what the statement compares");
        assertTrue(hint.notes().stream().anyMatch(n -> n.contains("DATE") && n.contains("VARCHAR")), hint.notes().toString());
    }

    private static List<IndexHint> hints(Transaction transaction, Workload workload) {
        return STATEMENTS.indexHints(text(transaction), workload, TargetIndexes.UNKNOWN, SchemaKeyTypes.NONE);
    }

    private static String text(Transaction transaction) {
        return transaction.getStatements().stream().filter(s -> s.getDialect().equals("postgresql")).map(Statement::getTexts)
                .findFirst().orElseThrow().get(0);
    }

    private static Transaction transaction(Workload workload, String id) {
        return workload.getTransactions().stream().filter(t -> t.getId().equals(id)).findFirst().orElseThrow();
    }

    /** A DECIMAL key is ::numeric, so a comparison cast to numeric is of that key type (and its index repeats it). */
    @Test
    void decimalKeysAreNumeric() {
        Collection orders = Tpox.orders("orders");
        XmlIndex cash = orders.getIndexes().get(0);
        cash.setKeyType(IndexKeyType.DECIMAL);
        String expression = STATEMENTS.indexedExpression(orders, cash);
        assertTrue(expression.endsWith("::numeric)"), expression);
        assertEquals(java.util.Optional.of(IndexKeyType.DECIMAL), PostgresIndexHints.keyType("(x)::numeric"));
    }
}
