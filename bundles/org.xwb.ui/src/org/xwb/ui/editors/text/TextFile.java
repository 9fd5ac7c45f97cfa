package org.xwb.ui.editors.text;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A file as the text editors read and write it: its bytes decoded in the encoding its language
 * finds (an XML declaration, else UTF-8), refused when it is binary, editable up to
 * {@link #EDIT_LIMIT}; and the text encoded back, refused with the place of the first character
 * the encoding cannot hold, so a save never loses a character.
 */
public final class TextFile {

    /** Larger files open read-only (typing into a 50 MB document is not what the editor is for). */
    public static final long EDIT_LIMIT = 10L << 20;
    private static final int BINARY_PROBE = 8000;

    /**
     * What was read.
     *
     * @param text     the decoded text (empty for a binary file)
     * @param charset  the encoding it was read in and is saved in
     * @param problem  why the file cannot be edited (binary, not valid in its encoding, too large), or null
     * @param binary   not a text file at all: nothing is shown
     * @param stamp    the file's stamp when read
     */
    public record Content(String text, Charset charset, String problem, boolean binary, FileStamp stamp) {

        public boolean editable() {
            return problem == null;
        }
    }

    /** A character the encoding cannot hold, at a 1-based line and column. */
    public static final class Unencodable extends IOException {
        private static final long serialVersionUID = 1L;

        Unencodable(String message) {
            super(message);
        }
    }

    private TextFile() {
    }

    public static Content read(Path file, TextLanguage language) throws IOException {
        FileStamp stamp = FileStamp.of(file);
        byte[] bytes = Files.readAllBytes(file);
        if (isBinary(bytes)) {
            return new Content("", language.charset(new byte[0]), file.getFileName()
                    + " is not a text file (it contains NUL bytes); XWB opens text files only", true, stamp);
        }
        Charset charset = language.charset(bytes);
        String text;
        String problem = null;
        try {
            text = charset.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, charset);
            problem = "Read-only: the file is not valid " + charset.name() + " text (its bytes would change on save)";
        }
        if (problem == null && bytes.length > EDIT_LIMIT) {
            problem = String.format(Locale.ROOT, "Read-only: %.1f MB is over the editor's %d MB limit", bytes.length / 1e6,
                    EDIT_LIMIT >> 20);
        }
        if (!text.isEmpty() && text.charAt(0) == '\uFEFF') {
            text = text.substring(1); // the byte order mark is written back on save
        }
        return new Content(text, charset, problem, false, stamp);
    }

    /** The text as bytes in {@code charset} (with a UTF-8 byte order mark when {@code bom}). */
    public static byte[] encode(String text, Charset charset, boolean bom) throws Unencodable {
        CharsetEncoder encoder = charset.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            ByteBuffer encoded = encoder.encode(CharBuffer.wrap(bom ? "\uFEFF" + text : text));
            byte[] bytes = new byte[encoded.remaining()];
            encoded.get(bytes);
            return bytes;
        } catch (CharacterCodingException e) {
            for (int i = 0, line = 1, column = 1; i < text.length(); i++) {
                char c = text.charAt(i);
                if (!encoder.canEncode(c) && !Character.isSurrogate(c)) {
                    throw new Unencodable(String.format(Locale.ROOT,
                            "line %d, column %d: '%s' (U+%04X) cannot be written in %s; change the file's encoding "
                                    + "declaration or the character", line, column, c, (int) c, charset.name()));
                }
                if (c == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
            }
            throw new Unencodable("the text cannot be written in " + charset.name());
        }
    }

    /** Whether the file's first bytes start with a UTF-8 byte order mark. */
    public static boolean hasUtf8Bom(Path file) {
        try (var in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(3);
            return head.length == 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF;
        } catch (IOException e) {
            return false;
        }
    }

    static boolean isBinary(byte[] bytes) {
        int probe = Math.min(bytes.length, BINARY_PROBE);
        boolean utf16 = bytes.length >= 2 && ((bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF
                || (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE);
        if (utf16) {
            return false; // UTF-16 text is full of NUL bytes
        }
        for (int i = 0; i < probe; i++) {
            if (bytes[i] == 0) {
                return true;
            }
        }
        return false;
    }
}
