package org.xwb.core.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.function.Supplier;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Collection;
import org.xwb.model.ConstantSource;
import org.xwb.model.ExponentialSource;
import org.xwb.model.FileSource;
import org.xwb.model.IdsSource;
import org.xwb.model.NormalSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.SameSource;
import org.xwb.model.SequenceSource;
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.ValueSource;
import org.xwb.model.XwbFactory;
import org.xwb.model.XwbPackage;
import org.xwb.model.ZipfianSource;

/** Every kind of value source: ranges, distributions within tolerance, per-user state, determinism. */
class ValueSourcesTest {

    static final XwbFactory F = XwbFactory.eINSTANCE;
    static final int N = 100_000;

    @TempDir
    Path dir;

    /** The value source classes this test covers; a new one in the model fails here until it is tested. */
    static final Set<String> TESTED = Set.of("IdsSource", "FilesSource", "FileSource", "UniformIntSource",
            "UniformDecimalSource", "UniformDateSource", "UniformTimeSource", "UniformTimestampSource",
            "ConstantSource", "SequenceSource", "SameSource", "NormalSource", "ZipfianSource", "ExponentialSource");

    @Test
    void everyValueSourceOfTheModelIsCovered() {
        Set<String> concrete = new TreeSet<>();
        for (EClassifier c : XwbPackage.eINSTANCE.getEClassifiers()) {
            if (c instanceof EClass e && !e.isAbstract() && XwbPackage.Literals.VALUE_SOURCE.isSuperTypeOf(e)) {
                concrete.add(e.getName());
            }
        }
        assertEquals(new TreeSet<>(TESTED), concrete);
    }

    private ValueContext context() {
        return new ValueContext(dir, org.xwb.core.documents.CollectionDocuments::open);
    }

    private ValueGeneratorFactory compile(ValueSource source, ParameterType type, int position) {
        ParameterMarker m = F.createParameterMarker();
        m.setType(type);
        m.setSource(source);
        return ValueSources.compile(m, position, "Transaction t", context());
    }

