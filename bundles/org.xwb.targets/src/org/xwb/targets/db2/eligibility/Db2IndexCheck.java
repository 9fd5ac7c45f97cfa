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
import org.xwb.targets.db2.Db2IndexKeys;
import org.xwb.targets.db2.Db2Version;
import org.xwb.targets.db2.eligibility.IndexRules.Eligibility;
import org.xwb.targets.db2.eligibility.IndexRules.Refusal;
import org.xwb.targets.db2.eligibility.IndexRules.Verdict;
import org.xwb.targets.db2.xpath.XmlPattern;

/**
 * The static XML index check of a workload's DB2 statements: for each comparison in an
 * XMLEXISTS, XMLQUERY, XMLTABLE or XQUERY, which of the workload's XML indexes DB2 can use for it
 * ({@link IndexRules}), and, as problems, every index a workload declares {@code usedBy} a
 * transaction whose DB2 statement no index rule lets it serve, every XML pattern DB2 would refuse,
 * and every key type the server's version lacks. Where IBM's pages do not settle whether DB2 uses an
 * index the answer is {@link Eligibility#UNCERTAIN} with the reason: a usedBy warning says so,
 * never that the index is used. No database is needed: {@code xwb check --dialect db2}, the
 * workload editor and the statement workbench call it on the model.
 */
public final class Db2IndexCheck {

    /**
     * One comparison and what the workload's indexes say to it: the indexes DB2 can use, those it
     * cannot (with the reason) and those IBM's pages do not settle (with the reason).
     */
    public record PredicateReport(ValuePredicate predicate, List<XmlIndex> servedBy, Map<XmlIndex, Refusal> refusals,
            Map<XmlIndex, Refusal> uncertain) {

        public Eligibility eligibility(XmlIndex index) {
            return servedBy.contains(index) ? Eligibility.ELIGIBLE
                    : uncertain.containsKey(index) ? Eligibility.UNCERTAIN : Eligibility.NOT_ELIGIBLE;
        }
    }

