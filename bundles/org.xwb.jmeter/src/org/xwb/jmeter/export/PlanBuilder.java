package org.xwb.jmeter.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

import org.xwb.core.run.RunConfig;
import org.xwb.targets.jdbc.JdbcEndpoint;
import org.xwb.core.target.Target;
import org.xwb.model.Workload;
import org.xwb.targets.jdbc.JdbcUrls;

/**
 * Puts a plan together: the JDBC Connection Configuration at the top, one thread group whose
 * users read the next transaction of the mix file, wait for their arrival (under a rate), run that
 * transaction and think. Counts and times are JMeter properties with the exported values as
 * defaults ({@link PlanNames}).
 */
final class PlanBuilder {

    private PlanBuilder() {
    }

    static JmxElement testPlan(Workload workload, Path workloadFile, Target target, JdbcEndpoint endpoint,
            RunConfig config, String data, List<JmxElement> transactions, List<ExportNote> notes) {
        JmxElement plan = PlanElements.testPlan(workload.getName() + " (exported by XWB)",
                "Exported by XWB from " + workloadFile.toAbsolutePath().normalize() + " for " + target.info().profile()
                        + ". Run it with: xwb jmeter " + "<this file>, or with JMeter: jmeter -n -t <this file> -q "
                        + "<a file only you can read with xwb.password=...>. The JMeter properties xwb.users, "
                        + "xwb.rampup, xwb.duration, xwb.think, xwb.rate and xwb.url change the exported settings.");
        plan.add(connection(workload, endpoint, notes));
        long rampUp = RunSettingsNotes.ceilSeconds(config.rampUpSeconds());
        String rampUpProperty = JmeterText.property(PlanNames.RAMP_UP, Long.toString(rampUp));
        String duration = null;
        String loops = null;
        if (config.transactionsPerUser() > 0) {
            loops = JmeterText.property(PlanNames.LOOPS, Long.toString(config.transactionsPerUser()));
        } else {
            duration = "${__longSum(" + rampUpProperty + ","
                    + JmeterText.property(PlanNames.DURATION,
                            Long.toString(RunSettingsNotes.ceilSeconds(config.durationSeconds())))
                    + ")}";
        }
        JmxElement users = PlanElements.threadGroup(JmeterText.property(PlanNames.USERS,
                Integer.toString(config.users())), rampUpProperty, duration, loops);
        users.add(PlanElements.csvDataSet("Transaction mix", data + "/" + PlanNames.MIX_FILE,
                List.of(PlanNames.MIX_VARIABLE), true));
        if (config.rate() > 0) {
            long planned = RunSettingsNotes.ceilSeconds(config.rampUpSeconds() + Math.max(config.durationSeconds(), 1));
            users.add(PlanElements.pause("Arrival").add(PlanElements.preciseThroughputTimer(
                    JmeterText.property(PlanNames.RATE, Double.toString(config.rate())), planned, config.seed())));
        }
        JmxElement mix = PlanElements.switchController("Transaction mix", "${" + PlanNames.MIX_VARIABLE + "}");
        transactions.forEach(mix::add);
        users.add(mix);
        if (config.rate() == 0) {
            users.add(PlanElements.pause("Think time").add(PlanElements.constantTimer(JmeterText.property(
                    PlanNames.THINK, Long.toString(Math.round(config.thinkTimeMillis()))))));
        }
        return plan.add(users);
    }

    private static JmxElement connection(Workload workload, JdbcEndpoint endpoint, List<ExportNote> notes) {
        String isolation = workload.getRunSettings() == null ? null : workload.getRunSettings().getIsolation();
        return PlanElements.connection(
                JmeterText.property(PlanNames.URL, JdbcUrls.withoutSecrets(endpoint.url())),
                JmeterText.property(PlanNames.USER, endpoint.user()),
                "${__P(" + PlanNames.PASSWORD + ",)}",
                endpoint.driver().getClass().getName(),
                isolation == null || isolation.isBlank() ? "DEFAULT"
                        : "TRANSACTION_" + isolation.strip().toUpperCase(Locale.ROOT).replace('-', '_'),
                connectionProperties(endpoint.publicProperties(), notes));
    }

    /**
     * The driver settings XWB connects with (e.g. PostgreSQL's synchronous_commit option), in
     * JMeter's {@code name=value;name=value} form; PostgreSQL's application name says JMeter.
     */
    static String connectionProperties(Properties properties, List<ExportNote> notes) {
        List<String> pairs = new ArrayList<>();
        properties.computeIfPresent("ApplicationName", (key, value) -> "XWB JMeter");
        for (Map.Entry<Object, Object> entry : new java.util.TreeMap<>(properties).entrySet()) {
            String pair = entry.getKey() + "=" + entry.getValue();
            if (!pair.contains(";") && !pair.contains("${")) {
                pairs.add(pair);
            } else {
                notes.add(new ExportNote(ExportNote.Kind.NOT_REPRODUCED, null, "the driver setting " + entry.getKey()
                        + " cannot be written in JMeter's connection properties (it holds ';' or '${')"));
            }
        }
        return String.join(";", pairs);
    }
}
