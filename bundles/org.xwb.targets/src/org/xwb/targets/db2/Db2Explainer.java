package org.xwb.targets.db2;

import java.sql.Clob;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.core.plan.Plan;
import org.xwb.targets.jdbc.SqlText;

/**
 * Explains a statement through DB2's explain tables: creates them when missing
 * (SYSPROC.SYSINSTALLOBJECTS), runs {@code EXPLAIN PLAN SET QUERYNO = n FOR ...}, reads the rows
 * of that statement from EXPLAIN_OPERATOR, EXPLAIN_STREAM, EXPLAIN_ARGUMENT and EXPLAIN_PREDICATE,
 * and deletes them again (deleting the EXPLAIN_INSTANCE row cascades to every explain table).
 *
 * <p>Where the rows are: DB2's explain facility qualifies the explain tables of dynamic SQL with
 * the session authorization ID, and uses SYSTOOLS when that schema has none (IBM, "Explain
 * tables"); CURRENT SCHEMA plays no part. XWB reads them from the same schema, and creates them
 * under the session authorization ID when neither schema has them.
 *
 * <p>An XQuery statement ({@code XQUERY for $o in ...}) is explained as
 * {@code EXPLAIN PLAN ... FOR XQUERY 'the query'}: the EXPLAIN statement takes an XQuery as a
 * string constant (IBM, "EXPLAIN statement").
 *
 * <p>Parameter markers stay markers: EXPLAIN PLAN compiles the statement as it would be prepared,
 * without values (the plan a statement gets with REOPT NONE). Not verified against a live DB2
 * server: none can run where XWB is built.
 */
final class Db2Explainer {

    static final String SESSION_USER = "VALUES SESSION_USER";
    static final String FIND_TABLES = "SELECT TABSCHEMA FROM SYSCAT.TABLES WHERE TABNAME = 'EXPLAIN_INSTANCE' "
            + "AND TABSCHEMA IN (?, 'SYSTOOLS')";
    static final String CREATE_TABLES = "CALL SYSPROC.SYSINSTALLOBJECTS('EXPLAIN', 'C', CAST(NULL AS VARCHAR(128)), ?)";
    static final String SYSTOOLS = "SYSTOOLS";
    private static final Pattern XQUERY = Pattern.compile("(?is)XQUERY\\s+(.*)");
    private static final String KEY = "EXPLAIN_REQUESTER = ? AND EXPLAIN_TIME = ? AND SOURCE_NAME = ? AND SOURCE_SCHEMA = ? "
            + "AND SOURCE_VERSION = ? AND EXPLAIN_LEVEL = 'P' AND STMTNO = ? AND SECTNO = ?";

    /** Identifies one explained statement in every explain table. */
    record Key(String requester, Timestamp time, String sourceName, String sourceSchema, String sourceVersion,
            int statementNo, int sectionNo) {
    }

    private Db2Explainer() {
    }

    /** The EXPLAIN statement for an SQL statement, or for an XQuery as a string constant. */
    static String explainStatement(int queryNo, String sql) {
        String statement = SqlText.withoutTrailingSemicolon(sql);
        Matcher xquery = XQUERY.matcher(statement);
        String explainable = xquery.matches() ? "XQUERY " + SqlText.literal(xquery.group(1).strip()) : statement;
        return "EXPLAIN PLAN SET QUERYNO = " + queryNo + " FOR " + explainable;
    }

    /**
     * The schema EXPLAIN writes to: the session authorization ID's when it has explain tables,
     * else SYSTOOLS when that has them, else none yet ({@code null}: create them under the session
     * authorization ID).
     */
    static String chooseSchema(String sessionUser, Set<String> schemasWithTables) {
        if (schemasWithTables.contains(sessionUser)) {
            return sessionUser;
        }
        return schemasWithTables.contains(SYSTOOLS) ? SYSTOOLS : null;
    }

    /** A schema name from the catalog as a delimited identifier, exactly as it is spelled there. */
    static String qualifier(String schema) {
        return "\"" + schema.replace("\"", "\"\"") + "\"";
    }

    static String findStatement(String schema) {
        return "SELECT EXPLAIN_REQUESTER, EXPLAIN_TIME, SOURCE_NAME, SOURCE_SCHEMA, SOURCE_VERSION, STMTNO, SECTNO FROM "
                + schema + ".EXPLAIN_STATEMENT WHERE QUERYNO = ? AND EXPLAIN_LEVEL = 'P' ORDER BY EXPLAIN_TIME DESC "
                + "FETCH FIRST 1 ROW ONLY";
    }

    static String selectOperators(String schema) {
        return "SELECT OPERATOR_ID, OPERATOR_TYPE, TOTAL_COST, IO_COST, CPU_COST, FIRST_ROW_COST FROM " + schema
                + ".EXPLAIN_OPERATOR WHERE " + KEY + " ORDER BY OPERATOR_ID";
    }

    static String selectStreams(String schema) {
        return "SELECT STREAM_ID, SOURCE_TYPE, SOURCE_ID, TARGET_TYPE, TARGET_ID, OBJECT_SCHEMA, OBJECT_NAME, STREAM_COUNT FROM "
                + schema + ".EXPLAIN_STREAM WHERE " + KEY + " ORDER BY STREAM_ID";
    }

    static String selectArguments(String schema) {
        return "SELECT OPERATOR_ID, ARGUMENT_TYPE, ARGUMENT_VALUE, LONG_ARGUMENT_VALUE FROM " + schema
                + ".EXPLAIN_ARGUMENT WHERE " + KEY + " ORDER BY OPERATOR_ID";
    }

