package org.xwb.targets.basex;

import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.basex.core.Context;
import org.basex.core.MainOptions;
import org.basex.core.cmd.Close;
import org.basex.core.cmd.Flush;
import org.basex.core.cmd.Open;
import org.basex.core.jobs.JobException;
import org.basex.query.QueryException;
import org.basex.query.QueryProcessor;
import org.basex.query.value.ValueBuilder;
import org.basex.query.value.item.Str;
import org.basex.query.value.node.DBNode;
import org.xwb.core.target.DocumentStream;
import org.xwb.core.target.DocumentStream.Document;
import org.xwb.core.target.DocumentStream.UnreadableDocumentException;
import org.xwb.core.target.LoadListener;
import org.xwb.core.target.LoadOptions;
import org.xwb.core.target.LoadReport;
import org.xwb.core.target.LoadFailedException;
import org.xwb.targets.jdbc.LoadProgressClock;

/**
 * Loads documents into a collection's database with the knobs of seed 004 as BaseX has them: a
 * batch is one updating query that adds its documents together ({@code db:add}, each named
 * {@code <id>.xml}), so BaseX updates its indexes once per batch; a commit is a flush of the
 * database to disk every {@code commitInterval} documents (BaseX applies each query atomically but
 * keeps it in memory until flushed: AUTOFLUSH off). BaseX writes one database from one job at a
 * time, so the load runs in one loader whatever {@code loaders} says. A document that is not
 * well-formed is reported with its origin and the parser's reason and the load goes on (or stops,
 * when strict).
 */
final class BaseXLoader {

    private static final String ADD = "declare variable $db external; declare variable $docs external;"
            + " declare variable $paths external; for $doc at $i in $docs return db:add($db, $doc, $paths[$i])";

    private final BaseXSchema.Database database;
    private final LoadOptions options;
    private final LoadListener listener;
    private final AtomicLong committedDocuments = new AtomicLong();
    private final AtomicLong committedBytes = new AtomicLong();
    private final List<LoadReport.Rejected> rejected = Collections.synchronizedList(new ArrayList<>());

    BaseXLoader(BaseXSchema.Database database, LoadOptions options, LoadListener listener) {
        this.database = database;
        this.options = options;
        this.listener = listener == null ? LoadListener.NONE : listener;
    }

    LoadReport load(Context admin, DocumentStream documents) throws SQLException {
        LoadProgressClock clock = new LoadProgressClock(listener, committedDocuments, committedBytes);
        SQLException failure = null;
        admin.options.set(MainOptions.AUTOFLUSH, false);
        try {
            new Open(database.name()).execute(admin);
            try {
                loadAll(admin, documents);
            } finally {
                new Flush().execute(admin);
                new Close().execute(admin);
            }
        } catch (IOException e) {
            failure = new SQLException("Loading database " + database.name() + " failed: " + e.getMessage(), "58030", e);
        } catch (SQLException e) {
            failure = e;
        } finally {
            clock.close();
            documents.close();
        }
        LoadReport report = new LoadReport(committedDocuments.get(), committedBytes.get(), clock.elapsedSeconds(),
                List.copyOf(rejected), clock.timeline());
        if (failure != null) {
            throw new LoadFailedException(failure.getMessage(), failure, report);
        }
        return report;
    }

    private void loadAll(Context admin, DocumentStream documents) throws SQLException, IOException {
        long sinceFlush = 0;
        long bytesSinceFlush = 0;
        List<Document> batch = new ArrayList<>(options.batchSize());
        List<DBNode> nodes = new ArrayList<>(options.batchSize());
        boolean stop = false;
        while (!stop) {
            batch.clear();
            nodes.clear();
            int room = (int) Math.min(options.batchSize(), options.commitInterval() - sinceFlush);
            while (batch.size() < room && documents.hasNext()) {
                Document document;
                try {
                    document = documents.next();
                } catch (UnreadableDocumentException e) {
                    stop = reject(e.origin(), e.reason());
                    continue;
                }
                try {
                    nodes.add(BaseXBindings.document(document.content()));
                    batch.add(document);
                } catch (IOException notXml) {
                    stop = reject(document.origin(), notXml.getMessage());
                }
                if (stop) {
                    break;
                }
            }
            if (batch.isEmpty() && (stop || !documents.hasNext())) {
                break;
            }
            add(admin, batch, nodes);
            sinceFlush += batch.size();
            bytesSinceFlush += batch.stream().mapToLong(d -> d.content().length).sum();
            if (sinceFlush >= options.commitInterval() || stop || !documents.hasNext()) {
                new Flush().execute(admin);
                committedDocuments.addAndGet(sinceFlush);
                committedBytes.addAndGet(bytesSinceFlush);
                sinceFlush = 0;
                bytesSinceFlush = 0;
            }
        }
    }

    /** One updating query adding the batch; its documents are stored together or not at all. */
    private void add(Context admin, List<Document> batch, List<DBNode> nodes) throws SQLException {
        try (QueryProcessor qp = new QueryProcessor(ADD, admin)) {
            ValueBuilder docs = new ValueBuilder(qp.qc);
            ValueBuilder paths = new ValueBuilder(qp.qc);
            for (int i = 0; i < batch.size(); i++) {
                docs.add(nodes.get(i));
                paths.add(Str.get(batch.get(i).id() + ".xml"));
            }
            qp.variable("db", database.name(), "xs:string");
            qp.variable("docs", docs.value(), null);
            qp.variable("paths", paths.value(), null);
            qp.parse();
            qp.register(admin);
            try {
                qp.value();
            } finally {
                qp.unregister(admin);
            }
        } catch (QueryException e) {
            throw BaseXErrors.of(e);
        } catch (JobException e) {
            throw BaseXErrors.of(e, true);
        }
    }

    /** Reports a document; true when the load stops there (strict). */
    private boolean reject(String origin, String reason) {
        rejected.add(new LoadReport.Rejected(origin, reason));
        try {
            listener.rejected(origin, reason);
        } catch (RuntimeException e) {
            // a failing listener must not stop the load
        }
        return options.strict();
    }
}
