package org.xwb.ui.editors.xml;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentPartitioner;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.ICharacterScanner;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.xwb.ui.editors.text.TextLanguage;

/**
 * XML for the text editors: tags (names, attribute names, attribute values), comments, CDATA
 * sections, processing instructions, declarations and entity references each in their colour;
 * a file's encoding from its byte order mark or XML declaration, else UTF-8.
 */
public final class XmlLanguage implements TextLanguage {

    private static final Pattern ENCODING = Pattern.compile("^<\\?xml[^>]*encoding\\s*=\\s*[\"']([A-Za-z0-9._:-]+)[\"']");

    private final Color tagName;
    private final Color attributeName;
    private final Color attributeValue;
    private final Color comment;
    private final Color cdata;
    private final Color instruction;
    private final Color entity;
    private final List<Color> colors;

    public XmlLanguage(Display display) {
        tagName = new Color(display, new RGB(0x3F, 0x2A, 0x8F));
        attributeName = new Color(display, new RGB(0x7F, 0x00, 0x55));
        attributeValue = new Color(display, new RGB(0x2A, 0x00, 0xFF));
        comment = new Color(display, new RGB(0x3F, 0x7F, 0x5F));
        cdata = new Color(display, new RGB(0x80, 0x50, 0x00));
        instruction = new Color(display, new RGB(0x80, 0x80, 0x80));
        entity = new Color(display, new RGB(0xA0, 0x40, 0x00));
        colors = List.of(tagName, attributeName, attributeValue, comment, cdata, instruction, entity);
    }

    @Override
    public IDocumentPartitioner createPartitioner() {
        return XmlPartitions.create();
    }

    @Override
    public String[] partitionTypes() {
        return XmlPartitions.TYPES.clone();
    }

    @Override
    public IPresentationReconciler presentation(ISourceViewer viewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        repair(reconciler, IDocument.DEFAULT_CONTENT_TYPE, text());
        repair(reconciler, XmlPartitions.TAG, tags());
        repair(reconciler, XmlPartitions.COMMENT, whole(new TextAttribute(comment, null, SWT.ITALIC)));
        repair(reconciler, XmlPartitions.CDATA, whole(new TextAttribute(cdata)));
        repair(reconciler, XmlPartitions.PI, whole(new TextAttribute(instruction, null, SWT.ITALIC)));
        repair(reconciler, XmlPartitions.DECLARATION, whole(new TextAttribute(instruction)));
        return reconciler;
    }

    private static void repair(PresentationReconciler reconciler, String type, RuleBasedScanner scanner) {
        DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(scanner);
        reconciler.setDamager(repairer, type);
        reconciler.setRepairer(repairer, type);
    }

    private static RuleBasedScanner whole(TextAttribute attribute) {
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setDefaultReturnToken(new Token(attribute));
        return scanner;
    }

    /** Character data: entity and character references stand out. */
    private RuleBasedScanner text() {
        RuleBasedScanner scanner = new RuleBasedScanner();
        IToken reference = new Token(new TextAttribute(entity));
        scanner.setRules(new IRule[] { new ReferenceRule(reference) });
        return scanner;
    }

    /** Inside a tag: its name, attribute names, and quoted values. */
    private RuleBasedScanner tags() {
        RuleBasedScanner scanner = new RuleBasedScanner();
        IToken name = new Token(new TextAttribute(tagName, null, SWT.BOLD));
        IToken attribute = new Token(new TextAttribute(attributeName));
        IToken value = new Token(new TextAttribute(attributeValue));
        scanner.setRules(new IRule[] { new MultiLineRule("\"", "\"", value), new MultiLineRule("'", "'", value),
                new TagNameRule(name), new WhitespaceRule(Character::isWhitespace),
                new WordRule(new NameDetector(), attribute) });
        return scanner;
    }

    @Override
    public Charset charset(byte[] content) {
        if (content.length >= 3 && (content[0] & 0xFF) == 0xEF && (content[1] & 0xFF) == 0xBB && (content[2] & 0xFF) == 0xBF) {
            return StandardCharsets.UTF_8;
        }
        if (content.length >= 2 && (content[0] & 0xFF) == 0xFE && (content[1] & 0xFF) == 0xFF) {
            return StandardCharsets.UTF_16BE;
        }
        if (content.length >= 2 && (content[0] & 0xFF) == 0xFF && (content[1] & 0xFF) == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        String head = new String(content, 0, Math.min(content.length, 200), StandardCharsets.ISO_8859_1);
        Matcher declared = ENCODING.matcher(head);
        if (declared.find()) {
            try {
                return Charset.forName(declared.group(1));
            } catch (RuntimeException unknown) {
                return StandardCharsets.UTF_8;
            }
        }
        return StandardCharsets.UTF_8;
    }

    @Override
    public void dispose() {
        colors.forEach(Color::dispose);
    }

    /** {@code <name}, {@code </name}, and the closing {@code >} or {@code />}. */
    private static final class TagNameRule implements IRule {
        private final IToken token;

        TagNameRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            int c = scanner.read();
            if (c == '<') {
                c = scanner.read();
                if (c == '/') {
                    c = scanner.read();
                }
                while (c != ICharacterScanner.EOF && NameDetector.part((char) c)) {
                    c = scanner.read();
                }
                scanner.unread();
                return token;
            }
            if (c == '/') {
                if (scanner.read() == '>') {
                    return token;
                }
                scanner.unread();
            } else if (c == '>') {
                return token;
            }
            scanner.unread();
            return Token.UNDEFINED;
        }
    }

    /** {@code &name;} and {@code &#123;}. */
    private static final class ReferenceRule implements IRule {
        private final IToken token;

        ReferenceRule(IToken token) {
            this.token = token;
        }

        @Override
        public IToken evaluate(ICharacterScanner scanner) {
            int c = scanner.read();
            if (c != '&') {
                scanner.unread();
                return Token.UNDEFINED;
            }
            int read = 1;
            while (true) {
                c = scanner.read();
                read++;
                if (c == ';') {
                    return token;
                }
                if (c == ICharacterScanner.EOF || !(NameDetector.part((char) c) || c == '#')) {
                    for (int i = 0; i < read; i++) {
                        scanner.unread();
                    }
                    return Token.UNDEFINED;
                }
            }
        }
    }

    private static final class NameDetector implements IWordDetector {
        @Override
        public boolean isWordStart(char c) {
            return Character.isLetter(c) || c == '_' || c == ':';
        }

        @Override
        public boolean isWordPart(char c) {
            return part(c);
        }

        static boolean part(char c) {
            return Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '-' || c == '.';
        }
    }
}