    static String selectPredicates(String schema) {
        return "SELECT OPERATOR_ID, PREDICATE_ID, HOW_APPLIED, FILTER_FACTOR, PREDICATE_TEXT FROM " + schema
                + ".EXPLAIN_PREDICATE WHERE " + KEY + " ORDER BY OPERATOR_ID, PREDICATE_ID";
    }

    static String deleteInstance(String schema) {
        return "DELETE FROM " + schema + ".EXPLAIN_INSTANCE WHERE EXPLAIN_REQUESTER = ? AND EXPLAIN_TIME = ? "
                + "AND SOURCE_NAME = ? AND SOURCE_SCHEMA = ? AND SOURCE_VERSION = ?";
    }

    static Plan explain(Connection connection, String statement) throws SQLException {
        connection.setAutoCommit(false);
        try {
            String schema = qualifier(explainSchema(connection));
            int queryNo = ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE);
            try (Statement s = connection.createStatement()) {
                s.execute(explainStatement(queryNo, statement));
            }
            Key key = findKey(connection, schema, queryNo);
            Db2ExplainRows rows = new Db2ExplainRows(operators(connection, schema, key), streams(connection, schema, key),
                    arguments(connection, schema, key), predicates(connection, schema, key));
            try (PreparedStatement delete = connection.prepareStatement(deleteInstance(schema))) {
                delete.setString(1, key.requester());
                delete.setTimestamp(2, key.time());
                delete.setString(3, key.sourceName());
                delete.setString(4, key.sourceSchema());
                delete.setString(5, key.sourceVersion());
                delete.executeUpdate();
            }
            connection.commit();
            return Db2PlanBuilder.build(SqlText.withoutTrailingSemicolon(statement), rows);
        } catch (SQLException | RuntimeException e) {
            connection.rollback(); // also removes the explain rows of this unit of work
            throw e;
        }
    }

    /** The schema of the explain tables, creating them under the session authorization ID when there are none. */
    private static String explainSchema(Connection connection) throws SQLException {
        String sessionUser;
        try (Statement s = connection.createStatement(); ResultSet rs = s.executeQuery(SESSION_USER)) {
            rs.next();
            sessionUser = rs.getString(1).strip();
        }
        Set<String> schemas = new HashSet<>();
        try (PreparedStatement ps = connection.prepareStatement(FIND_TABLES)) {
            ps.setString(1, sessionUser);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    schemas.add(rs.getString(1).strip());
                }
            }
        }
        String schema = chooseSchema(sessionUser, schemas);
        if (schema != null) {
            return schema;
        }
        try (PreparedStatement create = connection.prepareStatement(CREATE_TABLES)) {
            create.setString(1, sessionUser);
            create.execute();
        }
        connection.commit();
        return sessionUser;
    }

    private static Key findKey(Connection connection, String schema, int queryNo) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement(findStatement(schema))) {
            ps.setInt(1, queryNo);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("EXPLAIN PLAN wrote no row with QUERYNO " + queryNo + " into " + schema
                            + ".EXPLAIN_STATEMENT");
                }
                return new Key(rs.getString(1), rs.getTimestamp(2), rs.getString(3), rs.getString(4), rs.getString(5),
                        rs.getInt(6), rs.getInt(7));
            }
        }
    }

    private static PreparedStatement select(Connection connection, String sql, Key key) throws SQLException {
        PreparedStatement ps = connection.prepareStatement(sql);
        ps.setString(1, key.requester());
        ps.setTimestamp(2, key.time());
        ps.setString(3, key.sourceName());
        ps.setString(4, key.sourceSchema());
        ps.setString(5, key.sourceVersion());
        ps.setInt(6, key.statementNo());
        ps.setInt(7, key.sectionNo());
        return ps;
    }

    private static List<Db2ExplainRows.Operator> operators(Connection c, String schema, Key key) throws SQLException {
        List<Db2ExplainRows.Operator> list = new ArrayList<>();
        try (PreparedStatement ps = select(c, selectOperators(schema), key); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                list.add(new Db2ExplainRows.Operator(rs.getInt(1), rs.getString(2), rs.getDouble(3), rs.getDouble(4),
                        rs.getDouble(5), rs.getDouble(6)));
            }
        }
        return list;
    }

    private static List<Db2ExplainRows.Stream> streams(Connection c, String schema, Key key) throws SQLException {
        List<Db2ExplainRows.Stream> list = new ArrayList<>();
        try (PreparedStatement ps = select(c, selectStreams(schema), key); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                list.add(new Db2ExplainRows.Stream(rs.getInt(1), rs.getString(2).charAt(0), rs.getInt(3),
                        rs.getString(4).charAt(0), rs.getInt(5), rs.getString(6), rs.getString(7), rs.getDouble(8)));
            }
        }
        return list;
    }

    private static List<Db2ExplainRows.Argument> arguments(Connection c, String schema, Key key) throws SQLException {
        List<Db2ExplainRows.Argument> list = new ArrayList<>();
        try (PreparedStatement ps = select(c, selectArguments(schema), key); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String value = rs.getString(3);
                if (value == null) {
                    value = text(rs.getClob(4));
                }
                list.add(new Db2ExplainRows.Argument(rs.getInt(1), rs.getString(2), value));
            }
        }
        return list;
    }

    private static List<Db2ExplainRows.Predicate> predicates(Connection c, String schema, Key key) throws SQLException {
        List<Db2ExplainRows.Predicate> list = new ArrayList<>();
        try (PreparedStatement ps = select(c, selectPredicates(schema), key); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                list.add(new Db2ExplainRows.Predicate(rs.getInt(1), rs.getInt(2), rs.getString(3), rs.getDouble(4),
                        text(rs.getClob(5))));
            }
        }
        return list;
    }

    private static String text(Clob clob) throws SQLException {
        return clob == null ? null : clob.getSubString(1, (int) Math.min(clob.length(), Integer.MAX_VALUE));
    }
}
