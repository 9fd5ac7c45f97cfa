package org.xwb.xml.generate;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

/**
 * {@code count} documents of one kind with a seed, for a collection of that kind alone: the
 * generator is sized so that it makes at least that many (orders need a customer per five, a
 * security is one of the kit's real symbols), and the documents are its first {@code count} of
 * the kind, so their ids are one contiguous range. Written like {@code xwb generate}: into
 * {@code <folder>/<kind>/}, one file per document or TPoX batch files.
 */
public final class KindGeneration {

    /** What was written: the documents' ids, the folder they are in and how many bytes. */
    public record Written(IdRange ids, Path folder, long documents, long bytes, int batchFiles) {
    }

    private final TpoxGenerator generator;
    private final DocumentKind kind;
    private final long count;

    /**
     * @throws IllegalArgumentException for a count below 1, or more securities than the kit has symbols
     */
    public KindGeneration(ValueLists lists, DocumentKind kind, long count, long seed, Layout layout) {
        if (count < 1) {
            throw new IllegalArgumentException("the number of documents must be at least 1, was " + count);
        }
        long customers = switch (kind) {
        case ORDER -> (count + GeneratorSettings.ORDERS_PER_CUSTOMER - 1) / GeneratorSettings.ORDERS_PER_CUSTOMER;
        case CUSTACC, SECURITY -> count;
        };
        GeneratorSettings settings = GeneratorSettings.forCustomers(customers, seed, lists.symbolCount()).withLayout(layout);
        if (kind == DocumentKind.SECURITY) {
            if (count > lists.symbolCount()) {
                throw new IllegalArgumentException("at most " + lists.symbolCount()
                        + " securities: one per real symbol of the kit; asked for " + count);
            }
            settings = settings.withSecurities((int) count);
        }
        this.generator = new TpoxGenerator(lists, settings);
        this.kind = kind;
        this.count = count;
    }

    /** The ids the documents will have. */
    public IdRange ids() {
        IdRanges ranges = generator.idRanges();
        IdRange all = switch (kind) {
        case SECURITY -> ranges.securities();
        case CUSTACC -> ranges.customers();
        case ORDER -> ranges.orders();
        };
        return new IdRange(all.first(), all.first() + count - 1);
    }

    /** The folder the documents go to below {@code folder}. */
    public Path folderIn(Path folder) {
        return folder.resolve(kind.collection());
    }

    /**
     * Writes the documents; {@code docsPerFile} above 0 writes batch files (needs
     * {@link Layout#ONE_LINE}). Stops early, keeping what it wrote, once {@code stop} says so.
     *
     * @param progress hears the number of documents written, every 100
     */
    public Written write(Path folder, int docsPerFile, LongConsumer progress, BooleanSupplier stop) throws IOException {
        DocumentFactory factory = generator.newFactory();
        long bytes = 0;
        long written = 0;
        BatchFileWriter batches = docsPerFile > 0 ? new BatchFileWriter(folder, docsPerFile) : null;
        DocumentSink sink = batches != null ? batches : new FolderWriter(folder, kind);
        try {
            for (long index = 0; index < count && !stop.getAsBoolean(); index++) {
                GeneratedDocument document = factory.document(kind, index);
                sink.accept(document);
                bytes += document.content().length;
                written++;
                if (written % 100 == 0) {
                    progress.accept(written);
                }
            }
        } finally {
            if (batches != null) {
                batches.close();
            }
        }
        progress.accept(written);
        IdRange ids = ids();
        return new Written(new IdRange(ids.first(), ids.first() + written - 1), folderIn(folder), written, bytes,
                batches == null ? 0 : batches.fileCount(kind));
    }
}
