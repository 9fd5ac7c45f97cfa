package org.xwb.jmeter.export;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.documents.CollectionDocuments;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.values.XQueryLiteral;
import org.xwb.jmeter.export.ExportNote.Kind;
import org.xwb.model.Collection;
import org.xwb.model.Transaction;

/**
 * The documents the plan inserts: one CSV file per collection (split into one part per JMeter
 * engine, so no document is inserted twice by a distributed run), shared by every transaction that
 * inserts into the collection and read by all threads in turn, each document once, as XWB's users
 * take them. A thread that finds no document left stops.
 */
final class DocumentFeeds {

    private final Map<Collection, ValueFeed.Csv> feeds = new LinkedHashMap<>();
    private final int engines;
    private final Map<String, Long> held;

    /** @param held by collection name, the highest id the database holds: only documents after it are written */
    DocumentFeeds(int engines, Map<String, Long> held) {
        this.engines = engines;
        this.held = held;
    }

    ValueFeed.Csv feed(Collection collection, Transaction transaction, List<ExportNote> notes) {
        return feeds.computeIfAbsent(collection, c -> {
            notes.add(new ExportNote(Kind.APPROXIMATED, c, "documents of collection " + c.getName()
                    + " are read from a CSV file, each once; a JMeter thread that finds none left stops, "
                    + "while XWB stops the whole run" + (engines > 1 ? "; split into " + engines
                            + " parts, one per JMeter engine (a local run inserts part 1)" : "")));
            return new ValueFeed.Csv(PlanNames.variable(c.getName()) + ".document");
        });
    }

    /** The collection a document feed reads. */
    String collection(ValueFeed.Csv feed) {
        return feeds.entrySet().stream().filter(e -> e.getValue() == feed).map(e -> e.getKey().getName()).findFirst()
                .orElseThrow();
    }

    boolean isEmpty() {
        return feeds.isEmpty();
    }

    /** The file name a CSV Data Set reads for {@code feed}: with engines, the engine's part (see {@link PlanNames#PART}). */
    String fileName(ValueFeed.Csv feed) {
        String base = feed.variable.substring(0, feed.variable.length() - ".document".length()) + ".documents";
        return engines == 1 ? base + ".csv" : base + "." + PlanNames.PART + ".csv";
    }

    private String partFile(ValueFeed.Csv feed, int part) {
        String base = feed.variable.substring(0, feed.variable.length() - ".document".length()) + ".documents";
        return engines == 1 ? base + ".csv" : base + "." + part + ".csv";
    }

    /** Writes every collection's documents into {@code data}; documents that cannot be read are left out and noted. */
    List<DocumentsWritten> write(Path data, Path workloadDirectory, List<ExportNote> notes) throws IOException {
        List<DocumentsWritten> written = new ArrayList<>();
        for (Map.Entry<Collection, ValueFeed.Csv> entry : feeds.entrySet()) {
            Collection collection = entry.getKey();
            ValueFeed.Csv feed = entry.getValue();
            List<BufferedWriter> parts = new ArrayList<>();
            int[] counts = new int[engines];
            int unreadable = 0;
            long bytes = 0;
            String firstProblem = null;
            long after = held.getOrDefault(collection.getName(), Long.MIN_VALUE);
            long skipped = 0;
            try (DocumentStream documents = CollectionDocuments.open(collection, workloadDirectory)) {
                for (int p = 1; p <= engines; p++) {
                    parts.add(Files.newBufferedWriter(data.resolve(partFile(feed, p)), StandardCharsets.UTF_8));
                }
                long n = 0;
                while (documents.hasNext()) {
                    DocumentStream.Document document;
                    try {
                        document = documents.next();
                    } catch (DocumentStream.UnreadableDocumentException e) {
                        unreadable++;
                        firstProblem = firstProblem == null ? e.getMessage() : firstProblem;
                        continue;
                    }
                    if (document.id() <= after) {
                        skipped++;
                        continue;
                    }
                    String text = new String(document.content(), StandardCharsets.UTF_8);
                    bytes += document.content().length;
                    List<String> fields = new ArrayList<>(2);
                    if (feed.usedAsJdbc || !feed.usedAsXQuery) {
                        fields.add(JmeterText.jdbcArgument(text));
                    }
                    if (feed.usedAsXQuery) {
                        fields.add(XQueryLiteral.quote(text));
                    }
                    int part = (int) (n++ % engines);
                    parts.get(part).write(JmeterText.csvRow(fields));
                    counts[part]++;
                }
            } finally {
                for (BufferedWriter part : parts) {
                    part.close();
                }
            }
            if (skipped > 0) {
                notes.add(new ExportNote(Kind.APPROXIMATED, collection, skipped + " document(s) up to id " + after
                        + " are left out: the database held them at export; a driver run decides this when it "
                        + "starts, the plan when it is exported (export again after other runs inserted documents)"));
            }
            if (unreadable > 0) {
                notes.add(new ExportNote(Kind.NOT_REPRODUCED, collection, unreadable
                        + " document(s) cannot be read and are left out, e.g. " + firstProblem));
            }
            if (counts[0] == 0) {
                notes.add(new ExportNote(Kind.NOT_REPRODUCED, collection, "collection " + collection.getName()
                        + " has no documents to insert: its insert transactions stop their JMeter threads at once"));
            }
            written.add(new DocumentsWritten(collection.getName(), java.util.Arrays.stream(counts).boxed().toList(), unreadable,
                    bytes));
        }
        return written;
    }
}
