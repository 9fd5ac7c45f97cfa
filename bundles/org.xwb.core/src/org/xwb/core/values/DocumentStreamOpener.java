package org.xwb.core.values;

import java.io.IOException;
import java.nio.file.Path;

import org.xwb.core.target.DocumentStream;
import org.xwb.model.Collection;

/**
 * Opens the document files of a collection (its {@code documents} element) as a stream. The
 * driver only needs this; the full reader of TPoX batch files lives in org.xwb.core.documents and
 * plugs in here; {@link org.xwb.core.documents.CollectionDocuments#open} is the standard one.
 */
@FunctionalInterface
public interface DocumentStreamOpener {

    /**
     * @param collection    the collection whose documents are read
     * @param baseDirectory the folder of the workload file, against which the documents' directory resolves
     */
    DocumentStream open(Collection collection, Path baseDirectory) throws IOException;
}
