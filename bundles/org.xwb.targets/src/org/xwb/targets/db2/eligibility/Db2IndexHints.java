package org.xwb.targets.db2.eligibility;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.IndexHint.Match;
import org.xwb.core.plan.IndexHint.Presence;
import org.xwb.core.plan.IndexHint.Status;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Tables;
import org.xwb.model.Collection;
import org.xwb.model.IndexKeyType;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.targets.db2.Db2IndexKeys;
import org.xwb.targets.db2.Db2Version;

/**
 * Index hints on DB2 from the static index check ({@link Db2IndexCheck}, the rules of
 * {@link IndexRules}): DB2 matches an XML index to a comparison by its pattern and type, so a
 * comparison is served by each declared index the rules let DB2 use; the hint names the XML
 * pattern and SQL type an index needs, says why indexes on the same nodes are refused, and
 * proposes an index of the comparison's type (the schema's type when the statement compares
 * untyped nodes). The target's catalog is not asked: whether the server has the index is
 * {@link Presence#UNKNOWN}.
 */
public final class Db2IndexHints {

    private final StatementHelper statements;
    private final Optional<Db2Version> version;

    /**
     * @param statements DB2's statement builder (its DDL and indexed expressions)
     * @param version    the server version whose key types count; empty for the newest
     */
    public Db2IndexHints(StatementHelper statements, Optional<Db2Version> version) {
        this.statements = statements;
        this.version = version;
    }

    public List<IndexHint> hints(String sql, Workload workload, SchemaKeyTypes keyTypes) {
        List<IndexHint> hints = new ArrayList<>();
        if (workload == null) {
            return hints;
        }
        Db2IndexCheck.StatementReport report = new Db2IndexCheck(workload, version).analyze(sql);
        int searchFrom = 0;
        for (Db2IndexCheck.PredicateReport p : report.predicates()) {
            ValuePredicate predicate = p.predicate();
            int start = sql.indexOf(predicate.source(), searchFrom);
            if (start < 0) {
                start = sql.indexOf(predicate.source());
            } else {
                searchFrom = start + predicate.source().length();
            }
            hints.add(hint(predicate, p, start, keyTypes, version));
        }
        return hints;
    }

    private IndexHint hint(ValuePredicate predicate, Db2IndexCheck.PredicateReport report, int start,
            SchemaKeyTypes keyTypes, Optional<Db2Version> version) {
        Collection collection = predicate.collection();
        String path = predicate.path().render(prefixes(collection));
        List<String> notes = new ArrayList<>();
        predicate.hint().ifPresent(notes::add);
        Optional<IndexKeyType> schemaType = keyTypes.keyType(collection, path);
        IndexKeyType type = keyType(predicate).or(() -> schemaType).orElse(null);
        List<Match> matches = new ArrayList<>();
        report.servedBy().forEach(index -> matches.add(new Match(index.getName(), true, Presence.UNKNOWN)));
        report.refusals().forEach((index, refusal) -> {
            if (refusal.kind() != IndexRules.Refusal.Kind.PATH) {
                notes.add("index " + index.getName() + " is on these nodes but DB2 cannot use it: " + refusal.reason());
            }
        });
        report.uncertain().forEach((index, doubt) -> notes.add("whether DB2 uses index " + index.getName()
                + " is uncertain: " + doubt.reason()));
        int end = start < 0 ? -1 : start + predicate.source().length();
        if (!matches.isEmpty()) {
            XmlIndex serving = report.servedBy().get(0);
            return new IndexHint(predicate.source(), start, end, collection, path, type, Status.SERVED, matches,
                    pattern(collection, serving), notes, null, "");
        }
        if (!report.uncertain().isEmpty()) {
            XmlIndex doubtful = report.uncertain().keySet().iterator().next();
            return new IndexHint(predicate.source(), start, end, collection, path, type, Status.UNCERTAIN, matches,
                    pattern(collection, doubtful), notes, null, "");
        }
        XmlIndex proposal = XwbFactory.eINSTANCE.createXmlIndex();
        proposal.setName(freeName(collection, path));
        proposal.setPath(path);
        proposal.setKeyType(type == null ? IndexKeyType.VARCHAR : type);
        IndexRules.Verdict verdict = IndexRules.verdict(predicate, collection, proposal, version);
        if (verdict.eligibility() == IndexRules.Eligibility.NOT_ELIGIBLE) {
            notes.add("no index can serve it as written: " + verdict.why().reason());
            return new IndexHint(predicate.source(), start, end, collection, path, type, Status.NOT_INDEXABLE, matches, "",
                    notes, null, "");
        }
        if (verdict.eligibility() == IndexRules.Eligibility.UNCERTAIN) {
            notes.add("whether DB2 would use the proposed index is uncertain: " + verdict.why().reason());
        }
        return new IndexHint(predicate.source(), start, end, collection, path, type, Status.NO_INDEX, matches,
                pattern(collection, proposal), notes, proposal, statements.createIndexDdl(collection, proposal));
    }

    /** "XMLPATTERN '...' AS SQL DOUBLE": what an index must say to serve the comparison. */
    private String pattern(Collection collection, XmlIndex index) {
        return "XMLPATTERN '" + statements.indexedExpression(collection, index) + "' AS SQL " + Db2IndexKeys.sqlType(index);
    }

    /** The comparison's type as a key type, when the statement types the other side. */
    private static Optional<IndexKeyType> keyType(ValuePredicate predicate) {
        if (predicate.other().kind() != ValuePredicate.OperandKind.TYPED && predicate.nodeCast() == null) {
            return Optional.empty();
        }
        return switch (predicate.nodeCast() != null ? predicate.nodeCast() : predicate.other().type()) {
            case STRING -> Optional.of(IndexKeyType.VARCHAR);
            case NUMERIC -> Optional.of(IndexKeyType.DOUBLE);
            case DATE -> Optional.of(IndexKeyType.DATE);
            case DATETIME -> Optional.of(IndexKeyType.TIMESTAMP);
            case OTHER -> Optional.empty();
        };
    }

    private static Map<String, String> prefixes(Collection collection) {
        Map<String, String> prefixes = new LinkedHashMap<>();
        for (NamespaceBinding binding : collection.getNamespaces()) {
            prefixes.putIfAbsent(binding.getUri(), binding.getPrefix());
        }
        return prefixes;
    }

    private static String freeName(Collection collection, String path) {
        String last = path.replaceFirst("/text\\(\\)$", "");
        last = last.substring(last.lastIndexOf('/') + 1).replaceFirst("^@", "").replaceFirst("^.*:", "");
        String base = (Tables.tableName(collection) + "_" + last).toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "_");
        Set<String> used = new HashSet<>();
        collection.getIndexes().forEach(i -> used.add(i.getName().toLowerCase(Locale.ROOT)));
        String name = base;
        for (int n = 2; used.contains(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }
}
