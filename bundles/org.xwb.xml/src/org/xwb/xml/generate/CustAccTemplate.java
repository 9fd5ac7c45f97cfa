package org.xwb.xml.generate;

/**
 * A CustAcc document like the TPoX kit's custacc.xml: one customer (names, addresses, phones,
 * e-mail, banking and online data) with 1 to 5 accounts, each with value-dated balances,
 * inputters and holdings of generated securities. 4-20 KB. Account ids come from the
 * {@link Population}, so orders can reference them.
 */
final class CustAccTemplate extends DocumentTemplate {

    private static final byte[] ROOT_START_1 = Markup.ascii("<Customer id=\"");
    private static final byte[] ROOT_START_2 = Markup.ascii("\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" "
            + "xmlns=\"http://tpox-benchmark.com/custacc\" "
            + "xsi:schemaLocation=\"http://tpox-benchmark.com/custacc custacc.xsd\">");
    private static final byte[] ROOT_END = Markup.ascii("</Customer>\n");
    private static final byte[] ENCRYPTED_START = Markup.ascii(
            "<EncryptedData Type=\"http://www.w3.org/2001/04/xmlenc#Content\">");

    private static final Markup MNEMONIC = Markup.element("Mnemonic");
    private static final Markup SHORT_NAMES = Markup.element("ShortNames");
    private static final Markup SHORT_NAME = Markup.element("ShortName");
    private static final Markup NAME = Markup.element("Name");
    private static final Markup TITLE = Markup.element("Title");
    private static final Markup FIRST_NAME = Markup.element("FirstName");
    private static final Markup MIDDLE_NAME = Markup.element("MiddleName");
    private static final Markup LAST_NAME = Markup.element("LastName");
    private static final Markup SUFFIX = Markup.element("Suffix");
    private static final Markup DATE_OF_BIRTH = Markup.element("DateOfBirth");
    private static final Markup GENDER = Markup.element("Gender");
    private static final Markup NATIONALITY = Markup.element("Nationality");
    private static final Markup COUNTRY_OF_RESIDENCE = Markup.element("CountryOfResidence");
    private static final Markup LANGUAGES = Markup.element("Languages");
    private static final Markup LANGUAGE = Markup.element("Language");
    private static final Markup ADDRESSES = Markup.element("Addresses");
    private static final Markup ADDRESS = Markup.element("Address");
    private static final Markup G_STREET = Markup.element("gStreet");
    private static final Markup STREET = Markup.element("Street");
    private static final Markup PO_BOX = Markup.element("POBox");
    private static final Markup CITY = Markup.element("City");
    private static final Markup POSTAL_CODE = Markup.element("PostalCode");
    private static final Markup STATE = Markup.element("State");
    private static final Markup COUNTRY = Markup.element("Country");
    private static final Markup CITY_COUNTRY = Markup.element("CityCountry");
    private static final Markup PHONES = Markup.element("Phones");
    private static final Markup PHONE = Markup.element("Phone");
    private static final Markup COUNTRY_CODE = Markup.element("CountryCode");
    private static final Markup AREA_CODE = Markup.element("AreaCode");
    private static final Markup NUMBER = Markup.element("Number");
    private static final Markup EXTENSION = Markup.element("Extension");
    private static final Markup EMAIL_ADDRESSES = Markup.element("EmailAddresses");
    private static final Markup EMAIL = Markup.element("Email");
    private static final Markup BANKING_INFO = Markup.element("BankingInfo");
    private static final Markup CUSTOMER_SINCE = Markup.element("CustomerSince");
    private static final Markup PREMIUM_CUSTOMER = Markup.element("PremiumCustomer");
    private static final Markup CUSTOMER_STATUS = Markup.element("CustomerStatus");
    private static final Markup LAST_CONTACT_DATE = Markup.element("LastContactDate");
    private static final Markup REVIEW_FREQUENCY = Markup.element("ReviewFrequency");
    private static final Markup ONLINE = Markup.element("Online");
    private static final Markup LOGIN = Markup.element("Login");
    private static final Markup PIN = Markup.element("Pin");
    private static final Markup TRADING_PASSWORD = Markup.element("Trading-password");
    private static final Markup ENCRYPTED_DATA = Markup.element("EncryptedData");
    private static final Markup CIPHER_DATA = Markup.element("CipherData");
    private static final Markup CIPHER_VALUE = Markup.element("CipherValue");
    private static final Markup TAX = Markup.element("Tax");
    private static final Markup TAX_ID = Markup.element("TaxID");
    private static final Markup SSN = Markup.element("SSN");
    private static final Markup TAX_RATE = Markup.element("TaxRate");
    private static final Markup CURRENCY = Markup.element("Currency");
    private static final Markup ACCOUNTS = Markup.element("Accounts");
    private static final Markup ACCOUNT = Markup.element("Account");
    private static final Markup CATEGORY = Markup.element("Category");
    private static final Markup ACCOUNT_TITLE = Markup.element("AccountTitle");
    private static final Markup SHORT_TITLE = Markup.element("ShortTitle");
    private static final Markup CURRENCY_MARKET = Markup.element("CurrencyMarket");
    private static final Markup OPENING_DATE = Markup.element("OpeningDate");
    private static final Markup ACCOUNT_OFFICER = Markup.element("AccountOfficer");
    private static final Markup LAST_UPDATE = Markup.element("LastUpdate");
    private static final Markup BALANCE = Markup.element("Balance");
    private static final Markup ONLINE_ACTUAL_BAL = Markup.element("OnlineActualBal");
    private static final Markup ONLINE_CLEARED_BAL = Markup.element("OnlineClearedBal");
    private static final Markup WORKING_BALANCE = Markup.element("WorkingBalance");
    private static final Markup PASSBOOK = Markup.element("Passbook");
    private static final Markup G_VALUE_DATE = Markup.element("gValueDate");
    private static final Markup M_VALUE_DATE = Markup.element("mValueDate");
    private static final Markup VALUE_DATE = Markup.element("ValueDate");
    private static final Markup CREDIT_MOVEMENT = Markup.element("CreditMovement");
    private static final Markup VALUE_DATED_BAL = Markup.element("ValueDatedBal");
    private static final Markup CHARGE_CCY = Markup.element("ChargeCcy");
    private static final Markup INTEREST_CCY = Markup.element("InterestCcy");
    private static final Markup ALLOW_NETTING = Markup.element("AllowNetting");
    private static final Markup G_INPUTTER = Markup.element("gInputter");
    private static final Markup INPUTTER = Markup.element("Inputter");
    private static final Markup HOLDINGS = Markup.element("Holdings");
    private static final Markup POSITION = Markup.element("Position");
    private static final Markup SYMBOL = Markup.element("Symbol");
    private static final Markup TYPE = Markup.element("Type");
    private static final Markup QUANTITY = Markup.element("Quantity");

