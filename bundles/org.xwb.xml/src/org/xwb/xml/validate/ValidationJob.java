package org.xwb.xml.validate;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Validates many documents in parallel: a fixed number of worker threads, each with its own
 * {@link DocumentValidator} (and its own extra check, e.g. business rules), pull the next file
 * from a shared counter. Results come back in input order whatever thread finished them.
 * Progress is reported about ten times a second; a {@link CancellationToken} stops the workers
 * between documents.
 */
public final class ValidationJob {

    private static final long PROGRESS_INTERVAL_NANOS = 100_000_000L;

    private final SchemaCatalog schemas;
    private final Supplier<? extends DocumentCheck> extraChecks;
    private final int threads;

    /**
     * @param schemas     the schemas and the roots they accept
     * @param extraChecks makes one extra check per worker (run on well-formed documents), or {@code null}
     * @param threads     worker threads, at least 1
     */
    public ValidationJob(SchemaCatalog schemas, Supplier<? extends DocumentCheck> extraChecks, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        this.schemas = Objects.requireNonNull(schemas);
        this.extraChecks = extraChecks;
        this.threads = threads;
    }

    /**
     * Validates the files (not folders: see {@link InputFiles#expand}). A TPoX batch file counts
     * each of its documents: the total the listener hears grows when one is found. A cancel stops
     * the workers, also within a large document.
     */
    public ValidationReport run(List<Path> files, ProgressListener listener, CancellationToken cancel) {
        long start = System.nanoTime();
        int fileCount = files.size();
        @SuppressWarnings("unchecked")
        List<DocumentResult>[] results = new List[fileCount];
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        AtomicInteger total = new AtomicInteger(fileCount);
        AtomicInteger invalid = new AtomicInteger();
        AtomicLong lastReport = new AtomicLong(start);
        int workers = Math.max(1, Math.min(threads, fileCount));
        ExecutorService pool = Executors.newFixedThreadPool(workers, namedDaemonThreads());
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            running.add(pool.submit(() -> {
                DocumentValidator validator = new DocumentValidator(schemas, cancel);
                DocumentCheck extra = extraChecks == null ? null : extraChecks.get();
                int index;
                while (!cancel.isCancelled() && (index = next.getAndIncrement()) < fileCount) {
                    List<DocumentResult> found = validator.validateAll(files.get(index), extra);
                    if (validator.cutShort()) {
                        break; // the file was not read to its end: it counts as not done
                    }
                    results[index] = found;
                    if (found.size() != 1) {
                        total.addAndGet(found.size() - 1);
                    }
                    int invalidNow = (int) found.stream().filter(r -> !r.isValid()).count();
                    int invalidSoFar = invalidNow == 0 ? invalid.get() : invalid.addAndGet(invalidNow);
                    int doneSoFar = done.addAndGet(found.size());
                    long now = System.nanoTime();
                    long last = lastReport.get();
                    if (now - last >= PROGRESS_INTERVAL_NANOS && lastReport.compareAndSet(last, now)) {
                        listener.progress(doneSoFar, total.get(), invalidSoFar);
                    }
                }
            }));
        }
        pool.shutdown();
        try {
            for (Future<?> worker : running) {
                worker.get();
            }
        } catch (InterruptedException e) {
            cancel.cancel();
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            cancel.cancel();
            throw new IllegalStateException("Validation failed: " + e.getCause(), e.getCause());
        }
        listener.progress(done.get(), total.get(), invalid.get());
        List<DocumentResult> finished = new ArrayList<>(done.get());
        int filesDone = 0;
        for (List<DocumentResult> result : results) {
            if (result != null) {
                finished.addAll(result);
                filesDone++;
            }
        }
        boolean cancelled = filesDone < fileCount;
        return new ValidationReport(finished, Math.max(total.get(), finished.size()), cancelled,
                Duration.ofNanos(System.nanoTime() - start));
    }

    private static ThreadFactory namedDaemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "xwb-validate-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
