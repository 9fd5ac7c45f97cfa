package org.xwb.core.documents;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Brings a document to UTF-8, the encoding every target receives. Documents declared as UTF-8 or
 * US-ASCII (a subset of it) pass unchanged; others are decoded with their declared encoding (or
 * their UTF-16 byte order mark) and the declaration is rewritten to say UTF-8, so the text and
 * its declaration never disagree.
 */
final class Utf8Documents {

    private static final Pattern DECLARATION = Pattern.compile(
            "^<\\?xml\\s+version\\s*=\\s*[\"'][^\"']*[\"']\\s+encoding\\s*=\\s*[\"']([A-Za-z][A-Za-z0-9._-]*)[\"']");

    private Utf8Documents() {
    }

    /** @throws IllegalArgumentException for an unknown encoding or bytes that are not in it */
    static byte[] toUtf8(byte[] document) {
        Charset charset = byteOrderMark(document);
        String declared = null;
        if (charset == null) {
            String head = new String(document, 0, Math.min(document.length, 200), StandardCharsets.ISO_8859_1);
            Matcher m = DECLARATION.matcher(head);
            if (!m.find()) {
                return document;
            }
            declared = m.group(1);
            String name = declared.toUpperCase(Locale.ROOT);
            if (name.equals("UTF-8") || name.equals("UTF8") || name.equals("US-ASCII") || name.equals("ASCII")) {
                return document;
            }
            try {
                charset = Charset.forName(declared);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown encoding \"" + declared + "\" in the XML declaration");
            }
        }
        String text;
        try {
            text = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(document)).toString();
        } catch (CharacterCodingException e) {
            throw new IllegalArgumentException("the bytes are not valid " + charset.name());
        }
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            text = text.substring(1);
        }
        Matcher m = DECLARATION.matcher(text);
        if (m.find()) {
            text = text.substring(0, m.start(1)) + "UTF-8" + text.substring(m.end(1));
        }
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private static Charset byteOrderMark(byte[] d) {
        if (d.length >= 2 && (d[0] & 0xff) == 0xFE && (d[1] & 0xff) == 0xFF) {
            return StandardCharsets.UTF_16BE;
        }
        if (d.length >= 2 && (d[0] & 0xff) == 0xFF && (d[1] & 0xff) == 0xFE) {
            return StandardCharsets.UTF_16LE;
        }
        if (d.length >= 2 && d[0] == 0 && d[1] == '<') {
            return StandardCharsets.UTF_16BE;
        }
        if (d.length >= 2 && d[0] == '<' && d[1] == 0) {
            return StandardCharsets.UTF_16LE;
        }
        return null;
    }
}
