package org.xwb.kit.advisor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.core.plan.IndexHint;
import org.xwb.core.plan.SchemaKeyTypes;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.TargetIndexes;
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;

/**
 * The advisor's candidates from the dialect's index hints: every declared XML index of the
 * workload (with the statement texts whose predicates it serves, none when it serves none) and,
 * for each predicate no declared index serves, the index the hint proposes (one per collection,
 * path and key type, however many statements ask for it). Predicates no index can serve as
 * written are not candidates; the hints' notes say why.
 */
public final class CandidateFinder {

    private CandidateFinder() {
    }

    /** The candidates, declared ones first in the workload's order, then proposals in statement order. */
    public static List<Candidate> find(Workload workload, String dialect, StatementHelper helper) {
        Map<String, Builder> declared = new LinkedHashMap<>();
        for (Collection collection : workload.getCollections()) {
            for (XmlIndex index : collection.getIndexes()) {
                declared.put(key(collection, index.getName()), new Builder(collection, EcoreUtil.copy(index), true));
            }
        }
        Map<String, Builder> proposed = new LinkedHashMap<>();
        for (Transaction transaction : workload.getTransactions()) {
            for (Statement statement : transaction.getStatements()) {
                if (!dialect.equals(statement.getDialect())) {
                    continue;
                }
                for (int text = 0; text < statement.getTexts().size(); text++) {
                    for (IndexHint hint : helper.indexHints(statement.getTexts().get(text), workload, TargetIndexes.UNKNOWN,
                            SchemaKeyTypes.NONE)) {
                        if (hint.collection() == null) {
                            continue;
                        }
                        Candidate.Served served = new Candidate.Served(transaction.getId(), text, hint.predicate());
                        boolean matched = false;
                        for (IndexHint.Match match : hint.matches()) {
                            Builder builder = declared.get(key(hint.collection(), match.index()));
                            if (match.declared() && builder != null) {
                                builder.add(served);
                                matched = true;
                            }
                        }
                        if (!matched && hint.proposes()) {
                            XmlIndex proposal = hint.proposal();
                            String key = hint.collection().getName() + "|" + proposal.getPath() + "|" + proposal.getKeyType();
                            proposed.computeIfAbsent(key, k -> new Builder(hint.collection(), EcoreUtil.copy(proposal), false))
                                    .add(served);
                        }
                    }
                }
            }
        }
        List<Candidate> candidates = new ArrayList<>();
        java.util.Set<String> names = new java.util.HashSet<>();
        declared.values().forEach(b -> {
            names.add(b.index.getName().toLowerCase(Locale.ROOT));
            candidates.add(b.build());
        });
        for (Builder b : proposed.values()) {
            // each hint names its proposal alone: two paths ending in @id would both be custacc_id
            String base = b.index.getName();
            String name = base;
            for (int n = 2; names.contains(name.toLowerCase(Locale.ROOT)); n++) {
                name = base + "_" + n;
            }
            names.add(name.toLowerCase(Locale.ROOT));
            b.index.setName(name);
            candidates.add(b.build());
        }
        return candidates;
    }

    private static String key(Collection collection, String index) {
        return collection.getName() + "|" + index.toLowerCase(Locale.ROOT);
    }

    private static final class Builder {
        private final Collection collection;
        private final XmlIndex index;
        private final boolean declared;
        private final List<Candidate.Served> served = new ArrayList<>();

        Builder(Collection collection, XmlIndex index, boolean declared) {
            this.collection = collection;
            this.index = index;
            this.declared = declared;
            index.getUsedBy().clear();
        }

        void add(Candidate.Served one) {
            if (!served.contains(one)) {
                served.add(one);
            }
        }

        Candidate build() {
            return new Candidate(collection, index, declared, served);
        }
    }
}
