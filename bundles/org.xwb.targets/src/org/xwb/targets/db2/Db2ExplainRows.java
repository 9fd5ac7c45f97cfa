package org.xwb.targets.db2;

import java.util.List;

/**
 * The columns XWB reads from DB2's explain tables (IBM Db2 for LUW documentation, "Explain
 * tables": EXPLAIN_OPERATOR, EXPLAIN_STREAM, EXPLAIN_ARGUMENT, EXPLAIN_PREDICATE), for one
 * explained statement. The key columns (EXPLAIN_REQUESTER ... SECTNO) select the statement and
 * are not repeated here.
 */
public record Db2ExplainRows(List<Operator> operators, List<Stream> streams, List<Argument> arguments,
        List<Predicate> predicates) {

    /** EXPLAIN_OPERATOR: costs are cumulative, in timerons (IO_COST in pages, CPU_COST in instructions). */
    public record Operator(int id, String type, double totalCost, double ioCost, double cpuCost, double firstRowCost) {
    }

    /**
     * EXPLAIN_STREAM: a data flow from a source to a target; type 'O' is an operator, 'D' a data
     * object (table or index) named by OBJECT_SCHEMA.OBJECT_NAME; the id is -1 for 'D'.
     */
    public record Stream(int id, char sourceType, int sourceId, char targetType, int targetId, String objectSchema,
            String objectName, double count) {
    }

    /** EXPLAIN_ARGUMENT: an operator's characteristics (ARGUMENT_VALUE, or LONG_ARGUMENT_VALUE when long). */
    public record Argument(int operatorId, String type, String value) {
    }

    /** EXPLAIN_PREDICATE: a predicate an operator applies, how (START, STOP, SARG, RESID, ...) and its filter factor. */
    public record Predicate(int operatorId, int id, String howApplied, double filterFactor, String text) {
    }

    public Db2ExplainRows {
        operators = List.copyOf(operators);
        streams = List.copyOf(streams);
        arguments = List.copyOf(arguments);
        predicates = List.copyOf(predicates);
    }
}
