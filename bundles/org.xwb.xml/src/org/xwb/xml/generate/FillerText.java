package org.xwb.xml.generate;

/**
 * Description text for securities, made of the TPoX business keywords: sentences of plausible
 * length with, now and then, a keyword element of the Security schema's substitution group
 * ({@code <Risk>}, {@code <CEO>}, ...) in the mixed content, as in the kit's security29674.xml.
 */
final class FillerText {

    private static final Markup[] KEYWORD_ELEMENTS = { Markup.element("CEO"), Markup.element("Product"),
            Markup.element("Competitor"), Markup.element("Assets"), Markup.element("Rating"), Markup.element("Manager"),
            Markup.element("Risk"), Markup.element("Cost"), Markup.element("Dividend"), Markup.element("Strategy"),
            Markup.element("Holdings"), Markup.element("Index"), Markup.element("Keyword") };

    private final byte[][] words;
    private final byte[][] capitalized;

    FillerText(String[] wordList) {
        words = new byte[wordList.length][];
        capitalized = new byte[wordList.length][];
        for (int i = 0; i < wordList.length; i++) {
            String word = wordList[i];
            words[i] = ValueLists.escape(word);
            capitalized[i] = ValueLists.escape(Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
    }

    /** Writes about {@code bytes} bytes of text (never less, at most one sentence more). */
    void write(XmlBuffer b, DocRandom r, int bytes) {
        int end = b.length() + bytes;
        boolean first = true;
        while (b.length() < end) {
            if (!first) {
                b.character(' ');
            }
            first = false;
            int sentenceWords = r.between(6, 16);
            b.bytes(capitalized[r.nextInt(capitalized.length)]);
            for (int w = 1; w < sentenceWords; w++) {
                b.character(' ');
                if (r.percent(3)) {
                    Markup keyword = KEYWORD_ELEMENTS[r.nextInt(KEYWORD_ELEMENTS.length)];
                    b.bytes(keyword.open());
                    for (int k = r.between(2, 5); k > 0; k--) {
                        b.bytes(words[r.nextInt(words.length)]);
                        if (k > 1) {
                            b.character(' ');
                        }
                    }
                    b.bytes(keyword.close());
                } else {
                    b.bytes(words[r.nextInt(words.length)]);
                }
            }
            b.character('.');
        }
    }
}
