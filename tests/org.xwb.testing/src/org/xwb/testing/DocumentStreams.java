package org.xwb.testing;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.LongFunction;

import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.DocumentStream.Document;

/** Documents made in memory, and a stream over them, for loaders and document feeds. */
public final class DocumentStreams {

    private DocumentStreams() {
    }

    /** {@code count} documents with ids first, first+1, ...; origin "generated n". */
    public static List<Document> documents(long first, int count, LongFunction<String> content) {
        List<Document> docs = new ArrayList<>(count);
        for (long id = first; id < first + count; id++) {
            docs.add(new Document(id, "generated " + id, content.apply(id).getBytes(StandardCharsets.UTF_8)));
        }
        return docs;
    }

    /** The documents in order, once. */
    public static DocumentStream stream(List<Document> documents) {
        Iterator<Document> it = documents.iterator();
        return new DocumentStream() {
            @Override
            public boolean hasNext() {
                return it.hasNext();
            }

            @Override
            public Document next() {
                return it.next();
            }
        };
    }
}
