package org.xwb.ui.statements;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/**
 * Colours SQL/XML and XQuery text: keywords, XQuery keywords and axes, string literals,
 * comments (SQL {@code --}, {@code /* *&#47;}, XQuery {@code (: :)}), and parameter markers
 * ({@code ?} and TPoX {@code |n}) on a highlighted background so a missing or extra marker shows.
 */
public class StatementScanner extends RuleBasedScanner {

    static final Set<String> SQL_KEYWORDS = Set.of("SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "INSERT", "INTO",
            "VALUES", "UPDATE", "SET", "DELETE", "JOIN", "ON", "AS", "CAST", "GROUP", "BY", "ORDER", "HAVING", "UNION",
            "ALL", "DISTINCT", "IN", "EXISTS", "IS", "NULL", "LIMIT", "FETCH", "FIRST", "ROWS", "ONLY", "WITH", "CASE",
            "WHEN", "THEN", "ELSE", "END", "MAX", "MIN", "COUNT", "SUM", "AVG", "XMLQUERY", "XMLEXISTS", "XMLTABLE",
            "XMLCAST", "XMLPARSE", "XMLSERIALIZE", "XMLELEMENT", "XMLATTRIBUTES", "XMLAGG", "XMLCONCAT", "PASSING",
            "DOCUMENT", "COLUMNS", "PATH", "XPATH", "XPATH_EXISTS", "UNNEST", "ARRAY", "ANY", "DOUBLE", "VARCHAR",
            "BIGINT", "INTEGER", "DECIMAL", "DATE", "TIMESTAMP", "CLOB", "XML", "TEXT", "PRECISION", "LATERAL",
            "RETURNING", "COMMIT", "ROLLBACK", "CREATE", "INDEX", "TABLE", "DROP", "GENERATE", "KEY", "USING",
            "XMLPATTERN", "SQL", "EXPLAIN", "ANALYZE");
    static final Set<String> XQUERY_KEYWORDS = Set.of("for", "let", "where", "return", "order", "by", "declare",
            "namespace", "default", "element", "variable", "external", "some", "every", "satisfies", "if", "then",
            "else", "and", "or", "div", "mod", "eq", "ne", "lt", "le", "gt", "ge", "xquery", "version", "function",
            "at", "in", "as", "instance", "of", "cast", "castable", "treat", "typeswitch", "case");

    private final List<Color> colors;

    public StatementScanner(Display display) {
        Color keyword = new Color(display, new RGB(0x7F, 0x00, 0x55));
        Color xquery = new Color(display, new RGB(0x00, 0x55, 0x99));
        Color string = new Color(display, new RGB(0x2A, 0x00, 0xFF));
        Color comment = new Color(display, new RGB(0x3F, 0x7F, 0x5F));
        Color markerBackground = new Color(display, new RGB(0xFF, 0xE0, 0x80));
        colors = List.of(keyword, xquery, string, comment, markerBackground);

        IToken keywordToken = new Token(new TextAttribute(keyword, null, SWT.BOLD));
        IToken xqueryToken = new Token(new TextAttribute(xquery, null, SWT.BOLD));
        IToken stringToken = new Token(new TextAttribute(string));
        IToken commentToken = new Token(new TextAttribute(comment, null, SWT.ITALIC));
        IToken markerToken = new Token(new TextAttribute(null, markerBackground, SWT.BOLD));

        WordRule words = new WordRule(new IdentifierDetector(), Token.UNDEFINED, true);
        SQL_KEYWORDS.forEach(word -> words.addWord(word.toLowerCase(Locale.ROOT), keywordToken));
        XQUERY_KEYWORDS.stream().filter(word -> !SQL_KEYWORDS.contains(word.toUpperCase(Locale.ROOT)))
                .forEach(word -> words.addWord(word, xqueryToken));
        setRules(new IRule[] { new EndOfLineRule("--", commentToken), new MultiLineRule("/*", "*/", commentToken),
                new MultiLineRule("(:", ":)", commentToken), new SingleLineRule("'", "'", stringToken, '\0', true),
                new SingleLineRule("\"", "\"", stringToken, '\0', true), new MarkerRule(markerToken),
                new WhitespaceRule(Character::isWhitespace), words });
    }

    /** Frees the colours; call when the viewer is disposed. */
    public void dispose() {
        colors.forEach(Color::dispose);
    }

    private static final class IdentifierDetector implements IWordDetector {
        @Override
        public boolean isWordStart(char c) {
            return Character.isLetter(c) || c == '_';
        }

        @Override
        public boolean isWordPart(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }
    }

    /** {@code ?} or {@code |n}. */
    private static final class MarkerRule implements IRule {
        private final IToken token;

        MarkerRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            int c = scanner.read();
            if (c == '?') {
                return token;
            }
            if (c == '|') {
                int digits = 0;
                int next = scanner.read();
                while (next >= '0' && next <= '9') {
                    digits++;
                    next = scanner.read();
                }
                scanner.unread();
                if (digits > 0) {
                    return token;
                }
                for (int i = 0; i <= digits; i++) {
                    scanner.unread();
                }
                return Token.UNDEFINED;
            }
            scanner.unread();
            return Token.UNDEFINED;
        }
    }
}
