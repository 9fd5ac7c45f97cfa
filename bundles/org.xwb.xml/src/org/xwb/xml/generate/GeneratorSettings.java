package org.xwb.xml.generate;

/**
 * What to generate. The scale is the number of customers, as in TPoX: five orders per customer,
 * one to five accounts each (2.1 on average), and one security per real symbol up to the 20,833
 * of the kit.
 *
 * @param customers  number of CustAcc documents (at least 1)
 * @param seed       same seed and settings give byte-identical documents
 * @param securities number of Security documents, 1..20,833 (the real symbols, in list order)
 * @param layout     indented documents, or one line each for batch files
 */
public record GeneratorSettings(long customers, long seed, int securities, Layout layout) {

    /** TPoX's ratio of orders to customers (30 million orders for 6 million customers). */
    public static final int ORDERS_PER_CUSTOMER = 5;

    public GeneratorSettings {
        if (customers < 1) {
            throw new IllegalArgumentException("customers must be at least 1, was " + customers);
        }
        if (securities < 1) {
            throw new IllegalArgumentException("securities must be at least 1, was " + securities);
        }
        if (layout == null) {
            throw new IllegalArgumentException("layout is required");
        }
    }

    /**
     * The default for a scale: as many securities as customers, but never more than the kit's
     * symbols (20,833, the full TPoX security set from that scale on).
     */
    public static GeneratorSettings forCustomers(long customers, long seed, int availableSymbols) {
        int securities = (int) Math.max(1, Math.min(customers, availableSymbols));
        return new GeneratorSettings(customers, seed, securities, Layout.INDENTED);
    }

    public GeneratorSettings withSecurities(int count) {
        return new GeneratorSettings(customers, seed, count, layout);
    }

    public GeneratorSettings withLayout(Layout newLayout) {
        return new GeneratorSettings(customers, seed, securities, newLayout);
    }

    public long orders() {
        return customers * ORDERS_PER_CUSTOMER;
    }
}
