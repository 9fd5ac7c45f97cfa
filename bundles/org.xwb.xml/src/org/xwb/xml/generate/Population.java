package org.xwb.xml.generate;

/**
 * The generated world before any document is written: which customers, accounts, orders and
 * securities exist and their ids. Documents only reference what is here, which is what keeps
 * them referentially consistent (every Order/@Acct an account of some customer, every symbol a
 * generated security). Everything is computed from the seed, so any document can be made on its
 * own, by any thread, in any order.
 */
final class Population {

    static final long FIRST_SECURITY_ID = 1;
    static final long FIRST_CUSTOMER_ID = 1000;
    static final long FIRST_ACCOUNT_ID = 100_000_000;
    static final long FIRST_ORDER_ID = 100_000;

    /** Customers per checkpoint of the running account count. */
    private static final int BLOCK = 64;
    private static final long SALT_ACCOUNTS = 11;
    private static final long SALT_SECURITIES = 12;

    final GeneratorSettings settings;
    private final long[] firstAccountOfBlock;
    private final long accounts;
    private final byte[][] symbols;
    private final byte[][] names;
    private final byte[][] shortNames;
    private final SecurityType[] types;

    Population(GeneratorSettings settings, ValueLists lists) {
        if (settings.securities() > lists.symbolCount()) {
            throw new IllegalArgumentException("At most " + lists.symbolCount() + " securities: TPoX uses the "
                    + "real symbols of input/security_symbols.txt, one security per symbol; asked for "
                    + settings.securities());
        }
        this.settings = settings;
        long blocks = (settings.customers() + BLOCK - 1) / BLOCK;
        if (blocks > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("Too many customers: " + settings.customers());
        }
        firstAccountOfBlock = new long[(int) blocks + 1];
        long running = 0;
        for (long customer = 0; customer < settings.customers(); customer++) {
            if (customer % BLOCK == 0) {
                firstAccountOfBlock[(int) (customer / BLOCK)] = running;
            }
            running += accountsOf(customer);
        }
        firstAccountOfBlock[(int) blocks] = running;
        accounts = running;

        int count = settings.securities();
        symbols = new byte[count][];
        names = new byte[count][];
        shortNames = new byte[count][];
        types = new SecurityType[count];
        for (int j = 0; j < count; j++) {
            String symbol = lists.symbols[j];
            long mixed = DocRandom.streamSeed(settings.seed(), SALT_SECURITIES, j);
            // mutual fund symbols have five letters ending in X (VFINX, PTTAX, PRDGX)
            boolean fund = symbol.length() == 5 && symbol.endsWith("X");
            int roll = (int) Math.floorMod(mixed, 100L);
            types[j] = fund ? (roll < 50 ? SecurityType.STOCK_FUND : roll < 80 ? SecurityType.BOND_FUND
                    : SecurityType.MIXED_FUND) : (roll < 92 ? SecurityType.STOCK : SecurityType.BOND);
            String name = lists.securityNames[(int) Math.floorMod(mixed >>> 8, (long) lists.securityNames.length)];
            symbols[j] = ValueLists.escape(symbol);
            names[j] = ValueLists.escape(name);
            shortNames[j] = ValueLists.escape(fund ? symbol : shortName(name));
        }
    }

    /** "International Business Machines Corporation" becomes "International Business". */
    private static String shortName(String name) {
        if (name.length() <= 20) {
            return name;
        }
        int cut = name.lastIndexOf(' ', 20);
        return (cut > 0 ? name.substring(0, cut) : name.substring(0, 20)).strip();
    }

    /** 1 to 5 accounts (40/30/15/10/5 %), fixed by seed and customer. */
    int accountsOf(long customerIndex) {
        int roll = (int) Math.floorMod(DocRandom.streamSeed(settings.seed(), SALT_ACCOUNTS, customerIndex), 100L);
        return roll < 40 ? 1 : roll < 70 ? 2 : roll < 85 ? 3 : roll < 95 ? 4 : 5;
    }

    /** Index (0-based, over all accounts) of a customer's first account. */
    long firstAccountOf(long customerIndex) {
        int block = (int) (customerIndex / BLOCK);
        long index = firstAccountOfBlock[block];
        for (long c = (long) block * BLOCK; c < customerIndex; c++) {
            index += accountsOf(c);
        }
        return index;
    }

    long accounts() {
        return accounts;
    }

    int securities() {
        return symbols.length;
    }

    byte[] symbol(int security) {
        return symbols[security];
    }

    byte[] name(int security) {
        return names[security];
    }

    byte[] shortName(int security) {
        return shortNames[security];
    }

    SecurityType type(int security) {
        return types[security];
    }

    IdRanges idRanges() {
        return new IdRanges(range(FIRST_CUSTOMER_ID, settings.customers()), range(FIRST_ACCOUNT_ID, accounts),
                range(FIRST_ORDER_ID, settings.orders()), range(FIRST_SECURITY_ID, symbols.length));
    }

    private static IdRange range(long first, long count) {
        return new IdRange(first, first + count - 1);
    }
}
