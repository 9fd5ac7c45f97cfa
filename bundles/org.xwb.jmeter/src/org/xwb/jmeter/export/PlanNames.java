package org.xwb.jmeter.export;

import java.nio.file.Path;

/**
 * The names an exported plan and {@code xwb jmeter} agree on: the JMeter properties the plan reads
 * at run time (each with the exported value as its default, so {@code -Jxwb.users=8} changes a
 * plain JMeter run too), and the files written beside the plan.
 */
public final class PlanNames {

    /** JDBC URL; the plan's default is the URL at export without secrets. */
    public static final String URL = "xwb.url";
    public static final String USER = "xwb.user";
    /** The database password: never in the plan, given at run time in a private properties file. */
    public static final String PASSWORD = "xwb.password";
    public static final String USERS = "xwb.users";
    public static final String RAMP_UP = "xwb.rampup";
    public static final String DURATION = "xwb.duration";
    public static final String LOOPS = "xwb.loops";
    public static final String THINK = "xwb.think";
    public static final String RATE = "xwb.rate";
    /** {@code xwb.part.<host:port>}: the part of the insert documents an engine reads. */
    public static final String PART_PREFIX = "xwb.part.";
    /**
     * The part of the documents this engine inserts: JMeter sets {@code __jm.D_TG} on each remote
     * engine to the host:port the controller named it by; {@code xwb jmeter --remote} maps each to
     * its part. A local run reads part 1.
     */
    static final String PART = "${__P(" + PART_PREFIX + "${__P(__jm.D_TG,local)},1)}";

    /** The name of the JDBC Connection Configuration's pool the requests use. */
    static final String DATA_SOURCE = "xwb";
    /** The variable holding the index of the next transaction of the mix. */
    static final String MIX_VARIABLE = "xwb.tx";
    static final String MIX_FILE = "mix.csv";
    /** The workload as exported, copied into the data folder for the import. */
    public static final String WORKLOAD_FILE = "workload.xwl";

    private PlanNames() {
    }

    /** {@code plan.jmx} -> {@code plan.data}: the folder of the plan's CSV files. */
    public static Path dataFolder(Path plan) {
        return plan.resolveSibling(base(plan) + ".data");
    }

    /** {@code plan.jmx} -> {@code plan.xwb.json}: what XWB needs to import the plan's results. */
    public static Path manifest(Path plan) {
        return plan.resolveSibling(base(plan) + ".xwb.json");
    }

    private static String base(Path plan) {
        String name = plan.getFileName().toString();
        return name.endsWith(".jmx") ? name.substring(0, name.length() - 4) : name;
    }

    /** A JMeter variable (and file) name for an id: letters, digits, '_', '-' and '.'. */
    static String variable(String id) {
        String name = id == null ? "" : id.replaceAll("[^A-Za-z0-9_.-]", "_");
        return name.isEmpty() ? "_" : name;
    }
}
