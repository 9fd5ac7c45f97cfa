package org.xwb.model.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.xwb.model.ParameterMarker;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.statements.StatementText;
import org.xwb.model.statements.StatementText.Marker;
import org.xwb.model.statements.XQueryText;

/** The statements of a transaction against its parameter list, and each parameter's source. */
final class TransactionChecks {

    private final Workload workload;
    private final List<String> runDialects;
    private final ProblemCollector problems;
    private final ValueSourceChecks sources;
    private final XQueryChecks xquery;

    TransactionChecks(Workload workload, List<String> runDialects, ProblemCollector problems) {
        this.workload = workload;
        this.runDialects = runDialects;
        this.problems = problems;
        this.sources = new ValueSourceChecks(workload, problems);
        this.xquery = new XQueryChecks(workload, problems);
    }

    void check(Transaction transaction) {
        if (transaction.getStatements().isEmpty() && PluginTransactions.isPlugin(transaction)) {
            for (String dialect : PluginTransactions.dialectsWanted(workload, runDialects)) {
                if (transaction.getWeight() > 0) {
                    problems.error(transaction, PluginTransactions.needsStatement(transaction, dialect));
                } else {
                    problems.warning(transaction, PluginTransactions.needsStatement(transaction, dialect)
                            + " (its weight is 0, so it never runs)");
                }
            }
        } else if (transaction.getStatements().isEmpty()) {
            problems.error(transaction, "has no statement");
        }
        Set<String> dialects = new HashSet<>();
        for (Statement statement : transaction.getStatements()) {
            String dialect = statement.getDialect();
            if (WorkloadValidator.isBlank(dialect)) {
                problems.error(statement, "has no dialect");
            } else if (!dialects.add(dialect)) {
                problems.error(statement, "is the second statement for dialect " + dialect + "; a transaction has one per dialect");
            } else if (!workload.getDialects().isEmpty() && !workload.getDialects().contains(dialect)) {
                problems.warning(statement, "the dialect " + dialect + " is not one of the workload's dialects "
                        + workload.getDialects());
            }
            checkTexts(statement);
            checkMarkers(statement, transaction.getParameters().size());
            if (XQueryText.isXQuery(dialect)) {
                xquery.check(statement, transaction.getParameters());
            }
        }
        for (String listed : workload.getDialects()) {
            if (!transaction.getStatements().isEmpty() && !dialects.contains(listed)) {
                problems.warning(transaction, "has no statement for dialect " + listed + ", which the workload lists");
            }
        }
        List<ParameterMarker> parameters = transaction.getParameters();
        for (int i = 0; i < parameters.size(); i++) {
            ParameterMarker parameter = parameters.get(i);
            if (parameter.getSource() == null) {
                problems.error(parameter, "has no value source");
            } else {
                sources.check(parameter.getSource(), i + 1);
            }
        }
    }

    private void checkTexts(Statement statement) {
        if (statement.getTexts().isEmpty()) {
            problems.error(statement, "has no text");
        }
        for (int i = 0; i < statement.getTexts().size(); i++) {
            String text = statement.getTexts().get(i);
            if (text == null || text.isBlank()) {
                problems.error(statement, "text " + (i + 1), "is empty");
            }
        }
    }

    /**
     * JDBC {@code ?} markers take the parameters in order, across all texts; textual {@code |n}
     * markers name parameter n. Either way the statement must use exactly the parameter list.
     */
    private void checkMarkers(Statement statement, int parameterCount) {
        int jdbc = 0;
        TreeSet<Integer> textual = new TreeSet<>();
        for (int i = 0; i < statement.getTexts().size(); i++) {
            String text = statement.getTexts().get(i);
            for (Marker marker : StatementText.markers(text == null ? "" : text, statement.getDialect())) {
                if (marker.isTextualZero()) {
                    problems.error(statement, "text " + (i + 1), "the marker |0 names no parameter; textual markers count from |1");
                } else if (marker.isJdbc()) {
                    jdbc++;
                } else {
                    textual.add(marker.number());
                }
            }
        }
        String positional = XQueryText.isXQuery(statement.getDialect()) ? "external variable" : "? marker";
        if (jdbc > 0 && !textual.isEmpty()) {
            problems.error(statement, "mixes " + jdbc + " " + positional + "(s) with textual markers " + listed(textual)
                    + "; use one kind in a statement");
            return;
        }
        if (!textual.isEmpty()) {
            int highest = textual.last();
            if (highest != parameterCount) {
                problems.error(statement, "uses markers up to |" + highest + " but the transaction has "
                        + count(parameterCount, "parameter"));
            } else {
                for (int n = 1; n <= parameterCount; n++) {
                    if (!textual.contains(n)) {
                        problems.warning(statement, "never uses parameter " + n + " (no |" + n + " marker)");
                    }
                }
            }
        } else if (jdbc != parameterCount) {
            problems.error(statement, (positional.equals("? marker") ? "has " : "declares ") + count(jdbc, positional)
                    + " but the transaction has "
                    + count(parameterCount, "parameter"));
        }
    }

    private static String listed(TreeSet<Integer> numbers) {
        StringBuilder text = new StringBuilder();
        for (int n : numbers) {
            text.append(text.length() == 0 ? "" : ", ").append('|').append(n);
        }
        return text.toString();
    }

    static String count(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