    private List<Object> draw(ValueSource source, ParameterType type, int n, long seed) {
        ValueGenerator g = compile(source, type, 1).forUser(0, 1);
        SplittableRandom random = new SplittableRandom(seed);
        List<Object> values = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            values.add(g.next(random, new Object[1]));
        }
        return values;
    }

    @Test
    void uniformIntCoversItsClosedRangeEvenly() {
        UniformIntSource s = F.createUniformIntSource();
        s.setMin(-5);
        s.setMax(4);
        int[] counts = new int[10];
        for (Object v : draw(s, ParameterType.BIGINT, N, 1)) {
            long x = (Long) v;
            assertTrue(x >= -5 && x <= 4, "in range: " + x);
            counts[(int) (x + 5)]++;
        }
        double chi2 = 0;
        for (int c : counts) {
            chi2 += Math.pow(c - N / 10.0, 2) / (N / 10.0);
        }
        assertTrue(chi2 < 27.9, "chi-square with 9 degrees of freedom below its 0.1 % point: " + chi2);
        assertEquals(draw(s, ParameterType.BIGINT, 50, 9), draw(s, ParameterType.BIGINT, 50, 9), "same seed, same values");
    }

    @Test
    void uniformDecimalHasTheScaleAndStaysInRange() {
        UniformDecimalSource s = F.createUniformDecimalSource();
        s.setMin(10.005);
        s.setMax(20);
        s.setScale(2);
        double sum = 0;
        BigDecimal low = new BigDecimal("99");
        BigDecimal high = BigDecimal.ZERO;
        for (Object v : draw(s, ParameterType.DECIMAL, N, 2)) {
            BigDecimal d = (BigDecimal) v;
            assertEquals(2, d.scale());
            low = low.min(d);
            high = high.max(d);
            sum += d.doubleValue();
        }
        assertEquals(new BigDecimal("10.01"), low, "the first decimal of scale 2 at or above 10.005");
        assertEquals(new BigDecimal("20.00"), high);
        assertEquals(15.005, sum / N, 0.05);
    }

    @Test
    void uniformDatesTimesAndTimestampsStayInTheirRanges() {
        UniformDateSource d = F.createUniformDateSource();
        d.setStart("2006-01-30");
        d.setEnd("2006-02-02");
        Set<Object> days = new HashSet<>(draw(d, ParameterType.DATE, 2000, 3));
        assertEquals(Set.of(LocalDate.of(2006, 1, 30), LocalDate.of(2006, 1, 31), LocalDate.of(2006, 2, 1),
                LocalDate.of(2006, 2, 2)), days, "both ends included, across a month end");

        UniformTimeSource t = F.createUniformTimeSource();
        t.setStart("09:30:00");
        t.setEnd("16:00:00");
        for (Object v : draw(t, ParameterType.TIME, 2000, 4)) {
            LocalTime time = (LocalTime) v;
            assertTrue(!time.isBefore(LocalTime.of(9, 30)) && !time.isAfter(LocalTime.of(16, 0)), time.toString());
        }
        t.setBaseDate("2007-03-01");
        Object asTimestamp = draw(t, ParameterType.TIMESTAMP, 1, 4).get(0);
        assertEquals(LocalDate.of(2007, 3, 1), ((LocalDateTime) asTimestamp).toLocalDate());
        t.setBaseDate(null);
        ValueSourceException e = assertThrows(ValueSourceException.class, () -> compile(t, ParameterType.TIMESTAMP, 1));
        assertTrue(e.getMessage().contains("baseDate"), e.getMessage());

        UniformTimestampSource ts = F.createUniformTimestampSource();
        ts.setStart("2006-01-01");
        ts.setEnd("2006-01-01T00:00:09");
        Set<Object> stamps = new HashSet<>(draw(ts, ParameterType.TIMESTAMP, 2000, 5));
        assertEquals(10, stamps.size(), "ten seconds, both ends included");
    }

    @Test
    void constantsAreConvertedOnceToTheMarkerType() {
        ConstantSource c = F.createConstantSource();
        c.setValue("12345678901");
        assertEquals(12345678901L, draw(c, ParameterType.BIGINT, 1, 0).get(0));
        assertEquals("12345678901", draw(c, ParameterType.VARCHAR, 1, 0).get(0));
        c.setValue("abc");
        ValueSourceException e = assertThrows(ValueSourceException.class, () -> compile(c, ParameterType.INTEGER, 3));
        assertTrue(e.getMessage().contains("parameter 3") && e.getMessage().contains("'abc' is not a whole number"),
                e.getMessage());
    }

    @Test
    void sequencesArePerUserAndInterleaved() {
        SequenceSource s = F.createSequenceSource();
        s.setStart(100);
        s.setStep(10);
        ValueGeneratorFactory f = compile(s, ParameterType.BIGINT, 1);
        SplittableRandom r = new SplittableRandom(0);
        ValueGenerator user0 = f.forUser(0, 3);
        ValueGenerator user2 = f.forUser(2, 3);
        assertEquals(List.of(100L, 130L, 160L), List.of(user0.next(r, null), user0.next(r, null), user0.next(r, null)));
        assertEquals(List.of(120L, 150L), List.of(user2.next(r, null), user2.next(r, null)));
    }

    @Test
    void sameRepeatsAnEarlierParameterAndOnlyAnEarlierOne() {
        SameSource same = F.createSameSource();
        same.setParameter(1);
        ValueGenerator g = compile(same, ParameterType.BIGINT, 2).forUser(0, 1);
        assertEquals(77L, g.next(new SplittableRandom(0), new Object[] { 77L, null }));
        SameSource self = F.createSameSource();
        self.setParameter(2);
        assertThrows(ValueSourceException.class, () -> compile(self, ParameterType.BIGINT, 2));
    }

    @Test
    void normalValuesHaveTheirMeanAndSpreadAndAreClamped() {
        NormalSource n = F.createNormalSource();
        n.setMean(50);
        n.setStandardDeviation(10);
        double sum = 0;
        double squares = 0;
        for (Object v : draw(n, ParameterType.DOUBLE, N, 6)) {
            double x = (Double) v;
            sum += x;
            squares += x * x;
        }
        double mean = sum / N;
        assertEquals(50, mean, 0.2);
        assertEquals(10, Math.sqrt(squares / N - mean * mean), 0.2);
        n.setMin(45);
        n.setMax(55);
        n.setInteger(true);
        long atMin = 0;
        for (Object v : draw(n, ParameterType.BIGINT, N, 6)) {
            long x = (Long) v;
            assertTrue(x >= 45 && x <= 55, "clamped: " + x);
            atMin += x == 45 ? 1 : 0;
        }
        // everything below 45.5 (clamped to 45, or rounded down to it): P(Z < -0.45) = 0.3264
        assertEquals(0.3264, atMin / (double) N, 0.01);
    }

    @Test
    void zipfianFavoursTheMinimumAsZipfsLawSays() {
        ZipfianSource z = F.createZipfianSource();
        z.setMin(1000);
        z.setMax(1099);
        z.setExponent(1.2);
        int[] counts = new int[100];
        for (Object v : draw(z, ParameterType.BIGINT, N, 7)) {
            long x = (Long) v;
            assertTrue(x >= 1000 && x <= 1099, "in range: " + x);
            counts[(int) (x - 1000)]++;
        }
        double norm = 0;
        for (int k = 1; k <= 100; k++) {
            norm += Math.pow(k, -1.2);
        }
        for (int k = 1; k <= 10; k++) {
            double p = Math.pow(k, -1.2) / norm;
            double sigma = Math.sqrt(N * p * (1 - p));
            assertEquals(N * p, counts[k - 1], 5 * sigma, "rank " + k);
        }
        for (int k = 1; k < 100; k++) {
            assertTrue(counts[0] >= counts[k], "min is the most frequent value");
        }
        z.setMax(999_999_999_999L); // a huge range costs nothing: constant-time sampling
        assertTrue(draw(z, ParameterType.BIGINT, 10, 1).stream().allMatch(v -> (Long) v >= 1000));
    }

    @Test
    void exponentialValuesHaveTheirMean() {
        ExponentialSource e = F.createExponentialSource();
        e.setMean(4);
        double sum = 0;
        long below = 0;
        for (Object v : draw(e, ParameterType.DOUBLE, N, 8)) {
            double x = (Double) v;
            assertTrue(x >= 0);
            sum += x;
            below += x < 4 ? 1 : 0;
        }
        assertEquals(4, sum / N, 0.1);
        assertEquals(1 - Math.exp(-1), below / (double) N, 0.01, "P(X < mean)");
        e.setInteger(true);
        assertInstanceOf(Long.class, draw(e, ParameterType.BIGINT, 1, 8).get(0));
    }

    @Test
    void fileListsAreReadOnceRelativeToTheWorkloadAndDrawnAtRandomOrInOrder() throws Exception {
        Files.createDirectories(dir.resolve("input"));
        Files.writeString(dir.resolve("input/symbols.txt"), "IBM\n  MSFT \n\nORCL\r\nSAP\n");
        ValueContext context = context();
        assertSame(context.valueList("input/symbols.txt"), context.valueList("./input/../input/symbols.txt"),
                "one list per file");
        FileSource random = F.createFileSource();
        random.setPath("input/symbols.txt");
        Set<Object> seen = new HashSet<>(draw(random, ParameterType.VARCHAR, 1000, 1));
        assertEquals(Set.of("IBM", "MSFT", "ORCL", "SAP"), seen, "lines trimmed, blank lines skipped");

        FileSource sequential = F.createFileSource();
        sequential.setPath("input/symbols.txt");
        sequential.setSequential(true);
        ValueGeneratorFactory f = compile(sequential, ParameterType.VARCHAR, 1);
        ValueGenerator user1 = f.forUser(1, 2);
        List<Object> taken = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            taken.add(user1.next(new SplittableRandom(0), null));
        }
        assertEquals(List.of("MSFT", "SAP", "MSFT", "SAP"), taken, "user 1 of 2 takes lines 1, 3, then wraps");

        FileSource missing = F.createFileSource();
        missing.setPath("input/nope.txt");
        ValueSourceException e = assertThrows(ValueSourceException.class, () -> compile(missing, ParameterType.VARCHAR, 2));
        assertTrue(e.getMessage().contains("nope.txt") && e.getMessage().contains("parameter 2"), e.getMessage());
    }

    @Test
    void idsAreDrawnFromTheLiveRangeWhichGrowsWithCommittedInserts() {
        Collection orders = F.createCollection();
        orders.setName("orders");
        orders.setFirstId(101);
        orders.setLastId(110);
        IdsSource ids = F.createIdsSource();
        ids.setCollection(orders);
        ValueContext context = context();
        ParameterMarker m = F.createParameterMarker();
        m.setType(ParameterType.BIGINT);
        m.setSource(ids);
        ValueGenerator g = ValueSources.compile(m, 1, "t", context).forUser(0, 1);
        SplittableRandom r = new SplittableRandom(3);
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i < 2000; i++) {
            seen.add(g.next(r, null));
        }
        assertEquals(10, seen.size());
        assertTrue(seen.stream().allMatch(v -> (Long) v >= 101 && (Long) v <= 110));
        context.ids(orders).publish(120);
        context.ids(orders).publish(115); // out of order: the range never shrinks
        assertEquals(120, context.ids(orders).maxId());
        long max = 0;
        for (int i = 0; i < 2000; i++) {
            max = Math.max(max, (Long) g.next(r, null));
        }
        assertEquals(120, max, "inserted ids are eligible at once");

        // one draw per value whatever the range: a user's later values do not shift
        SplittableRandom a = new SplittableRandom(5);
        SplittableRandom b = new SplittableRandom(5);
        new LiveIdRange("x", 1, 10).pick(a);
        new LiveIdRange("x", 1, 1_000_000).pick(b);
        assertEquals(a.nextLong(), b.nextLong());
    }

    @Test
    void everySourceReplaysWithTheSameSeed() throws Exception {
        Files.writeString(dir.resolve("list.txt"), "a\nb\nc\nd\n");
        List<Supplier<ValueSource>> sources = new ArrayList<>();
        sources.add(() -> {
            UniformIntSource s = F.createUniformIntSource();
            s.setMax(1000);
            return s;
        });
        sources.add(() -> {
            NormalSource s = F.createNormalSource();
            s.setStandardDeviation(3);
            return s;
        });
        sources.add(() -> {
            ZipfianSource s = F.createZipfianSource();
            s.setMax(10_000);
            return s;
        });
        sources.add(() -> {
            ExponentialSource s = F.createExponentialSource();
            return s;
        });
        sources.add(() -> {
            FileSource s = F.createFileSource();
            s.setPath("list.txt");
            return s;
        });
        for (Supplier<ValueSource> source : sources) {
            assertEquals(draw(source.get(), ParameterType.VARCHAR, 200, 11), draw(source.get(), ParameterType.VARCHAR, 200, 11),
                    source.get().eClass().getName());
        }
    }
}
