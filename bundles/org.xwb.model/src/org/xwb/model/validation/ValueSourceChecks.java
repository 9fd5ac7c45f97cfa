package org.xwb.model.validation;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;
import java.util.function.Function;

import org.xwb.model.Collection;
import org.xwb.model.ConstantSource;
import org.xwb.model.ExponentialSource;
import org.xwb.model.FileSource;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
import org.xwb.model.NormalSource;
import org.xwb.model.SameSource;
import org.xwb.model.SequenceSource;
import org.xwb.model.UniformDateSource;
import org.xwb.model.UniformDecimalSource;
import org.xwb.model.UniformIntSource;
import org.xwb.model.UniformTimeSource;
import org.xwb.model.UniformTimestampSource;
import org.xwb.model.ValueSource;
import org.xwb.model.Workload;
import org.xwb.model.XwbPackage;
import org.xwb.model.ZipfianSource;

/** Whether each value source can produce values at all: ranges, dates, and what it refers to. */
final class ValueSourceChecks {

    private final Workload workload;
    private final ProblemCollector problems;

    ValueSourceChecks(Workload workload, ProblemCollector problems) {
        this.workload = workload;
        this.problems = problems;
    }

    /** @param position the 1-based position of the source's parameter in its transaction */
    void check(ValueSource source, int position) {
        if (source instanceof IdsSource ids) {
            checkIds(ids);
        } else if (source instanceof FilesSource files) {
            checkFiles(files);
        } else if (source instanceof FileSource file) {
            if (WorkloadValidator.isBlank(file.getPath())) {
                problems.error(source, "names no value list file");
            }
        } else if (source instanceof UniformIntSource uniform) {
            range(source, uniform.getMin(), uniform.getMax());
        } else if (source instanceof UniformDecimalSource uniform) {
            range(source, uniform.getMin(), uniform.getMax());
            if (uniform.getScale() < 0) {
                problems.error(source, "the scale " + uniform.getScale() + " is negative");
            }
        } else if (source instanceof UniformDateSource dates) {
            temporalRange(source, dates.getStart(), dates.getEnd(), LocalDate::parse, "a date (yyyy-mm-dd)");
        } else if (source instanceof UniformTimeSource times) {
            temporalRange(source, times.getStart(), times.getEnd(), LocalTime::parse, "a time (hh:mm:ss)");
            if (times.getBaseDate() != null) {
                parse(source, "baseDate", times.getBaseDate(), LocalDate::parse, "a date (yyyy-mm-dd)");
            }
        } else if (source instanceof UniformTimestampSource stamps) {
            temporalRange(source, stamps.getStart(), stamps.getEnd(), ValueSourceChecks::timestamp,
                    "a date or timestamp (yyyy-mm-dd or yyyy-mm-ddThh:mm:ss)");
        } else if (source instanceof ConstantSource constant) {
            if (constant.getValue() == null) {
                problems.warning(source, "has no value, so it binds SQL NULL");
            }
        } else if (source instanceof SequenceSource sequence) {
            if (sequence.getStep() == 0) {
                problems.warning(source, "has step 0, so it repeats " + sequence.getStart() + " forever");
            }
        } else if (source instanceof SameSource same) {
            checkSame(same, position);
        } else if (source instanceof NormalSource normal) {
            if (!(normal.getStandardDeviation() > 0)) {
                problems.error(source, "the standard deviation " + number(normal.getStandardDeviation()) + " must be above 0");
            }
            range(source, normal.getMin(), normal.getMax());
        } else if (source instanceof ZipfianSource zipf) {
            range(source, zipf.getMin(), zipf.getMax());
            if (!(zipf.getExponent() > 0)) {
                problems.error(source, "the exponent " + number(zipf.getExponent()) + " must be above 0");
            }
        } else if (source instanceof ExponentialSource exponential) {
            if (!(exponential.getMean() > 0)) {
                problems.error(source, "the mean " + number(exponential.getMean()) + " must be above 0");
            }
        }
    }

    private void checkIds(IdsSource ids) {
        Collection collection = knownCollection(ids, ids.getCollection());
        if (collection == null) {
            return;
        }
        boolean hasRange = collection.eIsSet(XwbPackage.Literals.COLLECTION__FIRST_ID)
                || collection.eIsSet(XwbPackage.Literals.COLLECTION__LAST_ID);
        if (!hasRange) {
            problems.error(ids, "collection " + collection.getName() + " has no id range (firstId and lastId)");
        } else if (collection.getLastId() < collection.getFirstId()) {
            problems.error(ids, "collection " + collection.getName() + " has an empty id range: firstId "
                    + collection.getFirstId() + " is above lastId " + collection.getLastId());
        }
    }

    private void checkFiles(FilesSource files) {
        Collection collection = knownCollection(files, files.getCollection());
        if (collection != null && collection.getDocuments() == null) {
            problems.error(files, "collection " + collection.getName() + " has no documents to insert (no <documents> element)");
        }
    }

    private Collection knownCollection(ValueSource source, Collection collection) {
        if (collection == null) {
            problems.error(source, "names no collection");
            return null;
        }
        if (!workload.getCollections().contains(collection)) {
            problems.error(source, "refers to collection " + collection.getName() + ", which is not in this workload");
            return null;
        }
        return collection;
    }

    private void checkSame(SameSource same, int position) {
        int target = same.getParameter();
        if (target < 1) {
            problems.error(same, "parameter " + target + " does not exist; parameters count from 1");
        } else if (target == position) {
            problems.error(same, "refers to itself (parameter " + target + "); it can only repeat an earlier parameter");
        } else if (target > position) {
            problems.error(same, "refers to parameter " + target + ", which comes later; it can only repeat an earlier parameter");
        }
    }

    private void range(ValueSource source, double min, double max) {
        if (Double.isNaN(min) || Double.isNaN(max)) {
            problems.error(source, "min and max must be numbers");
        } else if (min > max) {
            problems.error(source, "min " + number(min) + " is greater than max " + number(max));
        }
    }

    private <T extends Comparable<? super T>> void temporalRange(ValueSource source, String start, String end,
            Function<String, T> parser, String expected) {
        T first = parse(source, "start", start, parser, expected);
        T last = parse(source, "end", end, parser, expected);
        if (first != null && last != null && first.compareTo(last) > 0) {
            problems.error(source, "start " + start + " is after end " + end);
        }
    }

    private <T> T parse(ValueSource source, String name, String text, Function<String, T> parser, String expected) {
        if (text == null || text.isBlank()) {
            problems.error(source, "has no " + name + "; expected " + expected);
            return null;
        }
        try {
            return parser.apply(text.strip());
        } catch (DateTimeParseException notTemporal) {
            problems.error(source, name + " '" + text + "' is not " + expected);
            return null;
        }
    }

    private static LocalDateTime timestamp(String text) {
        return text.contains("T") ? LocalDateTime.parse(text) : LocalDate.parse(text).atStartOfDay();
    }

    private static String number(double value) {
        return WorkloadValidator.number(value);
    }
}
