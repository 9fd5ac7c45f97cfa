package org.xwb.jmeter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;

import org.xwb.core.run.RunConfig;
import org.xwb.targets.jdbc.JdbcUrlTarget;
import org.xwb.jmeter.export.ExportReport;
import org.xwb.jmeter.export.JmeterExport;
import org.xwb.model.Collection;
import org.xwb.model.NormalSource;
import org.xwb.model.ParameterType;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.io.WorkloadFiles;
import org.xwb.testing.SampleWorkloads;

/**
 * A small workload exported for an in-process H2 database whose user has a password: a
 * {@code lookup} by id (weight 3), a {@code pick} of normal values (weight 1, JMeter has no normal
 * random) and a transaction of weight 0 that is not in the mix.
 */
final class H2Exports {

    static final String PASSWORD = "pw-Secret-7781";
    private static final AtomicInteger NEXT = new AtomicInteger();

    private H2Exports() {
    }

    static Workload workload() {
        Collection orders = SampleWorkloads.collection("orders", 1, 500);
        Transaction lookup = SampleWorkloads.transaction("lookup", 3, "h2", "SELECT ? + 0");
        SampleWorkloads.parameter(lookup, ParameterType.BIGINT, SampleWorkloads.ids(orders));
        Transaction pick = SampleWorkloads.transaction("pick", 1, "h2", "SELECT ? * 2");
        NormalSource normal = SampleWorkloads.F.createNormalSource();
        normal.setMean(10);
        normal.setStandardDeviation(2);
        normal.setMin(0);
        normal.setMax(20);
        SampleWorkloads.parameter(pick, ParameterType.DOUBLE, normal);
        Transaction never = SampleWorkloads.transaction("never", 0, "h2", "SELECT 1");
        Workload workload = SampleWorkloads.workload("h2 export", "h2", lookup, pick, never);
        workload.getCollections().add(orders);
        return workload;
    }

    /** An H2 target with user {@code sa} and {@link #PASSWORD}. */
    static JdbcUrlTarget target() {
        String url = "jdbc:h2:mem:jmeter-export-" + NEXT.incrementAndGet() + ";DB_CLOSE_DELAY=-1";
        Properties properties = new Properties();
        properties.setProperty("user", "sa");
        properties.setProperty("password", PASSWORD);
        return new JdbcUrlTarget(url, new org.h2.Driver(), properties, "h2-test");
    }

    /** 3 users, 1 s ramp-up, 2 s measured, intervals of 0.5 s. */
    static RunConfig config() {
        return RunConfig.from(null).users(3).rampUpSeconds(1).durationSeconds(2).intervalSeconds(0.5).seed(11).build();
    }

    /** Saves the workload in {@code folder} and exports it to {@code folder/plan.jmx}. */
    static ExportReport export(Workload workload, Path folder) throws Exception {
        Path file = folder.resolve("h2-export.xwl");
        Files.write(file, WorkloadFiles.serialize(workload));
        try (JdbcUrlTarget target = target()) {
            return JmeterExport.export(workload, file, target, config(), 1, folder.resolve("plan.jmx"));
        }
    }
}
