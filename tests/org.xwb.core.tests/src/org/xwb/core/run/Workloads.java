package org.xwb.core.run;

import java.nio.file.Path;
import java.util.List;

import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.UniformIntSource;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.SequenceSource;

/** Small workloads built in code for the driver's tests. */
final class Workloads {

    static final XwbFactory F = XwbFactory.eINSTANCE;

    private Workloads() {
    }

    static Workload workload(String name, Transaction... transactions) {
        Workload w = F.createWorkload();
        w.setName(name);
        w.getDialects().add("h2");
        w.getTransactions().addAll(List.of(transactions));
        return w;
    }

    /** A transaction with an h2 statement of one or more texts. */
    static Transaction tx(String id, double weight, String... texts) {
        Transaction t = F.createTransaction();
        t.setId(id);
        t.setWeight(weight);
        Statement s = F.createStatement();
        s.setDialect("h2");
        s.getTexts().addAll(List.of(texts));
        t.getStatements().add(s);
        return t;
    }

    static Transaction with(Transaction t, ParameterType type, ValueSource source) {
        ParameterMarker m = F.createParameterMarker();
        m.setType(type);
        m.setSource(source);
        t.getParameters().add(m);
        return t;
    }

    static UniformIntSource uniform(long min, long max) {
        UniformIntSource u = F.createUniformIntSource();
        u.setMin(min);
        u.setMax(max);
        return u;
    }

    static SequenceSource sequence(long start, long step) {
        SequenceSource s = F.createSequenceSource();
        s.setStart(start);
        s.setStep(step);
        return s;
    }

    static RunConfig.Builder config() {
        return RunConfig.from(null).intervalSeconds(0.25);
    }

    static WorkloadRun.Builder run(Workload w, H2 db, RunConfig config, Path runs) {
        return WorkloadRun.builder(w, db.target()).config(config).runsDirectory(runs);
    }
}