    private static final byte[] ADDRESS_PRIMARY_START = Markup.ascii("<Address primary=\"");
    private static final byte[] PHONE_PRIMARY_START = Markup.ascii("<Phone primary=\"");
    private static final byte[] EMAIL_PRIMARY_START = Markup.ascii("<Email primary=\"");
    private static final byte[] ACCOUNT_START = Markup.ascii("<Account id=\"");
    private static final byte[] TYPE_ATTRIBUTE = Markup.ascii("\" type=\"");
    private static final byte[] QUOTE_END = Markup.ascii("\">");
    private static final byte[] SPACE = Markup.ascii(" ");

    private static final byte[][] TITLES = ascii("Mr", "Mrs", "Ms", "Dr", "Prof");
    private static final byte[][] SUFFIXES = ascii("Jr", "Sr", "II", "III");
    private static final byte[][] GENDERS = ascii("Male", "Female");
    private static final byte[][] LANGUAGE_NAMES = ascii("English", "French", "German", "Spanish", "Portuguese",
            "Italian", "Japanese", "Chinese", "Hindi", "Arabic", "Russian", "Dutch", "Korean", "Swedish", "Polish");
    private static final byte[][] ADDRESS_TYPES = ascii("Home", "Work", "Temporary", "Vacation");
    private static final byte[][] PHONE_TYPES = ascii("Home", "Work", "Cell", "Temporary", "Fax");
    private static final byte[][] STREET_KINDS = ascii("St", "Ave", "Rd", "Blvd", "Lane", "Way", "Dr");
    private static final byte[][] MAIL_DOMAINS = ascii("example.com", "example.org", "example.net", "mail.example",
            "brokerage.example", "evergreen.edu", "co.in");
    private static final byte[][] REVIEW_FREQUENCIES = ascii("Weekly", "Monthly", "Quarterly", "Yearly");
    private static final byte[][] STATUSES = ascii("Active", "Active", "Active", "Inactive");

