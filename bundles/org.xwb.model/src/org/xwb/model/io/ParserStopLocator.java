package org.xwb.model.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;
import org.xwb.model.secure.HardenedParsers;

/**
 * Where the XML parser stopped when it failed without saying where (an internal error such as
 * Xerces' "Scanner State 24 not Recognized" on some damaged files): the file is read again with
 * the hardened parser, and the last position it reached is the problem's line and column.
 */
public final class ParserStopLocator {

    private ParserStopLocator() {
    }

    /** A located "not well-formed XML" problem for {@code failure}, which had no location of its own. */
    public static FileProblem problem(Path file, Throwable failure) {
        Position position = new Position();
        String reason = failure.getMessage();
        try (InputStream in = Files.newInputStream(file)) {
            XMLReader reader = HardenedParsers.xmlReader();
            reader.setContentHandler(position);
            reader.setErrorHandler(position);
            reader.parse(new InputSource(in));
        } catch (SAXParseException parse) {
            if (parse.getLineNumber() > 0) {
                return new FileProblem(file, parse.getLineNumber(), Math.max(0, parse.getColumnNumber()),
                        "not well-formed XML: " + parse.getMessage());
            }
        } catch (IOException | SAXException | RuntimeException again) {
            // the same failure: the position reached is as close as the parser gets
        }
        int line = position.locator == null ? 1 : Math.max(1, position.locator.getLineNumber());
        int column = position.locator == null ? 1 : Math.max(1, position.locator.getColumnNumber());
        return new FileProblem(file, line, column, "not well-formed XML: the parser stopped here"
                + (reason == null || reason.isBlank() ? "" : " (" + reason + ")"));
    }

    private static final class Position extends DefaultHandler {
        private Locator locator;

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }
    }
}
