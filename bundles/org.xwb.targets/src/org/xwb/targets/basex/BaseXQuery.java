package org.xwb.targets.basex;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.basex.core.Context;
import org.basex.core.jobs.JobException;
import org.basex.core.locks.LockList;
import org.basex.core.locks.Locks;
import org.basex.query.QueryException;
import org.basex.query.QueryProcessor;
import org.basex.query.iter.Iter;
import org.basex.query.value.item.Item;
import org.basex.query.value.node.FNode;
import org.xwb.model.ParameterType;
import org.xwb.model.statements.XQueryText;
import org.xwb.model.statements.XQueryText.ExternalVariable;

/**
 * One XQuery text with values for its external variables (parameter n binds the n-th declared
 * variable, as the xquery dialect says), run as one BaseX job: parsed, its locks taken (BaseX
 * locks the databases a query names before it starts), optimized, evaluated, and for an updating
 * query its updates applied atomically at the end. Results are read to strings while the locks
 * are held, so a caller never holds a lock while it reads. {@link #cancel} stops it from another
 * thread.
 */
final class BaseXQuery {

    /**
     * What a run produced: the serialized items of a query, or the number of updates.
     *
     * @param rows     one string per result item (an element serialized as XML)
     * @param updating true for an updating query (then rows is empty)
     * @param updates  the update primitives applied (documents added, nodes replaced, ...)
     */
    record Result(List<String> rows, boolean updating, int updates) {
    }

    private final String text;
    private final List<ExternalVariable> variables;
    private final BaseXBindings.Binding[] bindings;
    private volatile QueryProcessor running;
    private volatile boolean cancelled;

    BaseXQuery(String text) {
        this.text = text;
        this.variables = XQueryText.externalVariables(text);
        this.bindings = new BaseXBindings.Binding[variables.size()];
    }

    String text() {
        return text;
    }

    int variableCount() {
        return variables.size();
    }

    /** Binds parameter {@code index} (1-based) to the index-th external variable. */
    void bind(int index, ParameterType type, Object value) throws SQLException {
        if (index < 1 || index > variables.size()) {
            throw new SQLException("Parameter " + index + " binds no external variable: the query declares "
                    + variables.size() + (variables.isEmpty() ? " (declare variable $name external;)" : ""), "07009");
        }
        try {
            bindings[index - 1] = BaseXBindings.of(type, value, variables.get(index - 1).type());
        } catch (IOException notXml) {
            throw new SQLException("$" + variables.get(index - 1).name() + ": the document is not well-formed XML: "
                    + notXml.getMessage(), "2200M", notXml);
        }
    }

    void clearBindings() {
        Arrays.fill(bindings, null);
    }

    /** Runs the query in {@code session}; at most {@code maxRows} items are kept (0: all). */
    Result run(Context session, int maxRows) throws SQLException {
        return run(session, maxRows, null);
    }

    /**
     * Runs the query in {@code session}, then keeps the databases it locked open in
     * {@code databases} (null: none) and marks those it wrote as not flushed yet.
     */
    Result run(Context session, int maxRows, BaseXOpenDatabases databases) throws SQLException {
        return execute(session, databases, (qp) -> {
            if (qp.updating) {
                qp.value();
                return new Result(List.of(), true, qp.updates());
            }
            List<String> rows = new ArrayList<>();
            Iter iter = qp.iter();
            for (Item item; (item = qp.qc.next(iter)) != null;) {
                if (maxRows <= 0 || rows.size() < maxRows) {
                    rows.add(item.serialize().toString());
                }
            }
            return new Result(rows, false, 0);
        });
    }

    /**
     * The optimized plan of the query (BaseX's query plan as XML) and, with {@code analyze}, the
     * items it returns and the time it took; an updating query is not run.
     */
    BaseXPlan plan(Context session, boolean analyze) throws SQLException {
        return execute(session, null, qp -> {
            FNode plan = qp.toXml();
            String reads = locks(qp.jc().locks.reads);
            String writes = locks(qp.jc().locks.writes);
            if (!analyze) {
                return new BaseXPlan(plan.serialize().toString(), Double.NaN, Double.NaN, qp.updating, reads, writes);
            }
            if (qp.updating) {
                throw new SQLException("Explain with analyze would apply the updates of this query, and BaseX cannot roll"
                        + " them back: explain it without analyze", "0A000");
            }
            long start = System.nanoTime();
            long items = 0;
            Iter iter = qp.iter();
            while (qp.qc.next(iter) != null) {
                items++;
            }
            return new BaseXPlan(plan.serialize().toString(), items, (System.nanoTime() - start) / 1e6, false, reads, writes);
        });
    }

    /** The databases of one kind of lock, as BaseX took them: comma-separated, "none" for none. */
    private static String locks(LockList list) {
        if (list.global()) {
            return BaseXPlan.GLOBAL;
        }
        List<String> names = new ArrayList<>();
        list.forEach(names::add);
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    /** Stops the query if it is running (from another thread). */
    void cancel() {
        QueryProcessor qp = running;
        if (qp != null) {
            cancelled = true;
            qp.stop();
        }
    }

    @FunctionalInterface
    private interface Evaluation<T> {
        T apply(QueryProcessor qp) throws QueryException, SQLException, IOException;
    }

    private <T> T execute(Context session, BaseXOpenDatabases databases, Evaluation<T> evaluation) throws SQLException {
        for (int i = 0; i < bindings.length; i++) {
            if (bindings[i] == null) {
                throw new SQLException("No value for $" + variables.get(i).name() + " (parameter " + (i + 1) + ")", "07001");
            }
        }
        cancelled = false;
        QueryProcessor qp = new QueryProcessor(text, session);
        running = qp;
        boolean registered = false;
        List<String> locked = new ArrayList<>();
        try {
            for (int i = 0; i < bindings.length; i++) {
                qp.variable(variables.get(i).name(), bindings[i].value(), bindings[i].type());
            }
            qp.parse();
            qp.register(session);
            registered = true;
            Locks locks = qp.jc().locks;
            locks.reads.forEach(locked::add);
            locks.writes.forEach(locked::add);
            qp.optimize();
            return evaluation.apply(qp);
        } catch (QueryException e) {
            throw BaseXErrors.of(e);
        } catch (JobException e) {
            throw BaseXErrors.of(e, cancelled);
        } catch (IOException e) {
            throw BaseXErrors.of(e);
        } finally {
            qp.close();
            if (registered) {
                Locks locks = qp.jc().locks;
                List<String> written = new ArrayList<>();
                locks.writes.forEach(written::add);
                boolean updated = qp.updating; // a failed update applied nothing: a flush finds nothing to write
                boolean global = locks.writes.global();
                qp.unregister(session);
                if (databases != null) {
                    // after the locks are released: opening a database takes its lock again
                    if (updated) {
                        databases.written(written, global);
                    }
                    databases.keepOpen(locked);
                }
            }
            running = null;
        }
    }
}
