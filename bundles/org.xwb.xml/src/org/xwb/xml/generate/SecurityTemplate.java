package org.xwb.xml.generate;

/**
 * A Security document like the TPoX kit's security*.xml: symbol, name, type, stock or fund
 * information, a description in mixed content with keyword elements, and consistent prices
 * (bid &lt;= last &lt;= ask, low &lt;= open/close &lt;= high within the 52-week range). 3-10 KB:
 * the description is sized so the document lands on a target drawn between the bounds.
 */
final class SecurityTemplate extends DocumentTemplate {

    static final int MIN_BYTES = 3200;
    static final int MAX_BYTES = 9800;

    private static final byte[] ROOT_START_1 = Markup.ascii("<Security id=\"");
    private static final byte[] ROOT_START_2 = Markup.ascii("\" xmlns=\"http://tpox-benchmark.com/security\" "
            + "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
            + "xsi:schemaLocation=\"http://tpox-benchmark.com/security security.xsd\">");
    private static final byte[] ROOT_END = Markup.ascii("</Security>\n");
    private static final byte[] CATEGORY_START = Markup.ascii("<Category Capitalization=\"");
    private static final byte[] CLASS_ATTRIBUTE = Markup.ascii("\" Class=\"");
    private static final byte[] FIXED_INCOME_START = Markup.ascii("<FixedIncome Duration=\"");
    private static final byte[] QUALITY_ATTRIBUTE = Markup.ascii("\" Quality=\"");
    private static final byte[] EMPTY_END = Markup.ascii("\"/>");

    private static final Markup SYMBOL = Markup.element("Symbol");
    private static final Markup NAME = Markup.element("Name");
    private static final Markup SHORT_NAME = Markup.element("ShortName");
    private static final Markup SECURITY_TYPE = Markup.element("SecurityType");
    private static final Markup SECURITY_INFORMATION = Markup.element("SecurityInformation");
    private static final Markup STOCK_INFORMATION = Markup.element("StockInformation");
    private static final Markup FUND_INFORMATION = Markup.element("FundInformation");
    private static final Markup SECTOR = Markup.element("Sector");
    private static final Markup INDUSTRY = Markup.element("Industry");
    private static final Markup OUTST_SHARES = Markup.element("OutstShares");
    private static final Markup FUND_FAMILY = Markup.element("FundFamily");
    private static final Markup ASSET_GROUP = Markup.element("AssetGroup");
    private static final Markup EXPENSE_RATIO = Markup.element("ExpenseRatio");
    private static final Markup TOTAL_ASSETS = Markup.element("TotalAssets");
    private static final Markup MIN_INITIAL = Markup.element("MinInitialInvestment");
    private static final Markup MIN_SUBSEQUENT = Markup.element("MinSubsequentInvestment");
    private static final Markup DESCRIPTION = Markup.element("Description");
    private static final Markup BUSINESS_SUMMARY = Markup.element("BusinessSummary");
    private static final Markup FUND_DESCRIPTION = Markup.element("FundDescription");
    private static final Markup MANAGEMENT = Markup.element("Management");
    private static final Markup PRICE = Markup.element("Price");
    private static final Markup LAST_TRADE = Markup.element("LastTrade");
    private static final Markup ASK = Markup.element("Ask");
    private static final Markup BID = Markup.element("Bid");
    private static final Markup PRICE_50 = Markup.element("Price50DayAvg");
    private static final Markup PRICE_200 = Markup.element("Price200DayAvg");
    private static final Markup PRICE_TODAY = Markup.element("PriceToday");
    private static final Markup PREVIOUS_CLOSE = Markup.element("PreviousClose");
    private static final Markup OPEN = Markup.element("Open");
    private static final Markup HIGH = Markup.element("High");
    private static final Markup LOW = Markup.element("Low");
    private static final Markup PRICE_52 = Markup.element("Price52week");
    private static final Markup LOW_52 = Markup.element("Price52week-low");
    private static final Markup LOW_52_DATE = Markup.element("Price52week-low-date");
    private static final Markup HIGH_52 = Markup.element("Price52week-high");
    private static final Markup HIGH_52_DATE = Markup.element("Price52week-high-date");
    private static final Markup PE = Markup.element("PE");
    private static final Markup YIELD = Markup.element("Yield");
    private static final Markup DIV_PER_SHARE = Markup.element("DivPerShare");

