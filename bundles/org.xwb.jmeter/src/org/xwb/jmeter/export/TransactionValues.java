package org.xwb.jmeter.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.xwb.core.values.ValueContext;
import org.xwb.core.values.ValueGeneratorFactory;
import org.xwb.core.values.ValueSources;
import org.xwb.jmeter.export.ExportNote.Kind;
import org.xwb.model.ConstantSource;
import org.xwb.model.ExponentialSource;
import org.xwb.model.FileSource;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
import org.xwb.model.NormalSource;
import org.xwb.model.ParameterMarker;
import org.xwb.model.ParameterType;
import org.xwb.model.SameSource;
import org.xwb.model.SequenceSource;
import org.xwb.model.Transaction;
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.ValueSource;
import org.xwb.model.ZipfianSource;

/**
 * How the plan produces the values of one transaction's parameters, source by source: a JMeter
 * function where JMeter has an exact equivalent (ids, uniform integers, decimals and dates,
 * sequences, constants, {@code same}); a CSV Data Set of values drawn by XWB's own generator with
 * the run's seed where it has none (value lists, times, timestamps, normal, zipfian, exponential),
 * noted as an approximation unless the file reproduces the source exactly (a value list read in
 * order); the collection's document file for {@code files}.
 */
final class TransactionValues {

    /** Values drawn for a source JMeter has no function for; the threads read them in turn and start again. */
    static final int DRAWS = 10_000;

    /** A CSV Data Set of drawn values: its feed, the file's name in the data folder, what draws them. */
    record DrawnFile(ValueFeed.Csv feed, String fileName, ValueGeneratorFactory values, int count, ParameterType type,
            long seed) {
    }

    private final List<ValueFeed> feeds = new ArrayList<>();
    private final List<DrawnFile> drawn = new ArrayList<>();
    private final List<ValueFeed.Csv> documentFeeds = new ArrayList<>();

    private TransactionValues() {
    }

    /**
     * @param prefix    the transaction's prefix for variables and files, unique in the plan
     * @param inserted  the collections some transaction of the mix inserts into (their id ranges grow in XWB)
     */
    static TransactionValues of(Transaction transaction, String prefix, ValueContext context, DocumentFeeds documents,
            java.util.Set<String> inserted, java.util.Map<String, Long> held, long seed, List<ExportNote> notes) {
        TransactionValues values = new TransactionValues();
        List<ParameterMarker> parameters = transaction.getParameters();
        for (int i = 0; i < parameters.size(); i++) {
            ParameterMarker marker = parameters.get(i);
            String variable = prefix + ".p" + (i + 1);
            values.feeds.add(values.feed(marker, i, variable, transaction, context, documents, inserted, held,
                    seed ^ ((long) prefix.hashCode() << 16) ^ i, notes));
        }
        return values;
    }

    /** The feed of the 0-based parameter {@code index}. */
    ValueFeed feed(int index) {
        return feeds.get(index);
    }

    int size() {
        return feeds.size();
    }

    List<DrawnFile> drawnFiles() {
        return drawn;
    }

    /** The document feeds this transaction reads (each once, even when two parameters share it). */
    List<ValueFeed.Csv> documentFeeds() {
        return documentFeeds;
    }

