package org.xwb.testing;

import org.xwb.model.Arrival;
import org.xwb.model.Collection;
import org.xwb.model.ConstantSource;
import org.xwb.model.DocumentSource;
import org.xwb.model.ExponentialSource;
import org.xwb.model.FileSource;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
import org.xwb.model.IndexKeyType;
import org.xwb.model.NamespaceBinding;
import org.xwb.model.NormalSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.RunSettings;
import org.xwb.model.SameSource;
import org.xwb.model.SequenceSource;
import org.xwb.model.Statement;
import org.xwb.model.Transaction;
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XmlIndex;
import org.xwb.model.XwbFactory;
import org.xwb.model.ZipfianSource;

/**
 * Workloads built in code for the tests of every bundle: the pieces (collections, transactions,
 * markers, value sources), small workloads for one rule, a rich one using everything.
 */
public final class SampleWorkloads {

    public static final XwbFactory F = XwbFactory.eINSTANCE;

    private SampleWorkloads() {
    }

    public static Collection collection(String name, long firstId, long lastId) {
        Collection collection = F.createCollection();
        collection.setName(name);
        collection.setFirstId(firstId);
        collection.setLastId(lastId);
        return collection;
    }

    public static Transaction transaction(String id, double weight, String dialect, String... texts) {
        Transaction transaction = F.createTransaction();
        transaction.setId(id);
        transaction.setWeight(weight);
        transaction.getStatements().add(statement(dialect, texts));
        return transaction;
    }

    public static Statement statement(String dialect, String... texts) {
        Statement statement = F.createStatement();
        statement.setDialect(dialect);
        for (String text : texts) {
            statement.getTexts().add(text);
        }
        return statement;
    }

    public static ParameterMarker parameter(Transaction transaction, ParameterType type, ValueSource source) {
        ParameterMarker marker = F.createParameterMarker();
        marker.setType(type);
        marker.setSource(source);
        transaction.getParameters().add(marker);
        return marker;
    }

    public static IdsSource ids(Collection collection) {
        IdsSource ids = F.createIdsSource();
        ids.setCollection(collection);
        return ids;
    }

    public static UniformIntSource uniformInt(long min, long max) {
        UniformIntSource source = F.createUniformIntSource();
        source.setMin(min);
        source.setMax(max);
        return source;
    }

    public static SequenceSource sequence(long start, long step) {
        SequenceSource source = F.createSequenceSource();
        source.setStart(start);
        source.setStep(step);
        return source;
    }

    /** A workload of the given transactions for one dialect. */
    public static Workload workload(String name, String dialect, Transaction... transactions) {
        Workload workload = F.createWorkload();
        workload.setName(name);
        workload.getDialects().add(dialect);
        workload.getTransactions().addAll(java.util.List.of(transactions));
        return workload;
    }

    /** A collection's documents: a folder of *.xml files, one or many documents each. */
    public static DocumentSource folder(String directory) {
        DocumentSource documents = F.createDocumentSource();
        documents.setDirectory(directory);
        return documents;
    }

    public static SameSource same(int parameter) {
        SameSource same = F.createSameSource();
        same.setParameter(parameter);
        return same;
    }

    /** A valid one-transaction workload: get_order on collection order, weight 100. */
    public static Workload minimal() {
        Workload workload = F.createWorkload();
        workload.setName("minimal");
        workload.getDialects().add("db2");
        Collection order = collection("order", 1, 1000);
        workload.getCollections().add(order);
        Transaction get = transaction("get_order", 100, "db2", "SELECT doc FROM \"order\" WHERE id = ?");
        parameter(get, ParameterType.BIGINT, ids(order));
        workload.getTransactions().add(get);
        return workload;
    }

