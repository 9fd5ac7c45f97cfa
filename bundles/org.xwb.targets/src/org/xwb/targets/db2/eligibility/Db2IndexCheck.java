package org.xwb.targets.db2.eligibility;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.xwb.core.target.Tables;
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.validation.ObjectPaths;
import org.xwb.model.validation.Problem;
import org.xwb.model.validation.Severity;
import org.xwb.targets.db2.Db2Statements;
import org.xwb.targets.db2.Db2Version;
import org.xwb.targets.db2.xpath.XmlPattern;

/**
 * The static XML index check of a workload's DB2 statements: for each comparison in an
 * XMLEXISTS, XMLQUERY, XMLTABLE or XQUERY, which of the workload's XML indexes DB2 can use for it
 * ({@link IndexRules}), and, as problems, every index a workload declares {@code usedBy} a
 * transaction whose DB2 statement no index rule lets it serve, every XML pattern DB2 would refuse,
 * and every key type the server's version lacks. No database is needed: {@code xwb check
 * --dialect db2}, the workload editor and the statement workbench call it on the model.
 */
public final class Db2IndexCheck {

    /** One comparison and what the workload's indexes say to it. */
    public record PredicateReport(ValuePredicate predicate, List<XmlIndex> servedBy, Map<XmlIndex, IndexRules.Refusal> refusals) {
    }

    /** The comparisons of one statement text ({@code text} counts from 1), and what XWB could not follow. */
    public record StatementReport(Transaction transaction, int text, List<PredicateReport> predicates, List<String> notes) {
    }

    private static final String DIALECT = "db2";

    private final Workload workload;
    private final Optional<Db2Version> version;
    private final Map<String, Collection> collections = new LinkedHashMap<>();

    /** @param version the server's version when known; empty checks for the newest DB2 */
    public Db2IndexCheck(Workload workload, Optional<Db2Version> version) {
        this.workload = workload;
        this.version = version;
        for (Collection c : workload.getCollections()) {
            collections.putIfAbsent(Tables.tableName(c).toUpperCase(Locale.ROOT), c);
        }
    }

    /** The comparisons of one SQL/XML or XQUERY text against this workload's collections and indexes. */
    public StatementReport analyze(String sql) {
        return analyze(null, 0, sql);
    }

    /** The comparisons of each text of a transaction's db2 statement (none without one). */
    public List<StatementReport> analyze(Transaction transaction) {
        List<StatementReport> reports = new ArrayList<>();
        for (Statement statement : transaction.getStatements()) {
            if (DIALECT.equals(statement.getDialect())) {
                for (int i = 0; i < statement.getTexts().size(); i++) {
                    reports.add(analyze(transaction, i + 1, statement.getTexts().get(i)));
                }
            }
        }
        return reports;
    }

    private StatementReport analyze(Transaction transaction, int text, String sql) {
        List<PredicateReport> predicates = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<SqlXmlCalls.TableRef> tables = SqlXmlCalls.tables(sql);
        for (SqlXmlCalls.Call call : SqlXmlCalls.calls(sql)) {
            PredicateFinder.Found found = PredicateFinder.find(call, tables, collections);
            notes.addAll(found.notes());
            for (ValuePredicate p : found.predicates()) {
                List<XmlIndex> served = new ArrayList<>();
                Map<XmlIndex, IndexRules.Refusal> refusals = new LinkedHashMap<>();
                for (XmlIndex index : p.collection().getIndexes()) {
                    IndexRules.verdict(p, p.collection(), index, version).ifPresentOrElse(r -> refusals.put(index, r),
                            () -> served.add(index));
                }
                predicates.add(new PredicateReport(p, List.copyOf(served), refusals));
            }
        }
        return new StatementReport(transaction, text, List.copyOf(predicates), List.copyOf(notes));
    }

    /**
     * Errors for XML patterns DB2 refuses and key types the version lacks; a warning for each
     * {@code usedBy} transaction the index cannot serve, with the reason DB2 would not use it.
     */
    public List<Problem> problems() {
        List<Problem> problems = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                try {
                    XmlPattern.parse(index.getPath(), Db2Statements.namespaces(collection));
                } catch (IllegalArgumentException e) {
                    problems.add(problem(Severity.ERROR, index, e.getMessage()));
                    continue;
                }
                Optional<String> missing = version.flatMap(v -> v.refusal(index.getKeyType()));
                if (missing.isPresent()) {
                    problems.add(problem(Severity.ERROR, index, missing.get()));
                    continue;
                }
                for (Transaction transaction : index.getUsedBy()) {
                    unserved(collection, index, transaction).ifPresent(reason -> problems.add(problem(Severity.WARNING, index,
                            "is declared usedBy " + transaction.getId() + ", but DB2 cannot use it for that transaction's db2 "
                                    + "statement: " + reason)));
                }
            }
        }
        return List.copyOf(problems);
    }

    /** Why no comparison of the transaction's db2 statement can use the index; empty when one can (or there is no db2 statement). */
    private Optional<String> unserved(Collection collection, XmlIndex index, Transaction transaction) {
        List<StatementReport> reports = analyze(transaction);
        if (reports.isEmpty()) {
            return Optional.empty();
        }
        List<String> reasons = new ArrayList<>();
        List<String> compared = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (StatementReport report : reports) {
            notes.addAll(report.notes());
            for (PredicateReport p : report.predicates()) {
                if (p.predicate().collection() != collection) {
                    continue;
                }
                if (p.servedBy().contains(index)) {
                    return Optional.empty();
                }
                IndexRules.Refusal refusal = p.refusals().get(index);
                if (refusal.kind() == IndexRules.Refusal.Kind.PATH) {
                    compared.add(p.predicate().pathText());
                } else {
                    reasons.add(p.predicate().source() + ": " + refusal.reason());
                }
            }
        }
        if (!reasons.isEmpty()) {
            return Optional.of(String.join("; ", reasons.stream().distinct().toList()));
        }
        String what = compared.isEmpty() ? "it compares no nodes of collection " + collection.getName()
                : "its comparisons on collection " + collection.getName() + " are on "
                        + String.join(", ", compared.stream().distinct().toList()) + ", not on " + index.getPath();
        return Optional.of(what + (notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")"));
    }

    private static Problem problem(Severity severity, XmlIndex index, String message) {
        return new Problem(severity, message, index, ObjectPaths.of(index));
    }
}