    private static final byte[][] CAPITALIZATIONS = ascii("Large", "Medium", "Small");
    private static final byte[][] CLASSES = ascii("Value", "Growth", "Blend");
    private static final byte[][] DURATIONS = ascii("Short Term", "Medium Term", "Long Term");
    private static final byte[][] QUALITIES = ascii("High", "Medium", "Low");

    private static final int PRICE_DAY_FIRST = day(2004, 1, 1);
    private static final int PRICE_DAY_LAST = day(2004, 6, 30);
    /** What follows the description: end tags, prices, PE, yield, dividend (about 850 bytes). */
    private static final int TAIL_BYTES = 900;

    private final FillerText text;

    SecurityTemplate(ValueLists lists, Population population) {
        super(lists, population);
        this.text = new FillerText(lists.businessWords);
    }

    @Override
    long write(XmlBuffer b, DocRandom r, long index) {
        int security = (int) index;
        long id = Population.FIRST_SECURITY_ID + index;
        SecurityType type = population.type(security);
        int target = r.between(MIN_BYTES + 300, MAX_BYTES - 300);

        b.bytes(XML_DECLARATION).newline(0).bytes(ROOT_START_1).number(id).bytes(ROOT_START_2);
        b.element(1, SYMBOL, population.symbol(security));
        b.element(1, NAME, population.name(security));
        b.element(1, SHORT_NAME, population.shortName(security));
        b.element(1, SECURITY_TYPE, type.label);
        b.open(1, SECURITY_INFORMATION);
        if (type == SecurityType.STOCK) {
            writeStockInformation(b, r);
        } else {
            writeFundInformation(b, r, type);
        }
        b.open(2, DESCRIPTION);
        // the description takes whatever the target leaves after what is written and what must follow
        int descriptionBytes = Math.max(400, target - b.length() - TAIL_BYTES);
        if (type == SecurityType.STOCK) {
            b.open(3, BUSINESS_SUMMARY);
            text.write(b, r, descriptionBytes);
            b.close(BUSINESS_SUMMARY);
        } else {
            int management = r.percent(70) ? descriptionBytes / 4 : 0;
            b.open(3, FUND_DESCRIPTION);
            text.write(b, r, descriptionBytes - management);
            b.close(FUND_DESCRIPTION);
            if (management > 0) {
                b.open(3, MANAGEMENT);
                text.write(b, r, management);
                b.close(MANAGEMENT);
            }
        }
        b.closeBlock(2, DESCRIPTION);
        b.closeBlock(1, SECURITY_INFORMATION);
        writePrices(b, r);
        b.open(1, PE).decimal(r.between(100, 9000), 2).close(PE);
        b.open(1, YIELD).decimal(r.between(0, 900), 2).close(YIELD);
        b.open(1, DIV_PER_SHARE).decimal(r.between(0, 500), 2).close(DIV_PER_SHARE);
        b.newline(0).bytes(ROOT_END);
        return id;
    }

    private void writeStockInformation(XmlBuffer b, DocRandom r) {
        b.open(2, STOCK_INFORMATION);
        b.element(3, SECTOR, pick(r, lists.sectors));
        for (int i = r.between(0, 5); i > 0; i--) {
            b.element(3, INDUSTRY, pick(r, lists.industries));
        }
        category(b, r, 3);
        b.open(3, OUTST_SHARES).number(r.between(1_000_000, 2_000_000_000)).close(OUTST_SHARES);
        b.closeBlock(2, STOCK_INFORMATION);
    }

