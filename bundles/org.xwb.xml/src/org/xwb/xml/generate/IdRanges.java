package org.xwb.xml.generate;

/**
 * The ids a generation made, per kind. Orders reference accounts ({@code Order/@Acct}) and
 * securities by symbol ({@code Instrmt/@Sym}); CustAcc holdings reference securities by symbol.
 */
public record IdRanges(IdRange customers, IdRange accounts, IdRange orders, IdRange securities) {

    @Override
    public String toString() {
        return "customer ids " + customers + ", account ids " + accounts + ", order ids " + orders
                + ", security ids " + securities;
    }
}
