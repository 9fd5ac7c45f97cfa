package org.xwb.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.xwb.testing.SampleWorkloads.F;
import static org.xwb.testing.SampleWorkloads.collection;
import static org.xwb.testing.SampleWorkloads.files;
import static org.xwb.testing.SampleWorkloads.ids;
import static org.xwb.testing.SampleWorkloads.parameter;
import static org.xwb.testing.SampleWorkloads.same;
import static org.xwb.testing.SampleWorkloads.transaction;
import static org.xwb.testing.SampleWorkloads.uniformInt;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.xwb.model.Collection;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.testing.SampleWorkloads;

class WorkloadValidatorTest {

    private final WorkloadValidator validator = new WorkloadValidator();

    @Test
    void aCompleteWorkloadHasNoProblems() {
        assertEquals(List.of(), validator.validate(SampleWorkloads.rich()));
        assertEquals(List.of(), validator.validate(SampleWorkloads.rich(), "postgresql"));
        assertEquals(List.of(), validator.validate(SampleWorkloads.minimal(), "db2"));
    }

    @Test
    void weightsNotAddingUpTo100AreAWarningWithTheSum() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).setWeight(60);
        Transaction other = transaction("other", 30.5, "db2", "SELECT 1 FROM t");
        workload.getTransactions().add(other);

        Problem problem = only(validator.validate(workload));

        assertEquals(Severity.WARNING, problem.severity());
        assertEquals("workload: warning: the weights add up to 90.5, not 100", problem.toString());
        assertSame(workload, problem.object());
    }

    @Test
    void aNegativeWeightIsAnError() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).setWeight(-100);
        Problem problem = only(validator.validate(workload));
        assertEquals("transaction get_order: error: the weight -100 is negative", problem.toString());
    }

    @Test
    void allWeightsZeroIsAnError() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).setWeight(0);
        assertEquals("every transaction has weight 0, so none would ever run", only(validator.validate(workload)).message());
    }

    @Test
    void aMarkerCountThatDiffersFromTheParametersIsAnErrorOnTheStatement() {
        Workload workload = SampleWorkloads.minimal();
        Transaction transaction = workload.getTransactions().get(0);
        transaction.getStatements().get(0).getTexts().add("UPDATE \"order\" SET doc = ? WHERE id = ? AND note = '?'");

        Problem problem = only(validator.validate(workload));

        assertEquals("transaction get_order / statement db2", problem.path());
        assertEquals("has 3 ? markers but the transaction has 1 parameter", problem.message());
        assertSame(transaction.getStatements().get(0), problem.object());
    }

    @Test
    void textualMarkersMustReachTheLastParameterAndNotBeMixedWithQuestionMarks() {
        Workload workload = SampleWorkloads.minimal();
        Transaction transaction = workload.getTransactions().get(0);
        transaction.getStatements().get(0).getTexts().set(0, "xquery $d/FIXML/Order[@ID = |1]");
        parameter(transaction, ParameterType.BIGINT, uniformInt(1, 9));
        assertEquals("uses markers up to |1 but the transaction has 2 parameters", only(validator.validate(workload)).message());

        transaction.getStatements().get(0).getTexts().set(0, "xquery $d/FIXML/Order[@ID = |2]");
        assertEquals("never uses parameter 1 (no |1 marker)", only(validator.validate(workload)).message());

        transaction.getStatements().get(0).getTexts().set(0, "SELECT doc FROM t WHERE id = ? AND x = |2");
        assertEquals("mixes 1 ? marker(s) with textual markers |2; use one kind in a statement", only(validator.validate(workload)).message());
    }

    @Test
    void aMarkerWithoutAValueSourceIsAnErrorOnItsParameter() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).getParameters().get(0).setSource(null);
        Problem problem = only(validator.validate(workload));
        assertEquals("transaction get_order / parameter 1: error: has no value source", problem.toString());
    }

    /** A parameter's message names the transaction as the editor shows it, also after a rename. */
    @Test
    void aParameterMessageFollowsTheTransactionsRename() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).getParameters().get(0).setSource(null);
        workload.getTransactions().get(0).setName("order by id");
        assertEquals("transaction order by id / parameter 1: error: has no value source",
                only(validator.validate(workload)).toString());
        workload.getTransactions().get(0).setName(" ");
        assertEquals("transaction get_order / parameter 1: error: has no value source",
                only(validator.validate(workload)).toString(), "a blank name: the id");
    }

    @Test
    void aMissingStatementForTheTargetDialectIsAnErrorOnlyWhenAskedForThatDialect() {
        Workload workload = SampleWorkloads.minimal();
        assertEquals(List.of(), validator.validate(workload));

        Problem problem = only(validator.validate(workload, "postgresql"));

        assertEquals("transaction get_order: error: has no statement for dialect postgresql, so it cannot run on a postgresql target",
                problem.toString());
        workload.getTransactions().get(0).setWeight(0);
        workload.getTransactions().add(transaction("t2", 100, "postgresql", "SELECT 1 FROM t"));
        workload.getDialects().clear();
        List<Problem> problems = validator.validate(workload, "postgresql");
        assertEquals(Severity.WARNING, only(problems).severity(), "a transaction that never runs only gets a warning");
    }

    @Test
    void aDialectTheWorkloadListsButATransactionLacksIsAWarning() {
        Workload workload = SampleWorkloads.minimal();
        workload.getDialects().add("postgresql");
        assertEquals("transaction get_order: warning: has no statement for dialect postgresql, which the workload lists",
                only(validator.validate(workload)).toString());
    }

    @Test
    void sameMustRepeatAnEarlierParameter() {
        Workload workload = SampleWorkloads.minimal();
        Transaction transaction = workload.getTransactions().get(0);
        transaction.getStatements().get(0).getTexts().set(0, "SELECT doc FROM t WHERE id = ? OR id = ? OR id = ?");
        parameter(transaction, ParameterType.BIGINT, same(3));
        parameter(transaction, ParameterType.BIGINT, same(3));

        List<Problem> problems = validator.validate(workload);

        assertEquals(List.of(
                "transaction get_order / parameter 2 / same: error: refers to parameter 3, which comes later; it can only repeat an earlier parameter",
                "transaction get_order / parameter 3 / same: error: refers to itself (parameter 3); it can only repeat an earlier parameter"),
                problems.stream().map(Problem::toString).toList());
    }

    @Test
    void minAboveMaxIsAnError() {
        Workload workload = oneParameter(uniformInt(10, 1));
        assertEquals("transaction get_order / parameter 1 / uniformInt: error: min 10 is greater than max 1",
                only(validator.validate(workload)).toString());
        UniformDecimalSource decimal = F.createUniformDecimalSource();
        decimal.setMin(2.5);
        decimal.setMax(1.25);
        assertEquals("min 2.5 is greater than max 1.25", only(validator.validate(oneParameter(decimal))).message());
    }

    @Test
    void unparseableOrReversedDatesAndTimesAreErrors() {
        UniformDateSource dates = F.createUniformDateSource();
        dates.setStart("2006-13-01");
        dates.setEnd("2006-12-31");
        assertEquals("start '2006-13-01' is not a date (yyyy-mm-dd)", only(validator.validate(oneParameter(dates))).message());

        UniformTimeSource times = F.createUniformTimeSource();
        times.setStart("16:00");
        times.setEnd("09:30");
        times.setBaseDate("yesterday");
        List<Problem> problems = validator.validate(oneParameter(times));
        assertEquals(List.of("start 16:00 is after end 09:30", "baseDate 'yesterday' is not a date (yyyy-mm-dd)"),
                problems.stream().map(Problem::message).toList());

        UniformTimestampSource stamps = F.createUniformTimestampSource();
        stamps.setStart("2006-01-01T25:00:00");
        assertEquals(List.of("start '2006-01-01T25:00:00' is not a date or timestamp (yyyy-mm-dd or yyyy-mm-ddThh:mm:ss)",
                "has no end; expected a date or timestamp (yyyy-mm-dd or yyyy-mm-ddThh:mm:ss)"),
                validator.validate(oneParameter(stamps)).stream().map(Problem::message).toList());
    }

    @Test
    void duplicateTransactionIdsAndCollectionNamesAreErrors() {
        Workload workload = SampleWorkloads.minimal();
        workload.getCollections().add(collection("order", 1, 5));
        Transaction copy = transaction("get_order", 0, "db2", "SELECT 1 FROM t");
        workload.getTransactions().add(copy);

        List<Problem> problems = validator.validate(workload);

        assertEquals(List.of("collection order: error: the name 'order' is already used by collection 1",
                "transaction get_order: error: the id 'get_order' is already used by transaction 1 (ids are counted from 1 in file order)"),
                problems.stream().map(Problem::toString).toList());
        assertSame(copy, problems.get(1).object());
    }

    @Test
    void aTransactionIdThatIsACollectionNameIsAnError() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).setId("order");
        assertTrue(only(validator.validate(workload)).message().startsWith("the id 'order' is also a collection name"));
    }

    @Test
    void filesNeedACollectionWithDocuments() {
        Workload workload = SampleWorkloads.minimal();
        Transaction insert = transaction("insert_order", 0, "db2", "INSERT INTO \"order\" (doc) VALUES (?)");
        parameter(insert, ParameterType.XML, files(workload.getCollections().get(0), false));
        workload.getTransactions().add(insert);
        assertEquals("transaction insert_order / parameter 1 / files: error: collection order has no documents to insert (no <documents> element)",
                only(validator.validate(workload)).toString());
    }

    @Test
    void idsNeedACollectionWithANonEmptyIdRange() {
        Workload workload = SampleWorkloads.minimal();
        Collection order = workload.getCollections().get(0);
        order.setFirstId(10);
        order.setLastId(9);
        assertEquals("collection order has an empty id range: firstId 10 is above lastId 9", only(validator.validate(workload)).message());

        order.setFirstId(0);
        order.setLastId(0);
        assertEquals("collection order has no id range (firstId and lastId)", only(validator.validate(workload)).message());
    }

    @Test
    void aSourceOnACollectionOfAnotherWorkloadIsAnError() {
        Workload workload = oneParameter(ids(collection("stranger", 1, 9)));
        assertEquals("refers to collection stranger, which is not in this workload", only(validator.validate(workload)).message());
    }

    @Test
    void emptyStatementsAndMissingNamesAreErrors() {
        Workload workload = SampleWorkloads.minimal();
        Transaction transaction = workload.getTransactions().get(0);
        transaction.getStatements().get(0).getTexts().add("   ");
        Transaction nameless = transaction(null, 0, "db2");
        workload.getTransactions().add(nameless);

        List<String> problems = validator.validate(workload).stream().map(Problem::toString).toList();

        assertEquals(List.of("transaction #2: error: has no id",
                "transaction get_order / statement db2 / text 2: error: is empty",
                "transaction #2 / statement db2: error: has no text"), problems);
    }

    @Test
    void runSettingsADriverCannotHonourAreErrors() {
        Workload workload = SampleWorkloads.minimal();
        workload.setRunSettings(F.createRunSettings());
        workload.getRunSettings().getUsers().add(0);
        workload.getRunSettings().getPercentiles().add(101.0);
        workload.getRunSettings().setConfidenceLevel(95);
        workload.getRunSettings().setIsolation("read-uncommitted");

        List<String> problems = validator.validate(workload).stream().map(Problem::toString).toList();

        assertEquals(List.of("run settings: error: users 0: a run needs at least 1 user",
                "run settings: error: percentile 101 is not between 0 and 100",
                "run settings: error: confidence level 95 is not between 0 and 1 (e.g. 0.95)",
                "run settings: error: isolation 'read-uncommitted' is not one of read-committed, repeatable-read, serializable"),
                problems);
        workload.getRunSettings().setIsolation("serializable");
        assertEquals(3, validator.validate(workload).size(), "serializable is an isolation level");
    }

    @Test
    void hasErrorsIgnoresWarnings() {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).setWeight(50);
        assertFalse(WorkloadValidator.hasErrors(validator.validate(workload)));
        workload.getTransactions().get(0).setWeight(-1);
        assertTrue(WorkloadValidator.hasErrors(validator.validate(workload)));
    }

    private static Workload oneParameter(ValueSource source) {
        Workload workload = SampleWorkloads.minimal();
        workload.getTransactions().get(0).getParameters().get(0).setSource(source);
        return workload;
    }

    private static Problem only(List<Problem> problems) {
        assertEquals(1, problems.size(), problems.toString());
        return problems.get(0);
    }
}