    private static final int BIRTH_FIRST = day(1930, 1, 1);
    private static final int BIRTH_LAST = day(1985, 12, 31);
    private static final int SINCE_FIRST = day(1985, 1, 1);
    private static final int SINCE_LAST = day(2003, 12, 31);
    private static final int UPDATE_FIRST = day(2003, 1, 1);
    private static final int VALUE_FIRST = day(1990, 1, 1);
    private static final int VALUE_LAST = day(2004, 6, 30);

    CustAccTemplate(ValueLists lists, Population population) {
        super(lists, population);
    }

    @Override
    long write(XmlBuffer b, DocRandom r, long index) {
        long id = Population.FIRST_CUSTOMER_ID + index;
        byte[] first = pick(r, lists.firstNames);
        byte[] last = pick(r, lists.lastNames);
        byte[] title = pick(r, TITLES);

        b.bytes(XML_DECLARATION).newline(0).bytes(ROOT_START_1).number(id).bytes(ROOT_START_2);
        b.open(1, MNEMONIC).bytes(last).bytes(first).close(MNEMONIC);
        b.open(1, SHORT_NAMES);
        b.open(2, SHORT_NAME).bytes(first).bytes(SPACE).bytes(last).close(SHORT_NAME);
        if (r.percent(30)) {
            b.open(2, SHORT_NAME).character((char) first[0]).ascii(". ").bytes(last).close(SHORT_NAME);
        }
        b.closeBlock(1, SHORT_NAMES);
        b.open(1, NAME);
        if (r.percent(80)) {
            b.element(2, TITLE, title);
        }
        b.element(2, FIRST_NAME, first);
        for (int i = r.between(0, 2); i > 0; i--) {
            b.element(2, MIDDLE_NAME, pick(r, lists.firstNames));
        }
        b.element(2, LAST_NAME, last);
        if (r.percent(5)) {
            b.element(2, SUFFIX, pick(r, SUFFIXES));
        }
        b.closeBlock(1, NAME);
        b.open(1, DATE_OF_BIRTH).date(r.between(BIRTH_FIRST, BIRTH_LAST)).close(DATE_OF_BIRTH);
        b.element(1, GENDER, pick(r, GENDERS));
        byte[] country = pick(r, lists.countries);
        b.element(1, NATIONALITY, r.percent(80) ? country : pick(r, lists.countries));
        b.element(1, COUNTRY_OF_RESIDENCE, country);
        b.open(1, LANGUAGES);
        for (int i = r.between(1, 3); i > 0; i--) {
            b.element(2, LANGUAGE, pick(r, LANGUAGE_NAMES));
        }
        b.closeBlock(1, LANGUAGES);
        writeAddresses(b, r, first, last);
        writeBankingInfo(b, r, first, last);

        b.open(1, ACCOUNTS);
        long firstAccount = population.firstAccountOf(index);
        int accounts = population.accountsOf(index);
        for (int a = 0; a < accounts; a++) {
            writeAccount(b, r, Population.FIRST_ACCOUNT_ID + firstAccount + a, title, first, last, accounts);
        }
        b.closeBlock(1, ACCOUNTS);
        b.newline(0).bytes(ROOT_END);
        return id;
    }