    /**
     * Everything the format has to carry: every value source type, two dialects, statements with
     * several texts, quotes, ampersands, '<', CR/LF and non-ASCII text, indexes used by several
     * transactions, namespaces, document files, and run settings with user and percentile lists.
     */
    public static Workload rich() {
        Workload workload = F.createWorkload();
        workload.setName("TPoX-like rich");
        workload.setDescription("Brokerage mix with every value source.\nSecond line: Müller & Söhne <GmbH> \"quoted\" 'single' €.");
        workload.getDialects().add("db2");
        workload.getDialects().add("postgresql");

        Collection custacc = collection("custacc", 1, 6000);
        custacc.setTable("custacc_t");
        custacc.setDocumentKind("custacc");
        custacc.setIdPath("/c:Customer/@id");
        custacc.setDocuments(documents("documents/custacc", "custacc", ".xml", 1, 6, 1000));
        custacc.getNamespaces().add(namespace("c", "http://tpox-benchmark.com/custacc"));
        XmlIndex custId = index("custacc_id", "/c:Customer/@id", IndexKeyType.DOUBLE, 0);
        XmlIndex custCountry = index("custacc_country", "/c:Customer/c:CountryOfResidence", IndexKeyType.VARCHAR, 40);
        custacc.getIndexes().add(custId);
        custacc.getIndexes().add(custCountry);
        Collection order = collection("order", 1, 30000);
        order.setDocumentKind("order");
        order.setDocuments(documents("documents/order", "batch-", ".xml", 1, 30, 1000));
        order.getNamespaces().add(namespace("o", "http://www.fixprotocol.org/FIXML-4-4"));
        XmlIndex orderId = index("order_id", "/o:FIXML/o:Order/@ID", IndexKeyType.VARCHAR, 20);
        order.getIndexes().add(orderId);
        Collection security = collection("security", 1, 20833);
        security.setDocumentKind("security");
        workload.getCollections().add(custacc);
        workload.getCollections().add(order);
        workload.getCollections().add(security);

        Transaction getOrder = transaction("get_order", 10, "db2",
                "SELECT XMLQUERY('declare default element namespace \"http://www.fixprotocol.org/FIXML-4-4\";\n"
                        + "                 $o/FIXML/Order' PASSING o.doc AS \"o\")\n"
                        + "FROM \"order\" o\n"
                        + "WHERE XMLEXISTS('$o/*:FIXML/*:Order[@ID = $id]' PASSING o.doc AS \"o\", CAST(? AS VARCHAR(16)) AS \"id\")");
        getOrder.getStatements().add(statement("postgresql",
                "SELECT doc FROM \"order\" WHERE (xpath('/o:FIXML/o:Order/@ID', doc, ARRAY[ARRAY['o', 'http://www.fixprotocol.org/FIXML-4-4']]))[1]::text = ?"));
        parameter(getOrder, ParameterType.VARCHAR, ids(order)).setName("order id");

        Transaction profile = transaction("customer_profile", 20, "db2",
                "SELECT XMLQUERY('<Customer_Profile CUSTOMERID=\"{$c/@id}\">{$c/*:Name}</Customer_Profile>' PASSING doc AS \"c\")\r\n"
                        + "FROM custacc WHERE id = ? AND 1 < 2 AND 'a' || 'b' <> 'x&y'");
        profile.getStatements().add(statement("postgresql", "SELECT doc FROM custacc WHERE id = ?"));
        parameter(profile, ParameterType.BIGINT, ids(custacc));
        profile.setDescription("Profile of one customer; builds a new element (so the text holds '<').");

        Transaction update = transaction("upd_custacc", 30, "db2",
                "SELECT doc FROM custacc WHERE id = ?",
                "UPDATE custacc SET doc = ? WHERE id = ?",
                "  -- trailing comment, and an ]]> that must survive  \n");
        update.getStatements().add(statement("postgresql",
                "SELECT doc FROM custacc WHERE id = ? FOR UPDATE",
                "UPDATE custacc SET doc = ? WHERE id = ?"));
        parameter(update, ParameterType.BIGINT, ids(custacc));
        parameter(update, ParameterType.XML, files(custacc, false));
        parameter(update, ParameterType.BIGINT, same(1));

        Transaction insert = transaction("insert_order", 25, "db2", "INSERT INTO \"order\" (id, doc) VALUES (?, ?)");
        insert.getStatements().add(statement("postgresql", "INSERT INTO \"order\" (id, doc) VALUES (?, ?::xml)"));
        SequenceSource sequence = F.createSequenceSource();
        sequence.setStart(30001);
        sequence.setStep(2);
        parameter(insert, ParameterType.BIGINT, sequence);
        parameter(insert, ParameterType.CLOB, files(order, true));

        Transaction search = transaction("search_everything", 15, "db2",
                "SELECT id FROM security WHERE ? <> ? AND ? < ? AND ? > ? AND ? = ? AND ? = ? AND ? = ? AND ? = ?");
        search.getStatements().add(statement("postgresql",
                "SELECT id FROM security WHERE ? <> ? AND ? < ? AND ? > ? AND ? = ? AND ? = ? AND ? = ? AND ? = ?"));
        FileSource symbols = F.createFileSource();
        symbols.setPath("input/security_symbols.txt");
        parameter(search, ParameterType.VARCHAR, symbols);
        FileSource sectors = F.createFileSource();
        sectors.setPath("input/security_sectors.txt");
        sectors.setSequential(true);
        parameter(search, ParameterType.VARCHAR, sectors);
        parameter(search, ParameterType.INTEGER, uniformInt(-5, 500));
        UniformDecimalSource decimal = F.createUniformDecimalSource();
        decimal.setMin(0.5);
        decimal.setMax(99.95);
        decimal.setScale(3);
        parameter(search, ParameterType.DECIMAL, decimal);
        UniformDateSource dates = F.createUniformDateSource();
        dates.setStart("2006-01-01");
        dates.setEnd("2006-12-31");
        parameter(search, ParameterType.DATE, dates);
        UniformTimeSource times = F.createUniformTimeSource();
        times.setStart("09:30:00");
        times.setEnd("16:00:00");
        times.setBaseDate("2006-06-15");
        parameter(search, ParameterType.TIMESTAMP, times);
        UniformTimestampSource stamps = F.createUniformTimestampSource();
        stamps.setStart("2006-01-01");
        stamps.setEnd("2006-12-31T23:59:59");
        parameter(search, ParameterType.TIMESTAMP, stamps);
        ConstantSource constant = F.createConstantSource();
        constant.setValue("Technology & \"Media\" <x>");
        parameter(search, ParameterType.VARCHAR, constant);
        NormalSource normal = F.createNormalSource();
        normal.setMean(50);
        normal.setStandardDeviation(12.5);
        normal.setMin(0);
        normal.setMax(100);
        normal.setInteger(true);
        parameter(search, ParameterType.DOUBLE, normal);
        ZipfianSource zipf = F.createZipfianSource();
        zipf.setMin(1);
        zipf.setMax(20833);
        zipf.setExponent(1.2);
        parameter(search, ParameterType.BIGINT, zipf);
        ExponentialSource exponential = F.createExponentialSource();
        exponential.setMean(2.5);
        parameter(search, ParameterType.DOUBLE, exponential);
        parameter(search, ParameterType.INTEGER, same(3));
        parameter(search, ParameterType.INTEGER, uniformInt(0, 0));
        parameter(search, ParameterType.BIGINT, ids(security));

        workload.getTransactions().add(getOrder);
        workload.getTransactions().add(profile);
        workload.getTransactions().add(update);
        workload.getTransactions().add(insert);
        workload.getTransactions().add(search);
        custId.getUsedBy().add(profile);
        custId.getUsedBy().add(update);
        orderId.getUsedBy().add(getOrder);

        RunSettings run = F.createRunSettings();
        run.getUsers().add(1);
        run.getUsers().add(2);
        run.getUsers().add(4);
        run.getUsers().add(8);
        run.setDurationSeconds(300);
        run.setRampUpSeconds(30);
        run.setThinkTimeMillis(0.5);
        run.setRate(1000);
        run.setArrival(Arrival.POISSON);
        run.setSeed(-7);
        run.setCommitCount(10);
        run.setIntervalSeconds(0.5);
        run.getPercentiles().add(50.0);
        run.getPercentiles().add(99.9);
        run.getPercentiles().add(99.99);
        run.setConfidenceLevel(0.99);
        run.setMaxRetries(0);
        run.setErrorThreshold(0.05);
        workload.setRunSettings(run);
        return workload;
    }

    public static FilesSource files(Collection collection, boolean clob) {
        FilesSource files = F.createFilesSource();
        files.setCollection(collection);
        files.setClob(clob);
        return files;
    }

    private static DocumentSource documents(String directory, String prefix, String postfix, int first, int last, int perFile) {
        DocumentSource documents = F.createDocumentSource();
        documents.setDirectory(directory);
        documents.setFilePrefix(prefix);
        documents.setFilePostfix(postfix);
        documents.setFirstFileId(first);
        documents.setLastFileId(last);
        documents.setDocsPerFile(perFile);
        return documents;
    }

    public static NamespaceBinding namespace(String prefix, String uri) {
        NamespaceBinding binding = F.createNamespaceBinding();
        binding.setPrefix(prefix);
        binding.setUri(uri);
        return binding;
    }

    public static XmlIndex index(String name, String path, IndexKeyType type, int length) {
        XmlIndex index = F.createXmlIndex();
        index.setName(name);
        index.setPath(path);
        index.setKeyType(type);
        index.setLength(length);
        return index;
    }
}
