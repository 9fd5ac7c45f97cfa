package org.xwb.core.run;

import java.nio.file.Path;

import org.xwb.model.ParameterType;
import org.xwb.model.SequenceSource;
import org.xwb.model.Transaction;
import org.xwb.model.UniformIntSource;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.testing.SampleWorkloads;

/** The driver's tests' shorthand over {@link SampleWorkloads}: everything in the h2 dialect. */
final class Workloads {

    static final XwbFactory F = XwbFactory.eINSTANCE;
    private static final String DIALECT = "h2";

    private Workloads() {
    }

    static Workload workload(String name, Transaction... transactions) {
        return SampleWorkloads.workload(name, DIALECT, transactions);
    }

    /** A transaction with an h2 statement of one or more texts. */
    static Transaction tx(String id, double weight, String... texts) {
        return SampleWorkloads.transaction(id, weight, DIALECT, texts);
    }

    static Transaction with(Transaction t, ParameterType type, ValueSource source) {
        SampleWorkloads.parameter(t, type, source);
        return t;
    }

    static UniformIntSource uniform(long min, long max) {
        return SampleWorkloads.uniformInt(min, max);
    }

    static SequenceSource sequence(long start, long step) {
        return SampleWorkloads.sequence(start, step);
    }

    static RunConfig.Builder config() {
        return RunConfig.from(null).intervalSeconds(0.25);
    }

    static WorkloadRun.Builder run(Workload w, H2 db, RunConfig config, Path runs) {
        return WorkloadRun.builder(w, db.target()).config(config).runsDirectory(runs);
    }
}
