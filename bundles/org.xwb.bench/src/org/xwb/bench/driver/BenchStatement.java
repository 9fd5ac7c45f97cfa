package org.xwb.bench.driver;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;

import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.kit.KitWorkloads;
import org.xwb.kit.TpoxDatabase;
import org.xwb.kit.TpoxScale;
import org.xwb.model.Collection;
import org.xwb.model.ParameterType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.xml.TpoxKit;

/**
 * One statement both sides of {@link ServerDriverBenchmark} run: its SQL for the bare loop, the
 * one-transaction workload the driver runs, and the ids the bare loop draws for its one BIGINT
 * marker (none for a statement without markers), uniform over the same range as the driver's.
 *
 * @param workload the driver's one-transaction workload (null where only the bare loop runs it)
 * @param firstId first id of the marker's range, or -1 when the statement has no marker
 */
public record BenchStatement(String name, String sql, Workload workload, long firstId, long lastId) {

    public static final String SELECT_1 = "select1";
    public static final String GET_ORDER = "get_order";

    boolean hasMarker() {
        return firstId >= 0;
    }

    /** {@code SELECT 1}: one row, one column, no marker. */
    public static BenchStatement selectOne(String dialect) {
        XwbFactory f = XwbFactory.eINSTANCE;
        Workload w = f.createWorkload();
        w.setName("bench-driver-select1");
        Transaction t = f.createTransaction();
        t.setId("select1");
        t.setWeight(1);
        Statement s = f.createStatement();
        s.setDialect(dialect);
        s.getTexts().add("SELECT 1");
        t.getStatements().add(s);
        w.getTransactions().add(t);
        return new BenchStatement(SELECT_1, "SELECT 1", w, -1, -1);
    }

    /**
     * The kit's get_order on a fresh TPoX database of {@code customers} (the target's TPoX tables
     * are replaced): the mixed workload as the kit fits it to that database, reduced to get_order.
     */
    public static BenchStatement getOrder(Target target, Workspace workspace, long customers, long seed,
            PrintWriter log) throws IOException, SQLException {
        log.printf(Locale.ROOT, "building the TPoX database for get_order: %,d customers on %s...%n", customers,
                target.info().profile());
        log.flush();
        TpoxDatabase.Prepared prepared = new TpoxDatabase(TpoxKit.installed(), workspace).prepare(target,
                new TpoxScale(customers, customers, seed), LoadOptions.DEFAULT, new TpoxDatabase.Listener() {
                });
        Path mixed = prepared.workloads().get(KitWorkloads.MIXED);
        Workload workload = WorkloadFiles.load(mixed);
        workload.setName("bench-driver-get_order");
        workload.getTransactions().removeIf(t -> !t.getId().equals(GET_ORDER));
        for (Collection collection : workload.getCollections()) { // indexes name the transactions that use them
            collection.getIndexes().forEach(index -> index.getUsedBy().retainAll(workload.getTransactions()));
        }
        if (workload.getTransactions().size() != 1) {
            throw new IllegalStateException("the kit's mixed workload has no get_order transaction");
        }
        Transaction getOrder = workload.getTransactions().get(0);
        getOrder.setWeight(1);
        Statement statement = getOrder.getStatements().stream().filter(s -> s.getDialect().equals(target.dialect()))
                .findFirst().orElseThrow(() -> new IllegalStateException("get_order has no " + target.dialect()
                        + " statement"));
        if (statement.getTexts().size() != 1 || getOrder.getParameters().size() != 1
                || getOrder.getParameters().get(0).getType() != ParameterType.BIGINT) {
            throw new IllegalStateException("get_order is no longer one text with one BIGINT order id: "
                    + "the bare loop of bench-driver must be changed with it");
        }
        Collection orders = workload.getCollections().stream().filter(c -> c.getName().equals("orders")).findFirst()
                .orElseThrow(() -> new IllegalStateException("the kit's mixed workload has no orders collection"));
        return new BenchStatement(GET_ORDER, statement.getTexts().get(0), workload, orders.getFirstId(),
                orders.getLastId());
    }
}
