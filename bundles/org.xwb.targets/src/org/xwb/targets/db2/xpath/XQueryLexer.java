package org.xwb.targets.db2.xpath;

import org.xwb.targets.db2.xpath.XExpr.Literal;
import org.xwb.targets.db2.xpath.XExpr.LiteralType;

/** The lexical level of {@link XQueryParser}: blanks and comments, names, keywords, symbols, literals. */
abstract class XQueryLexer {

    final String text;
    int pos;

    XQueryLexer(String text) {
        this.text = text;
    }

    final XExpr number() {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        LiteralType type = LiteralType.INTEGER;
        if (pos < text.length() && text.charAt(pos) == '.') {
            pos++;
            type = LiteralType.DECIMAL;
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
        }
        if (pos < text.length() && (text.charAt(pos) == 'e' || text.charAt(pos) == 'E')) {
            pos++;
            if (pos < text.length() && (text.charAt(pos) == '+' || text.charAt(pos) == '-')) {
                pos++;
            }
            while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
                pos++;
            }
            type = LiteralType.DOUBLE;
        }
        return new Literal(start, pos, type, text.substring(start, pos));
    }


    final String stringLiteral() {
        skip();
        char quote = pos < text.length() ? text.charAt(pos) : 0;
        if (quote != '"' && quote != '\'') {
            throw error("expected a string literal");
        }
        pos++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (pos >= text.length()) {
                throw error("a string literal is not closed");
            }
            char c = text.charAt(pos++);
            if (c == quote) {
                if (pos < text.length() && text.charAt(pos) == quote) {
                    value.append(quote);
                    pos++;
                } else {
                    break;
                }
            } else {
                value.append(c);
            }
        }
        return value.toString().replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'")
                .replace("&amp;", "&");
    }


    final String qname() {
        String first = ncname();
        if (pos + 1 < text.length() && text.charAt(pos) == ':' && (Character.isLetter(text.charAt(pos + 1))
                || text.charAt(pos + 1) == '_' || text.charAt(pos + 1) == '*')) {
            pos++;
            if (symbolNoSkip("*")) {
                return first + ":*";
            }
            return first + ":" + ncname();
        }
        return first;
    }


    final String ncname() {
        skip();
        if (!isNameStart()) {
            throw error("expected a name");
        }
        int start = pos;
        while (pos < text.length() && isNameChar(text.charAt(pos))) {
            pos++;
        }
        return text.substring(start, pos);
    }


    final boolean isNameStart() {
        return pos < text.length() && (Character.isLetter(text.charAt(pos)) || text.charAt(pos) == '_');
    }


    static boolean isNameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '.';
    }


    final void balanced(char open, char close) {
        expect(String.valueOf(open));
        int depth = 1;
        while (pos < text.length() && depth > 0) {
            char c = text.charAt(pos++);
            if (c == open) {
                depth++;
            } else if (c == close) {
                depth--;
            }
        }
    }


    final void toSemicolon() {
        while (pos < text.length() && text.charAt(pos) != ';') {
            char c = text.charAt(pos);
            if (c == '"' || c == '\'') {
                stringLiteral();
            } else {
                pos++;
            }
        }
        expect(";");
    }


    /** A keyword: the word, not followed by a name character. */
    final boolean keyword(String word) {
        skip();
        if (lookingAtKeyword(word)) {
            pos += word.length();
            return true;
        }
        return false;
    }


    final void keywordOrFail(String word) {
        if (!keyword(word)) {
            throw error("expected '" + word + "'");
        }
    }


    final boolean lookingAtKeyword(String word) {
        skip();
        return text.startsWith(word, pos) && (pos + word.length() >= text.length() || !isNameChar(text.charAt(pos + word.length())))
                && (pos + word.length() >= text.length() || text.charAt(pos + word.length()) != ':');
    }


    final boolean lookingAtKeyword(String word, String next) {
        if (!lookingAtKeyword(word)) {
            return false;
        }
        int after = pos + word.length();
        while (after < text.length() && Character.isWhitespace(text.charAt(after))) {
            after++;
        }
        return text.startsWith(next, after);
    }


    final boolean symbol(String s) {
        skip();
        return symbolNoSkip(s);
    }


    final boolean symbolNoSkip(String s) {
        if (text.startsWith(s, pos)) {
            pos += s.length();
            return true;
        }
        return false;
    }


    final void expect(String s) {
        if (!symbol(s)) {
            throw error("expected '" + s + "'");
        }
    }


    /** Blanks and XQuery comments {@code (: ... :)}, which nest. */
    final void skip() {
        while (pos < text.length()) {
            if (Character.isWhitespace(text.charAt(pos))) {
                pos++;
            } else if (text.startsWith("(:", pos)) {
                int depth = 0;
                do {
                    if (text.startsWith("(:", pos)) {
                        depth++;
                        pos += 2;
                    } else if (text.startsWith(":)", pos)) {
                        depth--;
                        pos += 2;
                    } else {
                        pos++;
                    }
                } while (depth > 0 && pos < text.length());
            } else {
                return;
            }
        }
    }


    final IllegalArgumentException error(String what) {
        return new IllegalArgumentException("XQuery at offset " + pos + ": " + what);
    }
}
