package org.xwb.kit.design;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;

import org.xwb.xml.TpoxKit;
import org.xwb.xml.generate.IdRange;
import org.xwb.xml.generate.KindGeneration;
import org.xwb.xml.generate.Layout;
import org.xwb.xml.generate.ValueLists;

/**
 * "Generate N TPoX documents of kind K with seed S" for a collection: the kit's generator writes
 * them into {@code <folder>/<kind>/}, and the result says what the collection then holds, for the
 * editor to set in one undoable step.
 *
 * @param kind      what to generate
 * @param count     how many
 * @param seed      same seed, same documents
 * @param batchSize documents per TPoX batch file; 0 writes one file per document
 */
public record DocumentGeneration(DocumentKinds kind, long count, long seed, int batchSize) {

    /**
     * What the collection holds after a generation.
     *
     * @param ids       the documents' ids (the collection's id range)
     * @param folder    where they are
     * @param batches   the number of batch files, 0 for one file per document
     */
    public record Generated(DocumentKinds kind, IdRange ids, Path folder, long bytes, int batches, int batchSize) {

        public long documents() {
            return ids.count();
        }
    }

    /**
     * Writes the documents; stops early (keeping those written) once {@code stop} says so.
     *
     * @throws IllegalArgumentException for a count the kit cannot make
     */
    public Generated write(TpoxKit kit, Path folder, LongConsumer progress, BooleanSupplier stop) throws IOException {
        KindGeneration generation = new KindGeneration(ValueLists.load(kit), kind.kind(), count, seed,
                batchSize > 0 ? Layout.ONE_LINE : Layout.INDENTED);
        KindGeneration.Written written = generation.write(folder, batchSize, progress, stop);
        return new Generated(kind, written.ids(), written.folder(), written.bytes(), written.batchFiles(), batchSize);
    }
}
