package org.xwb.xml.generate;

/** The values of the Security schema's SecurityType (and of CustAcc's Position/Type). */
enum SecurityType {
    STOCK("Stock"), BOND("Bond"), STOCK_FUND("Stock Fund"), BOND_FUND("Bond Fund"), MIXED_FUND("Mixed Fund");

    final byte[] label;

    SecurityType(String label) {
        this.label = Markup.ascii(label);
    }

    boolean isFund() {
        return this != STOCK;
    }
}
