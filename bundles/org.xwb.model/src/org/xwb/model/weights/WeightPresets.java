package org.xwb.model.weights;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.xwb.model.Transaction;
import org.xwb.model.TransactionKind;

/**
 * Whole mixes to start from. Equal shares respect locked rows; the read-only and TPoX mixes
 * define every weight and so replace locked ones too.
 */
public final class WeightPresets {

    /**
     * The TPoX mixed workload, Table 6 of "DB2 9 XML performance characteristics": 70 % queries,
     * 6 % updates, 12 % deletes, 12 % inserts, by transaction name.
     */
    public static final Map<String, Double> TPOX_MIXED = tpoxMixed();

    /** What a preset did: the new weights, and what it could not match. */
    public record Result(double[] weights, List<String> missing, List<String> zeroed) {
    }

    private final WeightBalancer balancer;

    public WeightPresets(WeightBalancer balancer) {
        this.balancer = balancer;
    }

    /** Each unlocked transaction gets an equal share of what the locked ones leave. */
    public Result equal(List<Transaction> transactions, boolean[] locked) {
        return new Result(balancer.equal(WeightBalancer.weightsOf(transactions), locked), List.of(), List.of());
    }

    /**
     * Queries only: every transaction whose kind is {@link TransactionKind#QUERY} gets an equal
     * share of 100, every other one 0 (listed in {@code zeroed}).
     */
    public Result readOnly(List<Transaction> transactions) {
        boolean[] notQuery = new boolean[transactions.size()];
        List<String> zeroed = new ArrayList<>();
        boolean anyQuery = false;
        for (int i = 0; i < notQuery.length; i++) {
            notQuery[i] = transactions.get(i).getKind() != TransactionKind.QUERY;
            anyQuery |= !notQuery[i];
            if (notQuery[i]) {
                zeroed.add(label(transactions.get(i)));
            }
        }
        if (!anyQuery) {
            throw new IllegalArgumentException("the workload has no query transactions");
        }
        double[] weights = new double[notQuery.length]; // non-queries are "locked" at 0
        return new Result(balancer.equal(weights, notQuery), List.of(), zeroed);
    }

    /**
     * The TPoX Table 6 mix, matching transactions by id or name (case does not matter). A
     * transaction not in the table gets 0 ({@code zeroed}); a table entry the workload lacks is
     * reported in {@code missing}, and then the weights add up to less than 100.
     */
    public Result tpoxMixed(List<Transaction> transactions) {
        double[] weights = new double[transactions.size()];
        List<String> zeroed = new ArrayList<>();
        Map<String, Double> unmatched = new LinkedHashMap<>(TPOX_MIXED);
        for (int i = 0; i < weights.length; i++) {
            Transaction transaction = transactions.get(i);
            String key = tableKey(transaction);
            if (key != null && unmatched.containsKey(key)) {
                weights[i] = unmatched.remove(key);
            } else {
                zeroed.add(label(transaction));
            }
        }
        return new Result(weights, List.copyOf(unmatched.keySet()), zeroed);
    }

    private static String tableKey(Transaction transaction) {
        for (String candidate : new String[] { transaction.getId(), transaction.getName() }) {
            if (candidate != null && TPOX_MIXED.containsKey(candidate.toLowerCase(Locale.ROOT))) {
                return candidate.toLowerCase(Locale.ROOT);
            }
        }
        return null;
    }

    private static String label(Transaction transaction) {
        return transaction.getId() != null ? transaction.getId() : String.valueOf(transaction.getName());
    }

    private static Map<String, Double> tpoxMixed() {
        Map<String, Double> mix = new LinkedHashMap<>();
        for (String query : new String[] { "get_order", "get_security", "customer_profile", "search_securities",
                "account_summary", "get_security_price", "customer_max_order" }) {
            mix.put(query, 10.0);
        }
        mix.put("upd_custacc", 3.0);
        mix.put("upd_security", 3.0);
        mix.put("del_custacc", 2.0);
        mix.put("del_order", 10.0);
        mix.put("insert_custacc", 2.0);
        mix.put("insert_order", 10.0);
        return Collections.unmodifiableMap(mix);
    }
}
