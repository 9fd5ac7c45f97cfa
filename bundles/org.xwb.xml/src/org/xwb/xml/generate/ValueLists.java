package org.xwb.xml.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

import org.xwb.xml.TpoxKit;

/**
 * The TPoX value lists the generator draws from (real security symbols, customer names, cities,
 * dates...), read once from the kit's {@code input/} folder and kept XML-escaped as bytes, ready
 * to copy into documents. Immutable and shareable between generators and threads.
 */
public final class ValueLists {

    final String[] symbols;
    final String[] securityNames;
    final byte[][] fundFamilies;
    final byte[][] assetGroups;
    final byte[][] industries;
    final byte[][] sectors;
    final String[] businessWords;
    final byte[][] firstNames;
    final byte[][] lastNames;
    final byte[][] cities;
    final byte[][] countries;
    final byte[][] states;
    final byte[][] currencies;
    final byte[][] currencyMarkets;
    final byte[][] accountOfficers;
    final byte[][] inputters;
    final byte[][] securityIdSources;
    final int[] accountOpeningDays;
    final int[] tradingDays;

    private ValueLists(Path input) throws IOException {
        symbols = strings(input, "security_symbols.txt");
        securityNames = strings(input, "security_names.txt");
        fundFamilies = escaped(input, "security_fund_families.txt");
        assetGroups = escaped(input, "security_asset_groups.txt");
        industries = escaped(input, "security_industries.txt");
        sectors = escaped(input, "security_sectors.txt");
        businessWords = strings(input, "business_keywords.txt");
        firstNames = escaped(input, "cust_first_names.txt");
        lastNames = escaped(input, "cust_last_names.txt");
        cities = escaped(input, "cities.txt");
        countries = escaped(input, "countries.txt");
        states = escaped(input, "states.txt");
        currencies = escaped(input, "currency_symbols.txt");
        currencyMarkets = escaped(input, "currency_markets.txt");
        accountOfficers = escaped(input, "ten_cust_names.txt");
        inputters = escaped(input, "twenty_cust_names.txt");
        securityIdSources = escaped(input, "order_src_values.txt");
        accountOpeningDays = days(input, "account_opening_dates-sparse.txt");
        tradingDays = days(input, "order_trading_dates-all.txt");
    }

    /** Reads the lists of a TPoX kit. */
    public static ValueLists load(TpoxKit kit) throws IOException {
        return new ValueLists(kit.input());
    }

    /** How many real symbols there are, hence the most securities a generator can make (20,833). */
    public int symbolCount() {
        return symbols.length;
    }

    /** Non-empty lines, trimmed (the kit's lists have CRLF line ends). */
    private static String[] strings(Path folder, String file) throws IOException {
        Path path = folder.resolve(file);
        if (!Files.isRegularFile(path)) {
            throw new NoSuchFileException(path.toString(), null, "TPoX value list missing");
        }
        List<String> lines = Files.readAllLines(path, StandardCharsets.ISO_8859_1);
        String[] values = lines.stream().map(String::strip).filter(line -> !line.isEmpty()).toArray(String[]::new);
        if (values.length == 0) {
            throw new IOException("TPoX value list is empty: " + path);
        }
        return values;
    }

    private static byte[][] escaped(Path folder, String file) throws IOException {
        String[] values = strings(folder, file);
        byte[][] bytes = new byte[values.length][];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = escape(values[i]);
        }
        return bytes;
    }

    private static int[] days(Path folder, String file) throws IOException {
        String[] values = strings(folder, file);
        int[] days = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            days[i] = (int) LocalDate.parse(values[i]).toEpochDay();
        }
        return days;
    }

    /**
     * XML-escaped ASCII bytes of a value (for text and double-quoted attributes). Characters
     * outside ASCII become character references, so documents stay pure ASCII.
     */
    static byte[] escape(String value) {
        StringBuilder text = new StringBuilder(value.length() + 8);
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
            case '&' -> text.append("&amp;");
            case '<' -> text.append("&lt;");
            case '>' -> text.append("&gt;");
            case '"' -> text.append("&quot;");
            default -> {
                if (c < 0x20) {
                    text.append(' '); // control characters are not allowed in XML 1.0
                } else if (c > 0x7e) {
                    text.append("&#").append((int) c).append(';');
                } else {
                    text.append(c);
                }
            }
            }
        }
        return text.toString().getBytes(StandardCharsets.US_ASCII);
    }
}
