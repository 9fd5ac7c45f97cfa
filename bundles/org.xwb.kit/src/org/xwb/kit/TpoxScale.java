package org.xwb.kit;

import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratorSettings;

/**
 * The size of a TPoX database: the customers loaded (orders follow, five each, as in TPoX) and
 * the customers kept back as new documents for the insert transactions. The generator makes one
 * population of both; the first part is loaded, the rest is generated as the workloads'
 * {@code files} parameters draw it ({@link InsertDocuments}), so inserted documents continue the id ranges and are valid and
 * consistent like the loaded ones.
 *
 * @param customers       CustAcc documents loaded (at least 1)
 * @param insertCustomers customers kept for inserts (their orders too)
 * @param seed            generator seed: the same scale and seed give the same database
 */
public record TpoxScale(long customers, long insertCustomers, long seed) {

    public TpoxScale {
        if (customers < 1) {
            throw new IllegalArgumentException("customers must be at least 1, was " + customers);
        }
        if (insertCustomers < 0) {
            throw new IllegalArgumentException("customers kept for inserts must not be negative, was " + insertCustomers);
        }
    }

    /** The share of TPoX's mix (seed 000 Table 6) that inserts a document: insert_custacc 2 + insert_order 10 of 100. */
    public static final double MIX_INSERT_SHARE = 0.12;

    /**
     * A scale for a run of the TPoX mix of this length: see {@link #forRun(long, double, long, double)}.
     */
    public static TpoxScale forRun(long customers, double seconds, long seed) {
        return forRun(customers, seconds, seed, MIX_INSERT_SHARE);
    }

    /**
     * A scale for a run of this length: the loaded customers, and enough customers (five orders
     * each) kept back that the inserts do not run out. The pool covers 1,000 documents/s (the mix
     * at 8,000 tx/s on a small database) or 5,000 documents/s times the share of transactions that
     * insert, whichever is more: an insert-only run with 2 users on the embedded server committed
     * 1,170 documents a second on one build machine (4x headroom for faster ones). A run that still
     * runs out stops there and says so.
     *
     * @param insertShare the fraction of transactions (by weight) that insert a document
     */
    public static TpoxScale forRun(long customers, double seconds, long seed, double insertShare) {
        double documentsPerSecond = Math.max(1_000, 5_000 * insertShare);
        long needed = (long) Math.ceil(seconds * documentsPerSecond / (1 + GeneratorSettings.ORDERS_PER_CUSTOMER));
        return new TpoxScale(customers, Math.max(customers, needed), seed);
    }

    /** Customers of the whole generated population. */
    public long population() {
        return customers + insertCustomers;
    }

    /** Documents of a kind that are loaded: [0, loaded) by generator index. */
    public long loaded(DocumentKind kind, long securities) {
        return switch (kind) {
        case SECURITY -> securities;
        case CUSTACC -> customers;
        case ORDER -> customers * GeneratorSettings.ORDERS_PER_CUSTOMER;
        };
    }

    /** Documents of a kind kept for inserts: [loaded, loaded + pool). Securities are a fixed set. */
    public long pool(DocumentKind kind) {
        return switch (kind) {
        case SECURITY -> 0;
        case CUSTACC -> insertCustomers;
        case ORDER -> insertCustomers * GeneratorSettings.ORDERS_PER_CUSTOMER;
        };
    }
}