    private ValueFeed feed(ParameterMarker marker, int index, String variable, Transaction transaction,
            ValueContext context, DocumentFeeds documents, java.util.Set<String> inserted,
            java.util.Map<String, Long> held, long seed, List<ExportNote> notes) {
        ValueSource source = marker.getSource();
        if (source instanceof SameSource same) {
            int earlier = same.getParameter() - 1;
            if (earlier < 0 || earlier >= index) {
                throw new IllegalArgumentException(where(transaction, index) + ": same must name an earlier parameter");
            }
            return feeds.get(earlier);
        }
        if (source instanceof IdsSource ids) {
            var collection = ids.getCollection();
            // like a driver run: up to the highest id the database holds when that is higher
            long last = Math.max(collection.getLastId(), held.getOrDefault(collection.getName(), Long.MIN_VALUE));
            if (inserted.contains(collection.getName())) {
                notes.add(new ExportNote(Kind.APPROXIMATED, source, "ids drawn uniformly from " + collection.getFirstId()
                        + " to " + last + " (the range at export); XWB widens the range to the ids "
                        + "its inserts commit during the run, JMeter does not"));
            }
            return new ValueFeed.Function("__Random(" + collection.getFirstId() + "," + last, variable);
        }
        if (source instanceof UniformIntSource u) {
            return new ValueFeed.Function("__Random(" + u.getMin() + "," + u.getMax(), variable);
        }
        if (source instanceof UniformDecimalSource u && decimalBounds(u) != null) {
            long[] bounds = decimalBounds(u);
            String random = "__Random(" + bounds[0] + "," + bounds[1];
            if (u.getScale() == 0) {
                return new ValueFeed.Function(random, variable);
            }
            // JMeter has no decimal random: a whole number of 10^-scale units, divided by JEXL
            return new ValueFeed.Function("__jexl3(${" + random + ",)} / 1" + "0".repeat(u.getScale()) + ".0", variable);
        }
        if (source instanceof UniformDateSource u) {
            java.time.LocalDate start = java.time.LocalDate.parse(u.getStart().strip());
            java.time.LocalDate end = java.time.LocalDate.parse(u.getEnd().strip());
            // __RandomDate's end is exclusive
            return new ValueFeed.Function("__RandomDate(yyyy-MM-dd," + start + "," + end.plusDays(1) + ",", variable);
        }
        if (source instanceof SequenceSource s) {
            String counter = "${__counter(FALSE,)}";
            if (s.getStep() == 1) {
                return new ValueFeed.Function("__longSum(" + counter + "," + (s.getStart() - 1), variable);
            }
            return new ValueFeed.Function("__jexl3(" + s.getStart() + " + (" + counter + " - 1) * " + s.getStep(), variable);
        }
        if (source instanceof ConstantSource c) {
            return new ValueFeed.Constant(c.getValue() == null ? "" : c.getValue(), variable);
        }
        if (source instanceof FilesSource files) {
            ValueFeed.Csv feed = documents.feed(files.getCollection(), transaction, notes);
            if (!documentFeeds.contains(feed)) {
                documentFeeds.add(feed);
            }
            return feed;
        }
        // no JMeter function: values drawn by XWB's own generator
        ValueGeneratorFactory factory = ValueSources.compile(marker, index + 1, where(transaction, index), context);
        ValueFeed.Csv feed = new ValueFeed.Csv(variable);
        int count = DRAWS;
        if (source instanceof FileSource file && file.isSequential()) {
            count = context.valueList(file.getPath()).size(); // the list in order: exact
        } else {
            notes.add(new ExportNote(Kind.APPROXIMATED, source, describe(source) + ": " + count
                    + " values drawn by XWB with the run's seed into a CSV file, read in turn by the JMeter threads "
                    + "and started again at its end (JMeter has no such random function)"));
        }
        drawn.add(new DrawnFile(feed, variable + ".csv", factory, count, marker.getType(), seed));
        return feed;
    }

    /** A uniform decimal's bounds in units of 10^-scale, or null when JMeter cannot draw it that way. */
    private static long[] decimalBounds(UniformDecimalSource u) {
        if (u.getScale() < 0 || u.getScale() > 9) {
            return null;
        }
        try {
            long low = java.math.BigDecimal.valueOf(u.getMin()).setScale(u.getScale(), java.math.RoundingMode.CEILING)
                    .unscaledValue().longValueExact();
            long high = java.math.BigDecimal.valueOf(u.getMax()).setScale(u.getScale(), java.math.RoundingMode.FLOOR)
                    .unscaledValue().longValueExact();
            return high < low ? null : new long[] { low, high };
        } catch (ArithmeticException e) {
            return null;
        }
    }

    private static String describe(ValueSource source) {
        if (source instanceof FileSource file) {
            return "random picks from " + file.getPath();
        }
        if (source instanceof NormalSource) {
            return "normal values";
        }
        if (source instanceof ZipfianSource) {
            return "zipfian values";
        }
        if (source instanceof ExponentialSource) {
            return "exponential values";
        }
        if (source instanceof UniformTimeSource) {
            return "uniform times";
        }
        if (source instanceof UniformTimestampSource) {
            return "uniform timestamps";
        }
        return source.eClass().getName().toLowerCase(Locale.ROOT);
    }

    private static String where(Transaction transaction, int index) {
        return "transaction " + transaction.getId() + ", parameter " + (index + 1);
    }
}
