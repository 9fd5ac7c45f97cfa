package org.xwb.xml.generate;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable byte buffer that documents are written into, markup and values straight as bytes
 * (everything generated is ASCII). No strings, DOM or serializer in the way: that is what makes
 * the generator fast. Values from the value lists arrive pre-escaped ({@link ValueLists}).
 */
final class XmlBuffer {

    private static final byte[] DIGITS = "0123456789".getBytes(StandardCharsets.US_ASCII);

    private final Layout layout;
    private byte[] bytes = new byte[24 * 1024];
    private int length;

    XmlBuffer(Layout layout) {
        this.layout = layout;
    }

    void clear() {
        length = 0;
    }

    int length() {
        return length;
    }

    byte[] toByteArray() {
        return Arrays.copyOf(bytes, length);
    }

    private void ensure(int more) {
        if (length + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
        }
    }

    /** Markup or a value known to need no escaping; must be ASCII. */
    XmlBuffer ascii(String text) {
        int n = text.length();
        ensure(n);
        for (int i = 0; i < n; i++) {
            bytes[length++] = (byte) text.charAt(i);
        }
        return this;
    }

    /** Pre-encoded bytes: markup constants, escaped list values. */
    XmlBuffer bytes(byte[] value) {
        ensure(value.length);
        System.arraycopy(value, 0, bytes, length, value.length);
        length += value.length;
        return this;
    }

    XmlBuffer character(char c) {
        ensure(1);
        bytes[length++] = (byte) c;
        return this;
    }

    /** Starts a new line at an indentation depth; nothing in {@link Layout#ONE_LINE}. */
    XmlBuffer newline(int depth) {
        if (layout == Layout.INDENTED) {
            ensure(depth + 1);
            bytes[length++] = '\n';
            for (int i = 0; i < depth; i++) {
                bytes[length++] = '\t';
            }
        }
        return this;
    }

    /** {@code <Name>value</Name>} on a new line. */
    XmlBuffer element(int depth, Markup element, byte[] value) {
        newline(depth);
        bytes(element.open());
        bytes(value);
        return bytes(element.close());
    }

    /** {@code <Name>} on a new line; the caller writes the content and the end tag. */
    XmlBuffer open(int depth, Markup element) {
        newline(depth);
        return bytes(element.open());
    }

    /** {@code </Name>} right after the content. */
    XmlBuffer close(Markup element) {
        return bytes(element.close());
    }

    /** {@code </Name>} on a new line, after child elements. */
    XmlBuffer closeBlock(int depth, Markup element) {
        newline(depth);
        return bytes(element.close());
    }

    /** {@code  Name="}; the caller writes the value and {@link #endAttribute()}. */
    XmlBuffer attribute(Markup attribute) {
        return bytes(attribute.open());
    }

    XmlBuffer endAttribute() {
        return character('"');
    }

    /** {@code  Name="value"} with a value that needs no escaping. */
    XmlBuffer attribute(Markup attribute, byte[] value) {
        bytes(attribute.open());
        bytes(value);
        return character('"');
    }

    XmlBuffer number(long value) {
        if (value < 0) {
            character('-');
            value = -value;
        }
        ensure(20);
        int start = length;
        do {
            bytes[length++] = DIGITS[(int) (value % 10)];
            value /= 10;
        } while (value != 0);
        reverse(start, length - 1);
        return this;
    }

    /** A decimal from an unscaled value: (123456, 2) gives "1234.56", (5, 2) gives "0.05". */
    XmlBuffer decimal(long unscaled, int scale) {
        if (unscaled < 0) {
            character('-');
            unscaled = -unscaled;
        }
        long factor = 1;
        for (int i = 0; i < scale; i++) {
            factor *= 10;
        }
        number(unscaled / factor);
        if (scale > 0) {
            character('.');
            long fraction = unscaled % factor;
            ensure(scale);
            for (long f = factor / 10; f > 0; f /= 10) {
                bytes[length++] = DIGITS[(int) (fraction / f % 10)];
            }
        }
        return this;
    }

    /** An xs:date (YYYY-MM-DD) from a day number since 1970-01-01. */
    XmlBuffer date(int epochDay) {
        // days to civil date (proleptic Gregorian), without allocating a LocalDate
        int z = epochDay + 719468;
        int era = (z >= 0 ? z : z - 146096) / 146097;
        int dayOfEra = z - era * 146097;
        int yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365;
        int dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        int mp = (5 * dayOfYear + 2) / 153;
        int day = dayOfYear - (153 * mp + 2) / 5 + 1;
        int month = mp < 10 ? mp + 3 : mp - 9;
        int year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        ensure(10);
        twoDigits(year / 100);
        twoDigits(year % 100);
        bytes[length++] = '-';
        twoDigits(month);
        bytes[length++] = '-';
        twoDigits(day);
        return this;
    }

    /** An xs:dateTime without time zone (YYYY-MM-DDThh:mm:ss), as in the TPoX documents. */
    XmlBuffer dateTime(int epochDay, int secondOfDay) {
        date(epochDay);
        ensure(9);
        bytes[length++] = 'T';
        twoDigits(secondOfDay / 3600);
        bytes[length++] = ':';
        twoDigits(secondOfDay / 60 % 60);
        bytes[length++] = ':';
        twoDigits(secondOfDay % 60);
        return this;
    }

    private void twoDigits(int value) {
        ensure(2);
        bytes[length++] = DIGITS[value / 10];
        bytes[length++] = DIGITS[value % 10];
    }

    private void reverse(int from, int to) {
        while (from < to) {
            byte b = bytes[from];
            bytes[from++] = bytes[to];
            bytes[to--] = b;
        }
    }
}
