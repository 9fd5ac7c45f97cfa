package org.xwb.jmeter.export;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.xwb.model.ParameterType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.statements.StatementText;

/**
 * One transaction of the mix as JMeter elements: a Transaction Controller (one sample in the
 * results, labelled with the transaction id) holding the CSV Data Sets its parameters read, one
 * JDBC request per statement text (a later text runs only when the previous one succeeded), then
 * a commit, or a rollback when a statement failed, as XWB's driver ends a transaction.
 */
final class TransactionElements {

    private TransactionElements() {
    }

    /**
     * @param data the data folder's name, relative to the plan (CSV file names are relative to the plan)
     */
    static JmxElement build(Transaction transaction, Statement statement, TransactionValues values,
            DocumentFeeds documents, String data) {
        String id = transaction.getId();
        List<JmxElement> requests = new ArrayList<>();
        Set<String> defined = new HashSet<>();
        int nextJdbc = 0;
        List<String> texts = statement.getTexts();
        for (int t = 0; t < texts.size(); t++) {
            String text = texts.get(t);
            JmeterText query = new JmeterText();
            JmeterText arguments = new JmeterText();
            List<String> types = new ArrayList<>();
            int last = 0;
            for (StatementText.Marker marker : StatementText.markers(text)) {
                query.literal(text.substring(last, marker.offset()));
                if (marker.isJdbc()) {
                    int parameter = nextJdbc++;
                    query.literal("?");
                    if (!types.isEmpty()) {
                        arguments.literal(",");
                    }
                    values.feed(parameter).appendJdbc(arguments, defined);
                    types.add(JdbcValueText.jmeterType(type(transaction, parameter)));
                } else {
                    values.feed(marker.number() - 1).appendXQuery(query, defined);
                }
                last = marker.offset() + marker.length();
            }
            query.literal(text.substring(last));
            JmxElement request = PlanElements.jdbcRequest(id + "/" + (t + 1),
                    StatementText.returnsRows(text) ? PlanElements.PREPARED_SELECT : PlanElements.PREPARED_UPDATE,
                    query.toString(), arguments.toString(), String.join(",", types));
            requests.add(t == 0 ? request : PlanElements.ifLastSampleOk(id + "/" + (t + 1) + " if ok").add(request));
        }
        JmxElement controller = PlanElements.transaction(id);
        for (TransactionValues.DrawnFile drawn : values.drawnFiles()) {
            controller.add(PlanElements.csvDataSet(drawn.feed().variable, data + "/" + drawn.fileName(),
                    columns(drawn.feed()), true));
        }
        for (ValueFeed.Csv feed : values.documentFeeds()) {
            controller.add(PlanElements.csvDataSet(feed.variable, data + "/" + documents.fileName(feed), columns(feed),
                    false));
        }
        requests.forEach(controller::add);
        JmxElement end = PlanElements.switchController(id + "/end", PlanElements.LAST_SAMPLE_OK);
        end.add(PlanElements.simpleController("true").add(
                PlanElements.jdbcRequest(id + "/commit", PlanElements.COMMIT, "", "", "")));
        end.add(PlanElements.simpleController("false").add(
                PlanElements.jdbcRequest(id + "/rollback", PlanElements.ROLLBACK, "", "", "")));
        return controller.add(end);
    }

    /** The variables a CSV feed's file has columns for (the JDBC field unless only a textual marker reads it). */
    static List<String> columns(ValueFeed.Csv feed) {
        List<String> columns = new ArrayList<>(2);
        if (feed.usedAsJdbc || !feed.usedAsXQuery) {
            columns.add(feed.variable);
        }
        if (feed.usedAsXQuery) {
            columns.add(feed.xqueryVariable());
        }
        return columns;
    }

    private static ParameterType type(Transaction transaction, int parameter) {
        return parameter < transaction.getParameters().size() ? transaction.getParameters().get(parameter).getType()
                : ParameterType.VARCHAR;
    }
}
