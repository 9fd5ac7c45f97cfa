package org.xwb.jmeter.export;

import java.nio.file.Path;
import java.util.List;

import org.xwb.core.stats.TransactionType;

/**
 * What an export wrote and what it could not reproduce exactly.
 *
 * @param plan         the .jmx file
 * @param data         the folder of its CSV files
 * @param manifest     plan.xwb.json
 * @param transactions the transactions of the mix, in plan order
 * @param mixCounts    how often each transaction appears in one pass of the mix file
 * @param documents    the insert documents written, per collection and part
 * @param notes        every approximation and everything not reproduced
 * @param url          the JDBC URL the plan defaults to (without secrets)
 * @param driverClass  the JDBC driver class the plan names
 */
public record ExportReport(Path plan, Path data, Path manifest, List<TransactionType> transactions, long[] mixCounts,
        List<DocumentsWritten> documents, List<ExportNote> notes, String url, String driverClass) {

    /** The number of insert documents written, all parts together. */
    public long documentCount() {
        return documents.stream().mapToLong(DocumentsWritten::total).sum();
    }
}
