package org.xwb.xml.generate;

/**
 * What the three document templates share: the value lists, the population they reference, and
 * small writers for the kinds of random values TPoX documents carry. A template writes one
 * document into a buffer from its own {@link DocRandom}; it keeps no state between documents.
 */
abstract class DocumentTemplate {

    /** ToXgene filled free-text FIXML fields with printable noise; XML's special characters are left out. */
    private static final byte[] NOISE = Markup.ascii(
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !#$%()*+,-./:;=?@[]^_{|}~");
    private static final byte[] BASE64 = Markup.ascii(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/");

    static final byte[] XML_DECLARATION = Markup.ascii("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    static final byte[] YES = Markup.ascii("Yes");
    static final byte[] NO = Markup.ascii("No");

    final ValueLists lists;
    final Population population;

    DocumentTemplate(ValueLists lists, Population population) {
        this.lists = lists;
        this.population = population;
    }

    /** Writes document number {@code index} (0-based within its kind) and returns its id. */
    abstract long write(XmlBuffer b, DocRandom r, long index);

    static void noise(XmlBuffer b, DocRandom r, int minLength, int maxLength) {
        int n = r.between(minLength, maxLength);
        for (int i = 0; i < n; i++) {
            b.character((char) NOISE[r.nextInt(NOISE.length)]);
        }
    }

    /** A number of exactly {@code count} digits, not starting with 0. */
    static void digits(XmlBuffer b, DocRandom r, int count) {
        b.character((char) ('1' + r.nextInt(9)));
        for (int i = 1; i < count; i++) {
            b.character((char) ('0' + r.nextInt(10)));
        }
    }

    /** Valid xs:base64Binary of {@code quads * 4} characters, no padding. */
    static void base64(XmlBuffer b, DocRandom r, int quads) {
        for (int i = 0; i < quads * 4; i++) {
            b.character((char) BASE64[r.nextInt(BASE64.length)]);
        }
    }

    static byte[] pick(DocRandom r, byte[][] values) {
        return values[r.nextInt(values.length)];
    }

    static int pick(DocRandom r, int[] values) {
        return values[r.nextInt(values.length)];
    }

    static byte[][] ascii(String... values) {
        byte[][] bytes = new byte[values.length][];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = Markup.ascii(values[i]);
        }
        return bytes;
    }

    static int day(int year, int month, int dayOfMonth) {
        return (int) java.time.LocalDate.of(year, month, dayOfMonth).toEpochDay();
    }
}
