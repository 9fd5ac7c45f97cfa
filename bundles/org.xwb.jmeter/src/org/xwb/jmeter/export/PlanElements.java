package org.xwb.jmeter.export;

import java.util.List;

/**
 * The JMeter 5.6 elements an exported plan is made of, with the property names JMeter saves them
 * with (read from JMeter's sources of that version): one factory method per element.
 */
final class PlanElements {

    /** A JDBC request's types, as JMeter's JDBC sampler names them. */
    static final String PREPARED_SELECT = "Prepared Select Statement";
    static final String PREPARED_UPDATE = "Prepared Update Statement";
    static final String COMMIT = "Commit";
    static final String ROLLBACK = "Rollback";
    /** Set by JMeter after every sample: "true" or "false". */
    static final String LAST_SAMPLE_OK = "${JMeterThread.last_sample_ok}";

    private PlanElements() {
    }

    static JmxElement testPlan(String name, String comments) {
        return JmxElement.of("TestPlan", "TestPlanGui", name)
                .string("TestPlan.comments", comments)
                .bool("TestPlan.functional_mode", false)
                .bool("TestPlan.serialize_threadgroups", false)
                .element("TestPlan.user_defined_variables", JmxElement.of("Arguments", "ArgumentsPanel",
                        "User Defined Variables").emptyCollection("Arguments.arguments"))
                .string("TestPlan.user_define_classpath", "");
    }

    /**
     * The JDBC Connection Configuration: one connection per thread (pool size 0 gives each thread
     * its own, as each XWB user has its own), autocommit off (the requests commit), no validation.
     */
    static JmxElement connection(String url, String user, String password, String driverClass,
            String isolation, String connectionProperties) {
        return JmxElement.of("JDBCDataSource", "TestBeanGUI", "JDBC Connection Configuration")
                .bool("autocommit", false)
                .string("checkQuery", "")
                .string("connectionAge", "5000")
                .string("connectionProperties", connectionProperties)
                .string("dataSource", PlanNames.DATA_SOURCE)
                .string("dbUrl", url)
                .string("driver", driverClass)
                .string("initQuery", "")
                .bool("keepAlive", false)
                .string("password", password)
                .string("poolMax", "0")
                .string("poolPreparedStatements", "-1")
                .bool("preinit", false)
                .string("timeout", "10000")
                .string("transactionIsolation", isolation)
                .string("trimInterval", "60000")
                .string("username", user);
    }

    /** Users started over the ramp-up, running until {@code duration} (seconds, ramp-up included) or {@code loops}. */
    static JmxElement threadGroup(String users, String rampUp, String duration, String loops) {
        JmxElement loop = JmxElement.of("LoopController", "LoopControlPanel", "Loop Controller")
                .bool("LoopController.continue_forever", false)
                .string("LoopController.loops", loops == null ? "-1" : loops);
        return JmxElement.of("ThreadGroup", "ThreadGroupGui", "XWB users")
                .string("ThreadGroup.on_sample_error", "continue")
                .element("ThreadGroup.main_controller", loop)
                .string("ThreadGroup.num_threads", users)
                .string("ThreadGroup.ramp_time", rampUp)
                .bool("ThreadGroup.scheduler", duration != null)
                .string("ThreadGroup.duration", duration == null ? "" : duration)
                .string("ThreadGroup.delay", "")
                .bool("ThreadGroup.same_user_on_next_iteration", true);
    }

    /**
     * A CSV Data Set shared by all threads of an engine, read one row per start of its parent
     * (the thread's loop, or the transaction it sits in); quoted fields may hold commas, quotes and
     * line breaks.
     */
    static JmxElement csvDataSet(String name, String fileName, List<String> variables, boolean recycle) {
        return JmxElement.of("CSVDataSet", "TestBeanGUI", name)
                .string("delimiter", ",")
                .string("fileEncoding", "UTF-8")
                .string("filename", fileName)
                .bool("ignoreFirstLine", false)
                .bool("quotedData", true)
                .bool("recycle", recycle)
                .string("shareMode", "shareMode.all")
                .bool("stopThread", !recycle)
                .string("variableNames", String.join(",", variables));
    }

    /** Runs the child whose index (or name) {@code value} gives. */
    static JmxElement switchController(String name, String value) {
        return JmxElement.of("SwitchController", "SwitchControllerGui", name).string("SwitchController.value", value);
    }

    /** One sample per transaction: its statements and its commit (or rollback), timers left out. */
    static JmxElement transaction(String id) {
        return JmxElement.of("TransactionController", "TransactionControllerGui", id)
                .bool("TransactionController.parent", true)
                .bool("TransactionController.includeTimers", false);
    }

    /** Runs its children only when the previous sample succeeded. */
    static JmxElement ifLastSampleOk(String name) {
        return JmxElement.of("IfController", "IfControllerPanel", name)
                .string("IfController.condition", LAST_SAMPLE_OK)
                .bool("IfController.evaluateAll", false)
                .bool("IfController.useExpression", true);
    }

    static JmxElement simpleController(String name) {
        return JmxElement.of("GenericController", "LogicControllerGui", name);
    }

    static JmxElement jdbcRequest(String name, String queryType, String query, String arguments, String types) {
        return JmxElement.of("JDBCSampler", "TestBeanGUI", name)
                .string("dataSource", PlanNames.DATA_SOURCE)
                .string("query", query)
                .string("queryArguments", arguments)
                .string("queryArgumentsTypes", types)
                .string("queryTimeout", "")
                .string("queryType", queryType)
                .string("resultSetHandler", "Store as String")
                .string("resultSetMaxRows", "")
                .string("resultVariable", "")
                .string("variableNames", "");
    }

    /** A Flow Control Action that only carries a timer: the timer runs once per loop, where it stands. */
    static JmxElement pause(String name) {
        return JmxElement.of("TestAction", "TestActionGui", name)
                .integer("ActionProcessor.action", 1)
                .integer("ActionProcessor.target", 0)
                .string("ActionProcessor.duration", "0");
    }

    static JmxElement constantTimer(String delayMillis) {
        return JmxElement.of("ConstantTimer", "ConstantTimerGui", "Think time").string("ConstantTimer.delay", delayMillis);
    }

    /** Arrivals at {@code perSecond} over the whole thread group, planned for {@code seconds}, seeded. */
    static JmxElement preciseThroughputTimer(String perSecond, long seconds, long seed) {
        return JmxElement.of("PreciseThroughputTimer", "TestBeanGUI", "Rate")
                .string("allowedThroughputSurplus", "1.0")
                .integer("batchSize", 1)
                .integer("batchThreadDelay", 0)
                .longValue("duration", seconds)
                .integer("exactLimit", 10000)
                .longValue("randomSeed", seed)
                .string("throughput", perSecond)
                .integer("throughputPeriod", 1);
    }
}
