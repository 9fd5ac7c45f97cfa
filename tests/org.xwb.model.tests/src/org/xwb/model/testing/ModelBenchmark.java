package org.xwb.model.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.xwb.model.Collection;
import org.xwb.model.FileSource;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.UniformDateSource;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.model.tpox.TpoxWorkloadImporter;
import org.xwb.model.validation.WorkloadValidator;
import org.xwb.model.weights.WeightBalancer;
import org.xwb.testing.SampleWorkloads;

/**
 * Measures the model's file and helper operations (not a test: run it by hand, see
 * docs/benchmarks.md). Arguments: a scratch folder, and the folder holding the TPoX mixed
 * workload (workload.xml and queries/).
 */
public final class ModelBenchmark {

    private static final int WARM_UP = 30;
    private static final int RUNS = 60;

    private ModelBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path scratch = Path.of(args[0]);
        Path tpox = Path.of(args[1]).resolve("workload.xml");
        Files.createDirectories(scratch);
        Workload big = big(1000);
        Path bigFile = scratch.resolve("big.xwl");
        WorkloadFiles.save(big, bigFile);
        System.out.printf("big workload: %d transactions, %d bytes%n", big.getTransactions().size(), Files.size(bigFile));

        report("save big (serialize, write+fsync, read back, compare, rename)", () -> WorkloadFiles.save(big, bigFile));
        report("serialize big", () -> WorkloadFiles.serialize(big));
        report("load big", () -> WorkloadFiles.load(bigFile));
        report("validate big", () -> new WorkloadValidator().validate(big, "db2"));
        Workload rich = SampleWorkloads.rich();
        Path richFile = scratch.resolve("rich.xwl");
        report("save rich (5 transactions)", () -> WorkloadFiles.save(rich, richFile));
        report("load rich", () -> WorkloadFiles.load(richFile));
        report("import TPoX mixed (13 transactions, 6 templates)", () -> new TpoxWorkloadImporter().importFile(tpox));
        WeightBalancer balancer = new WeightBalancer();
        Random random = new Random(1);
        double[][] weights = { balancer.equal(new double[13], new boolean[13]) };
        report("1000 weight edits on 13 rows", () -> {
            for (int i = 0; i < 1000; i++) {
                weights[0] = balancer.set(weights[0], new boolean[13], random.nextInt(13), random.nextInt(1001) / 10.0);
            }
        });
    }

    /** 1000 transactions of 2 dialects with 5 parameters each, 3 collections with indexes. */
    static Workload big(int transactions) {
        Workload workload = SampleWorkloads.F.createWorkload();
        workload.setName("big");
        workload.getDialects().addAll(List.of("db2", "postgresql"));
        List<Collection> collections = new ArrayList<>();
        for (String name : List.of("custacc", "order", "security")) {
            Collection collection = SampleWorkloads.collection(name, 1, 1_000_000);
            collections.add(collection);
            workload.getCollections().add(collection);
        }
        for (int i = 0; i < transactions; i++) {
            String sql = "SELECT XMLQUERY('$d/*:Customer[@id = $id]' PASSING doc AS \"d\") FROM custacc\n"
                    + "WHERE id = ? AND x BETWEEN ? AND ? AND name = ? AND since > ? -- transaction " + i;
            Transaction transaction = SampleWorkloads.transaction("t" + i, 100.0 / transactions, "db2", sql);
            transaction.getStatements().add(SampleWorkloads.statement("postgresql", sql));
            SampleWorkloads.parameter(transaction, ParameterType.BIGINT, SampleWorkloads.ids(collections.get(i % 3)));
            SampleWorkloads.parameter(transaction, ParameterType.INTEGER, SampleWorkloads.uniformInt(1, 100));
            SampleWorkloads.parameter(transaction, ParameterType.INTEGER, SampleWorkloads.same(2));
            FileSource names = SampleWorkloads.F.createFileSource();
            names.setPath("input/cust_last_names.txt");
            SampleWorkloads.parameter(transaction, ParameterType.VARCHAR, names);
            UniformDateSource dates = SampleWorkloads.F.createUniformDateSource();
            dates.setStart("2006-01-01");
            dates.setEnd("2006-12-31");
            SampleWorkloads.parameter(transaction, ParameterType.DATE, dates);
            workload.getTransactions().add(transaction);
        }
        return workload;
    }

    private interface Task {
        void run() throws Exception;
    }

    private static void report(String what, Task task) throws Exception {
        for (int i = 0; i < WARM_UP; i++) {
            task.run();
        }
        double[] millis = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            task.run();
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        System.out.printf("%-62s median %8.2f ms   p90 %8.2f ms   min %8.2f ms%n", what, millis[RUNS / 2], millis[RUNS * 9 / 10], millis[0]);
    }
}
