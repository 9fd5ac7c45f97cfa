package org.xwb.core.values;

import java.nio.charset.StandardCharsets;

import org.xwb.core.target.DocumentStream;

/**
 * A document drawn for an insert (TPoX files/filesclob). After the transaction commits the
 * driver publishes its id to the collection's {@link LiveIdRange}.
 *
 * @param ids      the collection's live id range
 * @param document the document (id, origin, UTF-8 content)
 * @param clob     bind as a character LOB rather than as XML
 */
public record DocumentValue(LiveIdRange ids, DocumentStream.Document document, boolean clob) {

    public String text() {
        return new String(document.content(), StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
        return document.origin() + " (id " + document.id() + ")";
    }
}