    /** What one index is to a statement: eligible when a comparison can use it; the reason otherwise. */
    public record IndexAnswer(Eligibility eligibility, String reason) {
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
            List<Map<XmlIndex, Verdict>> verdicts = new ArrayList<>();
            for (ValuePredicate p : found.predicates()) {
                Map<XmlIndex, Verdict> byIndex = new LinkedHashMap<>();
                for (XmlIndex index : p.collection().getIndexes()) {
                    byIndex.put(index, IndexRules.verdict(p, p.collection(), index, version));
                }
                verdicts.add(byIndex);
            }
            OrBranches.apply(found, verdicts);
            if (call.sqlOr()) {
                doubtEligible(verdicts, Refusal.Kind.OR_BRANCH, "this XMLEXISTS is an operand of an SQL OR: DB2 uses an "
                        + "index for an OR only when every operand has an eligible one (index ORing; z/OS \"Example of DOCID "
                        + "ORing access\"), and XWB does not follow the SQL around XMLEXISTS");
            }
            for (int i = 0; i < found.predicates().size(); i++) {
                predicates.add(report(found.predicates().get(i), verdicts.get(i)));
            }
        }
        return new StatementReport(transaction, text, List.copyOf(predicates), List.copyOf(notes));
    }

    private static void doubtEligible(List<Map<XmlIndex, Verdict>> verdicts, Refusal.Kind kind, String reason) {
        for (Map<XmlIndex, Verdict> byIndex : verdicts) {
            byIndex.replaceAll((index, v) -> v.eligibility() == Eligibility.ELIGIBLE ? Verdict.uncertain(kind, reason) : v);
        }
    }

    private static PredicateReport report(ValuePredicate p, Map<XmlIndex, Verdict> byIndex) {
        List<XmlIndex> served = new ArrayList<>();
        Map<XmlIndex, Refusal> refusals = new LinkedHashMap<>();
        Map<XmlIndex, Refusal> uncertain = new LinkedHashMap<>();
        byIndex.forEach((index, v) -> {
            switch (v.eligibility()) {
                case ELIGIBLE -> served.add(index);
                case NOT_ELIGIBLE -> refusals.put(index, v.why());
                case UNCERTAIN -> uncertain.put(index, v.why());
            }
        });
        return new PredicateReport(p, List.copyOf(served), refusals, uncertain);
    }

    /**
     * Whether DB2 can use {@code index} for one statement text: eligible when a comparison can use
     * it, uncertain when none can for certain but one may, with the reasons otherwise.
     */
    public IndexAnswer answer(String sql, XmlIndex index) {
        return answer(List.of(analyze(sql)), (Collection) index.eContainer(), index);
    }

    /**
     * Errors for XML patterns DB2 refuses and key types the version lacks; a warning for each
     * {@code usedBy} transaction the index cannot serve, with the reason DB2 would not use it.
     */
    public List<Problem> problems() {
        List<Problem> problems = new ArrayList<>();
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                XmlPattern.Parsed parsed;
                try {
                    parsed = XmlPattern.parseDetailed(index.getPath(), Db2IndexKeys.namespaces(collection));
                } catch (IllegalArgumentException e) {
                    problems.add(problem(Severity.ERROR, index, e.getMessage()));
                    continue;
                }
                if (parsed.function() != null && version.isPresent() && version.get().platform() == Db2Version.Platform.LUW
                        && !version.get().atLeast(10, 1)) {
                    problems.add(problem(Severity.ERROR, index, "The XML pattern " + index.getPath() + " ends with the function "
                            + "step " + parsed.function() + ", which " + version.get() + " refuses: function steps came with "
                            + "DB2 10.1 (SQL20304N, reason code 10)"));
                    continue;
                }
                Optional<String> missing = version.flatMap(v -> v.refusal(index.getKeyType()));
                if (missing.isPresent()) {
                    problems.add(problem(Severity.ERROR, index, missing.get()));
                    continue;
                }
                for (Transaction transaction : index.getUsedBy()) {
                    IndexAnswer answer = unserved(collection, index, transaction);
                    if (answer.eligibility() == Eligibility.NOT_ELIGIBLE) {
                        problems.add(problem(Severity.WARNING, index, "is declared usedBy " + transaction.getId() + ", but DB2 "
                                + "cannot use it for that transaction's db2 statement: " + answer.reason()));
                    } else if (answer.eligibility() == Eligibility.UNCERTAIN) {
                        problems.add(problem(Severity.WARNING, index, "is declared usedBy " + transaction.getId() + ", and "
                                + "whether DB2 uses it for that transaction's db2 statement is uncertain: " + answer.reason()));
                    }
                }
            }
        }
        return List.copyOf(problems);
    }

    /** What the index is to the transaction's db2 statement; eligible when there is none. */
    private IndexAnswer unserved(Collection collection, XmlIndex index, Transaction transaction) {
        List<StatementReport> reports = analyze(transaction);
        return reports.isEmpty() ? new IndexAnswer(Eligibility.ELIGIBLE, "") : answer(reports, collection, index);
    }

    private static IndexAnswer answer(List<StatementReport> reports, Collection collection, XmlIndex index) {
        List<String> reasons = new ArrayList<>();
        List<String> doubts = new ArrayList<>();
        List<String> compared = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        for (StatementReport report : reports) {
            notes.addAll(report.notes());
            for (PredicateReport p : report.predicates()) {
                if (p.predicate().collection() != collection) {
                    continue;
                }
                if (p.servedBy().contains(index)) {
                    return new IndexAnswer(Eligibility.ELIGIBLE, "");
                }
                Refusal doubt = p.uncertain().get(index);
                Refusal refusal = p.refusals().get(index);
                if (doubt != null) {
                    doubts.add(p.predicate().source() + ": " + doubt.reason());
                } else if (refusal.kind() == Refusal.Kind.PATH) {
                    compared.add(p.predicate().pathText());
                } else {
                    reasons.add(p.predicate().source() + ": " + refusal.reason());
                }
            }
        }
        if (!doubts.isEmpty()) {
            return new IndexAnswer(Eligibility.UNCERTAIN, String.join("; ", doubts.stream().distinct().toList()));
        }
        if (!reasons.isEmpty()) {
            return new IndexAnswer(Eligibility.NOT_ELIGIBLE, String.join("; ", reasons.stream().distinct().toList()));
        }
        String what = compared.isEmpty() ? "it compares no nodes of collection " + collection.getName()
                : "its comparisons on collection " + collection.getName() + " are on "
                        + String.join(", ", compared.stream().distinct().toList()) + ", not on " + index.getPath();
        return new IndexAnswer(Eligibility.NOT_ELIGIBLE, what + (notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")"));
    }

    private static Problem problem(Severity severity, XmlIndex index, String message) {
        return new Problem(severity, message, index, ObjectPaths.of(index));
    }
}
