package org.xwb.core.values;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;

import org.xwb.core.target.DocumentStream;
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
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.ValueSource;
import org.xwb.model.ZipfianSource;

/**
 * Turns each kind of {@link ValueSource} of the model into a generator factory. Every mistake in a
 * source's settings is reported here, before any user starts, with the marker it belongs to.
 */
public final class ValueSources {

    private ValueSources() {
    }

    /**
     * @param marker   the marker whose values are made
     * @param position its 1-based position among the transaction's parameters
     * @param where    "transaction get_order" for messages
     * @param context  the run's shared value state
     */
    public static ValueGeneratorFactory compile(ParameterMarker marker, int position, String where,
            ValueContext context) {
        String label = where + ", parameter " + position
                + (marker.getName() == null || marker.getName().isBlank() ? "" : " (" + marker.getName() + ")");
        ValueSource source = marker.getSource();
        if (source == null) {
            throw new ValueSourceException(label + ": no value source");
        }
        try {
            return compile(source, marker.getType(), position, context);
        } catch (ValueSourceException e) {
            throw new ValueSourceException(label + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new ValueSourceException(label + ", " + source.eClass().getName() + ": " + e.getMessage(), e);
        }
    }

    private static ValueGeneratorFactory compile(ValueSource source, ParameterType type, int position,
            ValueContext context) {
        if (source instanceof IdsSource ids) {
            LiveIdRange range = context.ids(required(ids.getCollection(), "collection"));
            return ValueGeneratorFactory.shared((random, drawn) -> range.pick(random));
        }
        if (source instanceof FilesSource files) {
            var collection = required(files.getCollection(), "collection");
            return documents(context.documents(collection), context.ids(collection), files.isClob(),
                    context.heldNote(collection));
        }
        if (source instanceof FileSource file) {
            ValueList list = context.valueList(required(file.getPath(), "path"));
            if (file.isSequential()) {
                return (user, users) -> new ValueGenerator() {
                    private int next = user % list.size();

                    @Override
                    public Object next(java.util.SplittableRandom random, Object[] drawn) {
                        String value = list.get(next);
                        next = (int) ((next + (long) users) % list.size());
                        return value;
                    }
                };
            }
            return ValueGeneratorFactory.shared((random, drawn) -> list.get(random.nextInt(list.size())));
        }
        if (source instanceof UniformIntSource u) {
            return ValueGeneratorFactory.shared(NumberGenerators.uniformInt(u.getMin(), u.getMax()));
        }
        if (source instanceof UniformDecimalSource u) {
            return ValueGeneratorFactory.shared(NumberGenerators.uniformDecimal(u.getMin(), u.getMax(), u.getScale()));
        }
        if (source instanceof UniformDateSource u) {
            return ValueGeneratorFactory.shared(TemporalGenerators.date(u.getStart(), u.getEnd()));
        }
        if (source instanceof UniformTimeSource u) {
            LocalDate base = null;
            if (type == ParameterType.TIMESTAMP) {
                if (u.getBaseDate() == null || u.getBaseDate().isBlank()) {
                    throw new IllegalArgumentException("a time bound as TIMESTAMP needs baseDate");
                }
                base = TemporalGenerators.parseDate(u.getBaseDate(), "baseDate");
            }
            return ValueGeneratorFactory.shared(TemporalGenerators.time(u.getStart(), u.getEnd(), base));
        }
        if (source instanceof UniformTimestampSource u) {
            return ValueGeneratorFactory.shared(TemporalGenerators.timestamp(u.getStart(), u.getEnd()));
        }
        if (source instanceof ConstantSource c) {
            Object value = constant(c.getValue() == null ? "" : c.getValue(), type);
            return ValueGeneratorFactory.shared((random, drawn) -> value);
        }
        if (source instanceof SequenceSource s) {
            long start = s.getStart();
            long step = s.getStep();
            return (user, users) -> new ValueGenerator() {
                private long next = start + user * step;

                @Override
                public Object next(java.util.SplittableRandom random, Object[] drawn) {
                    long value = next;
                    next += users * step;
                    return value;
                }
            };
        }
        if (source instanceof SameSource same) {
            int earlier = same.getParameter();
            if (earlier < 1 || earlier >= position) {
                throw new IllegalArgumentException("same must name an earlier parameter (1.." + (position - 1)
                        + "), names " + earlier);
            }
            return ValueGeneratorFactory.shared((random, drawn) -> drawn[earlier - 1]);
        }
        if (source instanceof NormalSource n) {
            return ValueGeneratorFactory.shared(NumberGenerators.normal(n.getMean(), n.getStandardDeviation(),
                    n.getMin(), n.getMax(), n.isInteger()));
        }
        if (source instanceof ZipfianSource z) {
            return ValueGeneratorFactory.shared(new ZipfianGenerator(z.getMin(), z.getMax(), z.getExponent()));
        }
        if (source instanceof ExponentialSource e) {
            return ValueGeneratorFactory.shared(NumberGenerators.exponential(e.getMean(), e.isInteger()));
        }
        throw new ValueSourceException("value source " + source.eClass().getName() + " is not supported by the driver");
    }

    /** TPoX files/filesclob: user i of n inserts documents i, i+n, i+2n, ... */
    private static ValueGeneratorFactory documents(DocumentFeed feed, LiveIdRange ids, boolean clob, String heldNote) {
        return (user, users) -> new ValueGenerator() {
            private long next = user;

            @Override
            public Object next(java.util.SplittableRandom random, Object[] drawn) {
                long index = next;
                next += users; // also past a document that cannot be read: it fails once, not every time
                DocumentStream.Document document;
                try {
                    document = feed.get(index);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                if (document == null) {
                    throw new DocumentsExhaustedException("collection '" + ids.collection() + "' has no document left for user "
                            + (user + 1) + " (document " + (index + 1) + heldNote + ")");
                }
                return new DocumentValue(ids, document, clob);
            }
        };
    }

    /** A constant converted once to the marker's type, so a wrong constant fails before the run. */
    private static Object constant(String value, ParameterType type) {
        return switch (type == null ? ParameterType.VARCHAR : type) {
        case INTEGER, BIGINT -> ValueConversions.asLong(value);
        case DECIMAL -> ValueConversions.asDecimal(value);
        case DOUBLE -> ValueConversions.asDouble(value);
        case DATE -> ValueConversions.asDate(value);
        case TIME -> ValueConversions.asTime(value);
        case TIMESTAMP -> ValueConversions.asDateTime(value);
        default -> value;
        };
    }

    private static <T> T required(T value, String field) {
        if (value == null || value instanceof String s && s.isBlank()) {
            throw new IllegalArgumentException(field + " is missing");
        }
        return value;
    }
}
