package org.xwb.bench.tpox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.stream.Stream;

import org.xwb.core.target.Target;
import org.xwb.model.Collection;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.Workload;

/**
 * The TPoX mix as a performance engineer would hand-write it with JDBC: the same 13 statement
 * texts as the workload, the same weights and value distributions, one connection per thread,
 * autocommit off, a commit per transaction, and a plain counter. No histograms, no intervals, no
 * result files: the yardstick the driver is compared with.
 */
final class BareTpoxLoop {

    private final Target target;
    private final Workload workload;
    private final Path workloadFolder;

    BareTpoxLoop(Target target, Workload workload, Path workloadFile) {
        this.target = target;
        this.workload = workload;
        this.workloadFolder = workloadFile.toAbsolutePath().getParent();
    }

    /** Runs the mix with {@code users} threads: {@code warmup} seconds uncounted, then {@code seconds} counted. */
    double run(int users, double warmup, double seconds, long seed) throws Exception {
        List<String> symbols = lines(workloadFolder.resolve("../input/security_symbols.txt"));
        List<String> sectors = lines(workloadFolder.resolve("../input/security_sectors.txt"));
        Map<String, List<Path>> documents = new HashMap<>();
        for (Collection collection : workload.getCollections()) {
            if (collection.getDocuments() != null) {
                documents.put(collection.getName(), files(workloadFolder.resolve(collection.getDocuments().getDirectory())));
            }
        }
        LongAdder counted = new LongAdder();
        AtomicBoolean measuring = new AtomicBoolean();
        AtomicBoolean done = new AtomicBoolean();
        AtomicInteger failures = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int user = 0; user < users; user++) {
            int index = user;
            Thread thread = new Thread(() -> {
                try {
                    loop(index, users, seed, symbols, sectors, documents, counted, measuring, done);
                } catch (Exception e) {
                    failures.incrementAndGet();
                    throw new IllegalStateException(e);
                }
            }, "bare-tpox-" + user);
            threads.add(thread);
            thread.start();
        }
        Thread.sleep((long) (warmup * 1000));
        measuring.set(true);
        long start = System.nanoTime();
        Thread.sleep((long) (seconds * 1000));
        measuring.set(false);
        double elapsed = (System.nanoTime() - start) / 1e9;
        done.set(true);
        for (Thread thread : threads) {
            thread.join();
        }
        if (failures.get() > 0) {
            throw new IllegalStateException(failures.get() + " bare loop thread(s) failed");
        }
        return counted.sum() / elapsed;
    }

    private void loop(int user, int users, long seed, List<String> symbols, List<String> sectors,
            Map<String, List<Path>> documents, LongAdder counted, AtomicBoolean measuring, AtomicBoolean done)
            throws SQLException, IOException {
        SplittableRandom random = new SplittableRandom(seed + user);
        List<Transaction> mix = workload.getTransactions();
        double[] cumulative = new double[mix.size()];
        double sum = 0;
        for (int i = 0; i < mix.size(); i++) {
            sum += mix.get(i).getWeight();
            cumulative[i] = sum;
        }
        Map<String, Integer> nextDocument = new HashMap<>();
        try (Connection connection = target.connect()) {
            connection.setAutoCommit(false);
            Map<String, List<PreparedStatement>> prepared = new HashMap<>();
            Map<PreparedStatement, Integer> markerCounts = new HashMap<>();
            for (Transaction transaction : mix) {
                List<PreparedStatement> statements = new ArrayList<>();
                for (String text : postgres(transaction).getTexts()) {
                    PreparedStatement statement = connection.prepareStatement(text);
                    statements.add(statement);
                    markerCounts.put(statement, org.xwb.model.statements.StatementText.markers(text).size());
                }
                prepared.put(transaction.getId(), statements);
            }
            while (!done.get()) {
                double pick = random.nextDouble() * sum;
                int chosen = 0;
                while (cumulative[chosen] < pick) {
                    chosen++;
                }
                Transaction transaction = mix.get(chosen);
                boolean countIt = measuring.get();
                Object value = value(transaction.getId(), random, symbols, sectors, documents, nextDocument, user, users);
                if (value == null) {
                    continue; // this user's new documents are used up: skip inserts, as the driver would fail them
                }
                for (PreparedStatement statement : prepared.get(transaction.getId())) {
                    bind(statement, markerCounts.get(statement), transaction.getId(), value, random);
                    if (statement.execute()) {
                        try (ResultSet rows = statement.getResultSet()) {
                            while (rows.next()) {
                                rows.getObject(1);
                            }
                        }
                    }
                }
                connection.commit();
                if (countIt && measuring.get()) {
                    counted.increment();
                }
            }
        }
    }

    /** The first parameter's value: an id, a symbol, a sector or a document, as the workload draws it. */
    private Object value(String id, SplittableRandom random, List<String> symbols, List<String> sectors,
            Map<String, List<Path>> documents, Map<String, Integer> nextDocument, int user, int users) throws IOException {
        return switch (id) {
        case "get_order", "del_order" -> randomId(random, "orders");
        case "customer_profile", "account_summary", "customer_max_order", "upd_custacc", "del_custacc" ->
            randomId(random, "custacc");
        case "get_security", "get_security_price", "upd_security" -> symbols.get(random.nextInt(symbols.size()));
        case "search_securities" -> sectors.get(random.nextInt(sectors.size()));
        case "insert_custacc", "insert_order" -> {
            String collection = id.equals("insert_order") ? "orders" : "custacc";
            List<Path> files = documents.get(collection);
            int taken = nextDocument.merge(collection, 1, Integer::sum) - 1;
            int index = user + taken * users;
            yield index < files.size() ? Files.readString(files.get(index), StandardCharsets.UTF_8) : null;
        }
        default -> throw new IllegalStateException("The TPoX mix has no transaction " + id);
        };
    }

    private long randomId(SplittableRandom random, String collection) {
        Collection c = workload.getCollections().stream().filter(x -> x.getName().equals(collection)).findFirst()
                .orElseThrow();
        return c.getFirstId() + random.nextLong(c.getLastId() - c.getFirstId() + 1);
    }

    private static void bind(PreparedStatement statement, int markers, String id, Object value, SplittableRandom random)
            throws SQLException {
        if (id.equals("search_securities")) {
            statement.setString(1, (String) value);
            statement.setDouble(2, Math.round((5 + random.nextDouble() * 35) * 10) / 10.0);
            statement.setDouble(3, Math.round((45 + random.nextDouble() * 45) * 10) / 10.0);
            statement.setDouble(4, Math.round(random.nextDouble() * 4 * 100) / 100.0);
        } else if (value instanceof Long number) {
            for (int i = 1; i <= markers; i++) {
                statement.setLong(i, number);
            }
        } else if (id.startsWith("insert_")) {
            statement.setCharacterStream(1, new java.io.StringReader((String) value));
        } else {
            for (int i = 1; i <= markers; i++) {
                statement.setString(i, (String) value);
            }
        }
    }

    private static Statement postgres(Transaction transaction) {
        return transaction.getStatements().stream().filter(s -> s.getDialect().equals("postgresql")).findFirst()
                .orElseThrow(() -> new IllegalStateException(transaction.getId() + " has no postgresql statement"));
    }

    private static List<String> lines(Path file) throws IOException {
        return Files.readAllLines(file, StandardCharsets.ISO_8859_1).stream().map(String::strip)
                .filter(line -> !line.isEmpty()).toList();
    }

    private static List<Path> files(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".xml")).sorted(
                    java.util.Comparator.comparing(p -> p.getFileName().toString(), BareTpoxLoop::natural)).toList();
        }
    }

    /** Natural order: custacc1000.xml before custacc10000.xml, as the driver reads them. */
    private static int natural(String a, String b) {
        return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    }
}
