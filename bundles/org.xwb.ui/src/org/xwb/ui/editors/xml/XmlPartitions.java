package org.xwb.ui.editors.xml;

import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.rules.FastPartitioner;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.Token;

/**
 * Splits XML text into comments, CDATA sections, processing instructions, declarations
 * ({@code <!DOCTYPE ...>}) and tags; character data is the default partition.
 */
final class XmlPartitions {

    static final String COMMENT = "__xml_comment";
    static final String CDATA = "__xml_cdata";
    static final String PI = "__xml_pi";
    static final String DECLARATION = "__xml_declaration";
    static final String TAG = "__xml_tag";
    static final String[] TYPES = { COMMENT, CDATA, PI, DECLARATION, TAG };

    private XmlPartitions() {
    }

    static IDocumentPartitioner create() {
        RuleBasedPartitionScanner scanner = new RuleBasedPartitionScanner();
        scanner.setPredicateRules(new IPredicateRule[] { new MultiLineRule("<!--", "-->", new Token(COMMENT), '\0', true),
                new MultiLineRule("<![CDATA[", "]]>", new Token(CDATA), '\0', true),
                new MultiLineRule("<?", "?>", new Token(PI), '\0', true),
                new MultiLineRule("<!", ">", new Token(DECLARATION), '\0', true), new TagRule(new Token(TAG)) });
        return new FastPartitioner(scanner, TYPES);
    }

    /** A tag from {@code <} to its {@code >}, skipping {@code >} inside quoted attribute values. */
    private static final class TagRule implements IPredicateRule {
        private final IToken token;

        TagRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken getSuccessToken() {
            return token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner, boolean resume) {
            if (!resume) {
                int c = scanner.read();
                if (c != '<') {
                    scanner.unread();
                    return Token.UNDEFINED;
                }
            }
            char quote = 0;
            while (true) {
                int c = scanner.read();
                if (c == ICharacterScanner.EOF) {
                    return token;
                }
                if (quote != 0) {
                    if (c == quote) {
                        quote = 0;
                    }
                } else if (c == '"' || c == '\'') {
                    quote = (char) c;
                } else if (c == '>') {
                    return token;
                } else if (c == '<') {
                    scanner.unread(); // an unclosed tag ends where the next one starts
                    return token;
                }
            }
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            return evaluate(scanner, false);
        }
    }
}
