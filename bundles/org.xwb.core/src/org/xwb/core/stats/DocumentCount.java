package org.xwb.core.stats;

/**
 * Documents inserted and their bytes (UTF-8 content as bound), summed. Mutable and not thread-safe:
 * each instance belongs to one thread at a time, as the halves of an {@link IntervalRecorder} do.
 */
final class DocumentCount {

    long documents;
    long bytes;

    void add(long moreDocuments, long moreBytes) {
        documents += moreDocuments;
        bytes += moreBytes;
    }

    void add(DocumentCount other) {
        add(other.documents, other.bytes);
    }

    void clear() {
        documents = 0;
        bytes = 0;
    }
}
