package org.xwb.core.documents;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

import javax.xml.stream.XMLStreamException;

import org.xwb.model.io.FileErrors;
import org.xwb.core.target.DocumentStream;
import org.xwb.model.Collection;
import org.xwb.model.NamespaceBinding;

/**
 * The documents of a collection's files as a {@link DocumentStream}: each file is cut into
 * documents ({@link XmlDocumentSplitter}: one per file or many per TPoX batch file), each
 * document's id is read at the collection's id path, and the content is handed on in UTF-8.
 *
 * <p>A document whose id cannot be read (not well-formed before the id, nothing at the id path,
 * not a whole number) is thrown as {@link UnreadableDocumentException} naming the file, the
 * document's number in it and the line and column; the stream goes on with the next one. A
 * malformation after the id is left for the database to report. A missing or unreadable file
 * stops the stream with an {@link UncheckedIOException} naming it.
 */
public final class CollectionDocuments implements DocumentStream {

    private final Iterator<Path> files;
    private final Path originBase;
    private final IdPath idPath;
    private Path file;
    private InputStream input;
    private XmlDocumentSplitter splitter;
    private XmlDocumentSplitter.Piece pending;
    private int pieceNumber;
    private int pendingNumber;

    private CollectionDocuments(List<Path> files, Path originBase, IdPath idPath) {
        this.files = files.iterator();
        this.originBase = originBase;
        this.idPath = idPath;
    }

    /**
     * The documents of {@code collection}'s document source; its directory is relative to
     * {@code workloadDirectory}.
     */
    public static CollectionDocuments open(Collection collection, Path workloadDirectory) {
        return new CollectionDocuments(DocumentFiles.of(collection.getDocuments(), workloadDirectory),
                workloadDirectory, idPath(collection));
    }

    /** The documents of the given files (e.g. a folder named on the command line) with the collection's id path. */
    public static CollectionDocuments open(Collection collection, List<Path> files, Path originBase) {
        return new CollectionDocuments(files, originBase, idPath(collection));
    }

    /** The collection's id path compiled with its namespace bindings. */
    public static IdPath idPath(Collection collection) {
        Map<String, String> prefixes = new LinkedHashMap<>();
        for (NamespaceBinding binding : collection.getNamespaces()) {
            prefixes.put(binding.getPrefix(), binding.getUri());
        }
        return IdPath.compile(collection.getIdPath(), prefixes);
    }

    @Override
    public boolean hasNext() {
        try {
            while (pending == null) {
                if (splitter == null && !openNextFile()) {
                    return false;
                }
                pending = splitter.next();
                if (pending == null) {
                    closeFile();
                } else {
                    pendingNumber = ++pieceNumber;
                }
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + FileErrors.message(file, e), e);
        }
    }

    @Override
    public Document next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        XmlDocumentSplitter.Piece piece = pending;
        pending = null;
        String origin = originBase.relativize(file.toAbsolutePath().normalize()).toString() + "#" + pendingNumber;
        String idText;
        try {
            idText = idPath.evaluate(piece.bytes());
        } catch (XMLStreamException e) {
            throw new UnreadableDocumentException(origin, "not well-formed XML" + where(piece, e) + ": " + message(e));
        }
        if (idText == null) {
            throw new UnreadableDocumentException(origin, "no id at " + idPath + " (line " + piece.line() + ")");
        }
        long id;
        try {
            id = Long.parseLong(idText);
        } catch (NumberFormatException e) {
            throw new UnreadableDocumentException(origin,
                    "the id \"" + idText + "\" at " + idPath + " is not a whole number (line " + piece.line() + ")");
        }
        try {
            return new Document(id, origin, Utf8Documents.toUtf8(piece.bytes()));
        } catch (IllegalArgumentException e) {
            throw new UnreadableDocumentException(origin, e.getMessage() + " (line " + piece.line() + ")");
        }
    }

    @Override
    public void close() {
        closeFile();
    }

    private boolean openNextFile() throws IOException {
        if (!files.hasNext()) {
            return false;
        }
        file = files.next().toAbsolutePath().normalize();
        input = new BufferedInputStream(Files.newInputStream(file), 64 * 1024);
        splitter = new XmlDocumentSplitter(input);
        pieceNumber = 0;
        return true;
    }

    private void closeFile() {
        splitter = null;
        if (input != null) {
            try {
                input.close();
            } catch (IOException e) {
                // read-only file: nothing was lost
            }
            input = null;
        }
    }

    /** " at line L, column C" in the file, from the parser's position inside the document. */
    private static String where(XmlDocumentSplitter.Piece piece, XMLStreamException e) {
        if (e.getLocation() == null || e.getLocation().getLineNumber() < 1) {
            return " (document starts at line " + piece.line() + ")";
        }
        int line = e.getLocation().getLineNumber();
        int column = e.getLocation().getColumnNumber();
        int fileLine = piece.line() + line - 1;
        int fileColumn = line == 1 ? piece.column() + column - 1 : column;
        return " at line " + fileLine + ", column " + fileColumn;
    }

    private static String message(XMLStreamException e) {
        String text = e.getMessage() == null ? e.toString() : e.getMessage();
        int at = text.indexOf("Message: ");
        return (at >= 0 ? text.substring(at + "Message: ".length()) : text).strip();
    }
}
