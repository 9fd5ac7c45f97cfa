package org.xwb.xml.generate;

import java.io.IOException;

/** Receives generated documents: a folder, batch files, a database loader, a validator. */
@FunctionalInterface
public interface DocumentSink {

    void accept(GeneratedDocument document) throws IOException;
}