    private void writeFundInformation(XmlBuffer b, DocRandom r, SecurityType type) {
        b.open(2, FUND_INFORMATION);
        b.element(3, FUND_FAMILY, pick(r, lists.fundFamilies));
        if (r.percent(30)) {
            b.element(3, SECTOR, pick(r, lists.sectors));
        }
        for (int i = r.percent(40) ? r.between(1, 6) : 0; i > 0; i--) {
            b.element(3, INDUSTRY, pick(r, lists.industries));
        }
        b.element(3, ASSET_GROUP, pick(r, lists.assetGroups));
        if (type != SecurityType.BOND_FUND && type != SecurityType.BOND) {
            category(b, r, 3);
        } else {
            b.newline(3).bytes(FIXED_INCOME_START).bytes(pick(r, DURATIONS)).bytes(QUALITY_ATTRIBUTE)
                    .bytes(pick(r, QUALITIES)).bytes(EMPTY_END);
        }
        b.open(3, EXPENSE_RATIO).decimal(r.between(5, 250), 2).close(EXPENSE_RATIO);
        b.open(3, TOTAL_ASSETS).number(r.between(1_000_000, 2_000_000_000) * 37L).close(TOTAL_ASSETS);
        if (r.percent(80)) {
            b.open(3, MIN_INITIAL).number(r.between(1, 50) * 100L).close(MIN_INITIAL);
            b.open(3, MIN_SUBSEQUENT).number(r.between(1, 10) * 50L).close(MIN_SUBSEQUENT);
        }
        b.closeBlock(2, FUND_INFORMATION);
    }

    private static void category(XmlBuffer b, DocRandom r, int depth) {
        b.newline(depth).bytes(CATEGORY_START).bytes(pick(r, CAPITALIZATIONS)).bytes(CLASS_ATTRIBUTE)
                .bytes(pick(r, CLASSES)).bytes(EMPTY_END);
    }

    /** Prices in units of 1/10000 (four decimals, as SecurityDecimalType allows). */
    private static void writePrices(XmlBuffer b, DocRandom r) {
        long last = r.between(10_000, 5_000_000); // 1.0000 .. 500.0000
        long spread = Math.max(1, last / 500);
        long low = last - r.between(0, (int) Math.min(Integer.MAX_VALUE, last / 20));
        long high = last + r.between(0, (int) Math.min(Integer.MAX_VALUE, last / 20));
        long open = low + (high > low ? r.nextLong(high - low + 1) : 0);
        long close = low + (high > low ? r.nextLong(high - low + 1) : 0);
        long low52 = low - r.between(0, (int) (last / 3));
        long high52 = high + r.between(0, (int) (last / 2));
        int lowDay = r.between(PRICE_DAY_FIRST - 365, PRICE_DAY_LAST);
        b.open(1, PRICE);
        b.open(2, LAST_TRADE).decimal(last, 4).close(LAST_TRADE);
        b.open(2, ASK).decimal(last + spread, 4).close(ASK);
        b.open(2, BID).decimal(last - spread, 4).close(BID);
        b.open(2, PRICE_50).decimal(low52 + r.nextLong(high52 - low52 + 1), 4).close(PRICE_50);
        b.open(2, PRICE_200).decimal(low52 + r.nextLong(high52 - low52 + 1), 4).close(PRICE_200);
        b.open(2, PRICE_TODAY);
        b.open(3, PREVIOUS_CLOSE).decimal(close, 4).close(PREVIOUS_CLOSE);
        b.open(3, OPEN).decimal(open, 4).close(OPEN);
        b.open(3, HIGH).decimal(high, 4).close(HIGH);
        b.open(3, LOW).decimal(low, 4).close(LOW);
        b.closeBlock(2, PRICE_TODAY);
        b.open(2, PRICE_52);
        b.open(3, LOW_52).decimal(low52, 4).close(LOW_52);
        b.open(3, LOW_52_DATE).date(lowDay).close(LOW_52_DATE);
        b.open(3, HIGH_52).decimal(high52, 4).close(HIGH_52);
        b.open(3, HIGH_52_DATE).date(r.between(PRICE_DAY_FIRST - 365, PRICE_DAY_LAST)).close(HIGH_52_DATE);
        b.closeBlock(2, PRICE_52);
        b.closeBlock(1, PRICE);
    }
}