    private void writeAddresses(XmlBuffer b, DocRandom r, byte[] first, byte[] last) {
        b.open(1, ADDRESSES);
        int addresses = r.between(1, 2);
        for (int a = 0; a < addresses; a++) {
            b.newline(2).bytes(ADDRESS_PRIMARY_START).bytes(a == 0 ? YES : NO).bytes(TYPE_ATTRIBUTE)
                    .bytes(pick(r, ADDRESS_TYPES)).bytes(QUOTE_END);
            b.open(3, G_STREET);
            for (int s = r.between(1, 2); s > 0; s--) {
                b.open(4, STREET).number(r.between(1, 9999)).bytes(SPACE).bytes(pick(r, lists.lastNames)).bytes(SPACE)
                        .bytes(pick(r, STREET_KINDS)).close(STREET);
            }
            b.closeBlock(3, G_STREET);
            if (r.percent(40)) {
                b.open(3, PO_BOX).number(r.between(1000, 99999)).close(PO_BOX);
            }
            byte[] city = pick(r, lists.cities);
            byte[] country = pick(r, lists.countries);
            int postalCode = r.between(10000, 99999);
            b.element(3, CITY, city);
            b.open(3, POSTAL_CODE).number(postalCode).close(POSTAL_CODE);
            b.element(3, STATE, pick(r, lists.states));
            b.element(3, COUNTRY, country);
            b.open(3, CITY_COUNTRY).bytes(city).bytes(SPACE).number(postalCode).ascii(", ").bytes(country)
                    .close(CITY_COUNTRY);
            b.open(3, PHONES);
            int phones = r.between(1, 3);
            for (int p = 0; p < phones; p++) {
                b.newline(4).bytes(PHONE_PRIMARY_START).bytes(p == 0 ? YES : NO).bytes(TYPE_ATTRIBUTE)
                        .bytes(pick(r, PHONE_TYPES)).bytes(QUOTE_END);
                b.open(5, COUNTRY_CODE).number(r.between(1, 299)).close(COUNTRY_CODE);
                b.open(5, AREA_CODE).number(r.between(100, 999)).close(AREA_CODE);
                b.open(5, NUMBER).number(r.between(1_000_000, 9_999_999)).close(NUMBER);
                if (r.percent(50)) {
                    b.open(5, EXTENSION).number(r.between(100, 9999)).close(EXTENSION);
                }
                b.closeBlock(4, PHONE);
            }
            b.closeBlock(3, PHONES);
            b.closeBlock(2, ADDRESS);
        }
        b.open(2, EMAIL_ADDRESSES);
        int emails = r.between(1, 2);
        for (int e = 0; e < emails; e++) {
            b.newline(3).bytes(EMAIL_PRIMARY_START).bytes(e == 0 ? YES : NO).bytes(QUOTE_END);
            b.bytes(e == 0 ? first : pick(r, lists.firstNames)).character('.').bytes(last).character('@')
                    .bytes(pick(r, MAIL_DOMAINS)).close(EMAIL);
        }
        b.closeBlock(2, EMAIL_ADDRESSES);
        b.closeBlock(1, ADDRESSES);
    }

    private void writeBankingInfo(XmlBuffer b, DocRandom r, byte[] first, byte[] last) {
        int since = r.between(SINCE_FIRST, SINCE_LAST);
        b.open(1, BANKING_INFO);
        b.open(2, CUSTOMER_SINCE).date(since).close(CUSTOMER_SINCE);
        b.element(2, PREMIUM_CUSTOMER, r.percent(20) ? YES : NO);
        b.element(2, CUSTOMER_STATUS, pick(r, STATUSES));
        b.open(2, LAST_CONTACT_DATE).date(since + r.between(0, VALUE_LAST - since)).close(LAST_CONTACT_DATE);
        b.element(2, REVIEW_FREQUENCY, pick(r, REVIEW_FREQUENCIES));
        b.open(2, ONLINE);
        b.open(3, LOGIN).character((char) first[0]).bytes(last).close(LOGIN);
        b.open(3, PIN);
        encrypted(b, r, 4);
        b.closeBlock(3, PIN);
        b.open(3, TRADING_PASSWORD);
        encrypted(b, r, 4);
        b.closeBlock(3, TRADING_PASSWORD);
        b.closeBlock(2, ONLINE);
        b.open(2, TAX);
        if (r.percent(30)) {
            b.open(3, TAX_ID);
            digits(b, r, 9);
            b.close(TAX_ID);
        }
        if (r.percent(70)) {
            b.open(3, SSN);
            encrypted(b, r, 4);
            b.closeBlock(3, SSN);
        }
        b.open(3, TAX_RATE).decimal(r.between(10, 45), 2).close(TAX_RATE);
        b.closeBlock(2, TAX);
        b.element(2, CURRENCY, pick(r, lists.currencies));
        b.closeBlock(1, BANKING_INFO);
    }

