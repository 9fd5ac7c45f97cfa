package org.xwb.ui.testing;

/** Text matching rules shared by the finders. */
final class Texts {

    private Texts() {
    }

    /** A widget's text as the user reads it: mnemonics ('&amp;') and accelerator suffixes removed. */
    static String strip(String text) {
        if (text == null) {
            return "";
        }
        int tab = text.indexOf('\t');
        String visible = tab >= 0 ? text.substring(0, tab) : text;
        return visible.replace("&&", "\u0000").replace("&", "").replace('\u0000', '&').trim();
    }
}
