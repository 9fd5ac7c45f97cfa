package org.xwb.model.io;

import java.io.CharConversionException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Plain words for what went wrong with a file, for every boundary (command line, dashboard,
 * editors): the file named, what is wrong with it (no such file, a folder, permission denied, no
 * space left, read-only, not UTF-8 with the offset of the first bad byte) and what to do. Java's
 * class names stay in the log and behind {@code --debug}.
 */
public final class FileErrors {

    private FileErrors() {
    }

    /**
     * "{@code <file>: <reason>}" for {@code failure} while reading or writing {@code file} (the
     * exception's own file when it names one), or null when the failure is not one of the file system.
     */
    public static String describe(Path file, Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            String reason = reasonOf(file, cause);
            if (reason != null) {
                String named = cause instanceof FileSystemException fs && fs.getFile() != null ? fs.getFile()
                        : file == null ? null : file.toString();
                return named == null ? reason : named + ": " + reason;
            }
        }
        return null;
    }

    /**
     * What is wrong, without the file's name (for messages that name the file and line already):
     * "a folder, not a file; name a file", "not UTF-8 text: byte 0xC3 at offset 17 ...", or null
     * when the failure is not one of the file system.
     */
    public static String reason(Path file, Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            String reason = reasonOf(file, cause);
            if (reason != null) {
                return reason;
            }
        }
        return null;
    }

    /**
     * A problem of the file itself rather than its content (a folder, no permission, not UTF-8 text:
     * then located at the first byte that is not), or null for anything else.
     */
    public static FileProblem problem(Path file, Throwable failure) {
        String reason = reason(file, failure);
        if (reason == null) {
            return null;
        }
        long[] bad = reason.startsWith("not UTF-8") ? firstNonUtf8Byte(file) : null;
        return bad == null ? new FileProblem(file, 0, 0, reason) : new FileProblem(file, (int) bad[2], (int) bad[3], reason);
    }

    /** {@link #describe}, else the failure's own message (a class name only when it has none). */
    public static String message(Path file, Throwable failure) {
        String sentence = describe(file, failure);
        if (sentence != null) {
            return sentence;
        }
        String message = failure.getMessage();
        return (file == null ? "" : file + ": ") + (message == null || message.isBlank()
                ? failure.getClass().getSimpleName() : message);
    }

    private static String reasonOf(Path given, Throwable e) {
        Path file = e instanceof FileSystemException fs && fs.getFile() != null ? Path.of(fs.getFile()) : given;
        if (e instanceof NoSuchFileException) {
            return "no such file or folder; check the path";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied; check the permissions of the file and its folders";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "exists already";
        }
        if (e instanceof NotDirectoryException) {
            return "not a folder";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "a folder that is not empty";
        }
        if (e instanceof CharConversionException || e instanceof CharacterCodingException) {
            return notUtf8(file == null ? null : firstNonUtf8Byte(file));
        }
        if (!(e instanceof IOException)) {
            return null;
        }
        String text = e instanceof FileSystemException fs && fs.getReason() != null ? fs.getReason() : e.getMessage();
        String lower = text == null ? "" : text.toLowerCase(Locale.ROOT);
        if (lower.contains("is a directory")) {
            return "a folder, not a file; name a file";
        }
        if (lower.contains("no space left on device")) {
            return "no space left on the disk; free some space or choose another folder";
        }
        if (lower.contains("disk quota exceeded")) {
            return "the disk quota is used up; free some space or choose another folder";
        }
        if (lower.contains("read-only file system")) {
            return "on a read-only file system; choose another folder";
        }
        if (lower.contains("permission denied") || lower.contains("operation not permitted")) {
            return "permission denied; check the permissions of the file and its folders";
        }
        if (lower.contains("not a directory")) {
            return "a part of the path is a file, not a folder";
        }
        return null;
    }

    /** "not UTF-8 text: byte 0xC3 at offset 17 (line 2, column 5) is not valid UTF-8; save the file as UTF-8". */
    public static String notUtf8(long[] bad) {
        if (bad == null) {
            return "not UTF-8 text; save the file as UTF-8";
        }
        return String.format(Locale.ROOT, "not UTF-8 text: byte 0x%02X at offset %d (line %d, column %d) is not valid "
                + "UTF-8; save the file as UTF-8", bad[1], bad[0], bad[2], bad[3]);
    }

    /**
     * The first byte of {@code file} that is not valid UTF-8: {offset, the byte, line, column}
     * (offset from 0, line and column from 1, the column in characters), or null when every byte
     * is valid or the file cannot be read.
     */
    public static long[] firstNonUtf8Byte(Path file) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.allocate(64 * 1024);
        CharBuffer out = CharBuffer.allocate(64 * 1024);
        long consumed = 0;
        long line = 1;
        long column = 1;
        try (ReadableByteChannel channel = Files.newByteChannel(file)) {
            boolean end = false;
            while (true) {
                if (!end && channel.read(in) < 0) {
                    end = true;
                }
                in.flip();
                int start = in.position();
                CoderResult result = decoder.decode(in, out, end);
                out.flip();
                while (out.hasRemaining()) {
                    if (out.get() == '\n') {
                        line++;
                        column = 1;
                    } else {
                        column++;
                    }
                }
                out.clear();
                if (result.isError()) {
                    return new long[] { consumed + in.position() - start, in.get(in.position()) & 0xFF, line, column };
                }
                consumed += in.position() - start;
                in.compact();
                if (end && result.isUnderflow()) {
                    return null;
                }
            }
        } catch (IOException e) {
            return null;
        }
    }
}