    private static void encrypted(XmlBuffer b, DocRandom r, int depth) {
        b.newline(depth).bytes(ENCRYPTED_START);
        b.open(depth + 1, CIPHER_DATA);
        b.open(depth + 2, CIPHER_VALUE);
        base64(b, r, 5);
        b.close(CIPHER_VALUE);
        b.closeBlock(depth + 1, CIPHER_DATA);
        b.closeBlock(depth, ENCRYPTED_DATA);
    }

    private void writeAccount(XmlBuffer b, DocRandom r, long accountId, byte[] title, byte[] first, byte[] last,
            int accountsOfCustomer) {
        byte[] currency = pick(r, lists.currencies);
        b.newline(2).bytes(ACCOUNT_START).number(accountId).bytes(QUOTE_END);
        b.open(3, CATEGORY).number(r.between(1, 20)).close(CATEGORY);
        b.open(3, ACCOUNT_TITLE).bytes(title).bytes(SPACE).bytes(first).bytes(SPACE).bytes(last).bytes(SPACE)
                .bytes(currency).close(ACCOUNT_TITLE);
        b.open(3, SHORT_TITLE).bytes(last).bytes(SPACE).bytes(currency).close(SHORT_TITLE);
        b.open(3, MNEMONIC).bytes(last).bytes(currency).close(MNEMONIC);
        b.element(3, CURRENCY, currency);
        b.element(3, CURRENCY_MARKET, pick(r, lists.currencyMarkets));
        b.open(3, OPENING_DATE).date(pick(r, lists.accountOpeningDays)).close(OPENING_DATE);
        b.element(3, ACCOUNT_OFFICER, pick(r, lists.accountOfficers));
        b.open(3, LAST_UPDATE).dateTime(r.between(UPDATE_FIRST, VALUE_LAST), r.between(0, 86_399)).close(LAST_UPDATE);
        b.open(3, BALANCE);
        b.open(4, ONLINE_ACTUAL_BAL).number(r.between(0, 999_999)).close(ONLINE_ACTUAL_BAL);
        b.open(4, ONLINE_CLEARED_BAL).number(r.between(0, 999_999)).close(ONLINE_CLEARED_BAL);
        b.open(4, WORKING_BALANCE).number(r.between(0, 999_999)).close(WORKING_BALANCE);
        b.closeBlock(3, BALANCE);
        b.element(3, PASSBOOK, r.percent(50) ? YES : NO);
        b.open(3, G_VALUE_DATE);
        for (int v = r.between(2, 5); v > 0; v--) {
            b.open(4, M_VALUE_DATE);
            b.open(5, VALUE_DATE).date(r.between(VALUE_FIRST, VALUE_LAST)).close(VALUE_DATE);
            b.open(5, CREDIT_MOVEMENT).decimal(r.between(100, 9_999_999), 2).close(CREDIT_MOVEMENT);
            b.open(5, VALUE_DATED_BAL).number(r.between(0, 999_999)).close(VALUE_DATED_BAL);
            b.closeBlock(4, M_VALUE_DATE);
        }
        b.closeBlock(3, G_VALUE_DATE);
        b.element(3, CHARGE_CCY, currency);
        b.element(3, INTEREST_CCY, currency);
        b.element(3, ALLOW_NETTING, r.percent(60) ? YES : NO);
        b.open(3, G_INPUTTER);
        for (int i = r.between(1, 5); i > 0; i--) {
            b.element(4, INPUTTER, pick(r, lists.inputters));
        }
        b.closeBlock(3, G_INPUTTER);
        b.open(3, HOLDINGS);
        // customers with one account hold more in it, so even the smallest document reaches 4 KB
        int positions = accountsOfCustomer == 1 ? r.between(7, 14) : r.between(1, 8);
        for (int p = 0; p < positions; p++) {
            int security = r.nextInt(population.securities());
            b.open(4, POSITION);
            b.element(5, SYMBOL, population.symbol(security));
            b.element(5, NAME, population.name(security));
            b.element(5, TYPE, population.type(security).label);
            b.open(5, QUANTITY).decimal(r.between(1_000, 9_999_999), 3).close(QUANTITY);
            b.closeBlock(4, POSITION);
        }
        b.closeBlock(3, HOLDINGS);
        b.closeBlock(2, ACCOUNT);
    }
}
