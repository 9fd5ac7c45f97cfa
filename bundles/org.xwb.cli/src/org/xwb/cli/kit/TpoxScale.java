package org.xwb.cli.kit;

import org.xwb.xml.generate.DocumentKind;
import org.xwb.xml.generate.GeneratorSettings;

/**
 * The size of a TPoX database: the customers loaded (orders follow, five each, as in TPoX) and
 * the customers kept back as new documents for the insert transactions. The generator makes one
 * population of both; the first part is loaded, the rest is written to files that the workloads'
 * {@code files} parameters read, so inserted documents continue the id ranges and are valid and
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

    /**
     * A scale for a run of this length: the loaded customers, and enough customers (five orders
     * each) kept back that the inserts of a busy mix do not run out: TPoX's mix inserts 12 % of
     * its transactions, so this covers about 2,500 tx/s on a small database.
     */
    public static TpoxScale forRun(long customers, double seconds, long seed) {
        long needed = (long) Math.ceil(seconds * 50);
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
