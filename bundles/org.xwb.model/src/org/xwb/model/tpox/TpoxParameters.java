package org.xwb.model.tpox;

import java.math.BigDecimal;
import java.time.LocalTime;
import java.util.List;
import java.util.Map;

import org.xwb.model.Collection;
import org.xwb.model.ConstantSource;
import org.xwb.model.FileSource;
import org.xwb.model.FilesSource;
import org.xwb.model.IdsSource;
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

/**
 * Turns a TPoX {@code <parameter>} into a parameter marker with its value source. TPoX does not
 * say how a value is bound, so the binding type follows the source: ids and sequences BIGINT,
 * uniform_int INTEGER, uniform_dec DECIMAL, dates DATE, times TIME (TIMESTAMP with a base_date),
 * timestamps TIMESTAMP, files XML, filesclob CLOB, everything else VARCHAR; {@code same} takes the
 * type of the parameter it repeats. The editor can change any of them.
 */
final class TpoxParameters {

    static final List<String> SOURCES = List.of("ids", "files", "filesclob", "file", "file_seq", "uniformint",
            "uniformdec", "uniform_int", "uniform_dec", "uniform_date", "uniform_time", "uniform_timestamp", "constant",
            "sequence", "same");

    private static final XwbFactory FACTORY = XwbFactory.eINSTANCE;

    private final Map<String, Collection> collections;
    private final ElementRules rules;

    TpoxParameters(Map<String, Collection> collections, ElementRules rules) {
        this.collections = collections;
        this.rules = rules;
    }

    /**
     * @param earlier the markers already read for this transaction ({@code same} refers to them)
     * @return the marker, or null when the parameter is unusable (the reason is reported)
     */
    ParameterMarker read(XmlElement parameter, List<ParameterMarker> earlier) {
        rules.onlyAttributes(parameter);
        rules.container(parameter, SOURCES.toArray(String[]::new));
        List<XmlElement> kinds = parameter.children().stream().filter(child -> SOURCES.contains(child.name())).toList();
        if (kinds.size() != 1) {
            rules.report(parameter, "<parameter> must hold exactly one source (" + String.join(", ", SOURCES) + "), not "
                    + kinds.size());
            return null;
        }
        XmlElement source = kinds.get(0);
        ParameterMarker marker = FACTORY.createParameterMarker();
        ValueSource value = switch (source.name()) {
        case "ids" -> ids(source, marker);
        case "files", "filesclob" -> files(source, marker);
        case "file", "file_seq" -> file(source, marker);
        case "uniformint", "uniform_int" -> uniformInt(source, marker);
        case "uniformdec", "uniform_dec" -> uniformDecimal(source, marker);
        case "uniform_date" -> uniformDate(source, marker);
        case "uniform_time" -> uniformTime(source, marker);
        case "uniform_timestamp" -> uniformTimestamp(source, marker);
        case "constant" -> constant(source, marker);
        case "sequence" -> sequence(source, marker);
        case "same" -> same(source, marker, earlier);
        default -> throw new IllegalStateException(source.name());
        };
        if (value == null) {
            return null;
        }
        marker.setSource(value);
        return marker;
    }

    private ValueSource ids(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "collection");
        Collection collection = collection(source);
        if (collection == null) {
            return null;
        }
        if (!collection.eIsSet(XwbPackage.Literals.COLLECTION__FIRST_ID) && !collection.eIsSet(XwbPackage.Literals.COLLECTION__LAST_ID)) {
            rules.report(source, "collection '" + collection.getName() + "' has no <ids> range, so <ids> cannot pick an id from it");
            return null;
        }
        IdsSource ids = FACTORY.createIdsSource();
        ids.setCollection(collection);
        marker.setType(ParameterType.BIGINT);
        return ids;
    }

    private ValueSource files(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "collection");
        Collection collection = collection(source);
        if (collection == null) {
            return null;
        }
        if (collection.getDocuments() == null) {
            rules.report(source, "collection '" + collection.getName() + "' has no <files>, so <" + source.name()
                    + "> has no documents to take");
            return null;
        }
        FilesSource files = FACTORY.createFilesSource();
        files.setCollection(collection);
        boolean clob = source.name().equals("filesclob");
        files.setClob(clob);
        marker.setType(clob ? ParameterType.CLOB : ParameterType.XML);
        return files;
    }

    private Collection collection(XmlElement source) {
        String name = rules.required(source, "collection");
        if (name == null) {
            return null;
        }
        Collection collection = collections.get(name);
        if (collection == null) {
            rules.report(source, "there is no collection '" + name + "'"
                    + (collections.isEmpty() ? " (the workload has no <collections>)" : "; known: " + String.join(", ", collections.keySet())));
        }
        return collection;
    }

    private ValueSource file(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source);
        String path = rules.text(source, "the path of a value list file");
        if (path == null) {
            return null;
        }
        FileSource file = FACTORY.createFileSource();
        file.setPath(path);
        file.setSequential(source.name().equals("file_seq"));
        marker.setType(ParameterType.VARCHAR);
        return file;
    }

    private ValueSource uniformInt(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "min", "max");
        Long min = rules.integer(source, "min");
        Long max = rules.integer(source, "max");
        if (min == null || max == null || !ordered(source, min.compareTo(max), "min " + min + " is above max " + max)) {
            return null;
        }
        UniformIntSource uniform = FACTORY.createUniformIntSource();
        uniform.setMin(min);
        uniform.setMax(max);
        marker.setType(ParameterType.INTEGER);
        return uniform;
    }

    private ValueSource uniformDecimal(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "min", "max");
        BigDecimal min = rules.decimal(source, "min", true);
        BigDecimal max = rules.decimal(source, "max", true);
        if (min == null || max == null || !ordered(source, min.compareTo(max), "min " + min + " is above max " + max)) {
            return null;
        }
        UniformDecimalSource uniform = FACTORY.createUniformDecimalSource();
        uniform.setMin(min.doubleValue());
        uniform.setMax(max.doubleValue());
        marker.setType(ParameterType.DECIMAL);
        return uniform;
    }

    private ValueSource uniformDate(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "start", "end");
        String start = rules.date(source, "start", true);
        String end = rules.date(source, "end", true);
        if (start == null || end == null || !ordered(source, start.compareTo(end), "start " + start + " is after end " + end)) {
            return null;
        }
        UniformDateSource dates = FACTORY.createUniformDateSource();
        dates.setStart(start);
        dates.setEnd(end);
        marker.setType(ParameterType.DATE);
        return dates;
    }

    private ValueSource uniformTime(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "start", "end", "base_date");
        String start = rules.time(source, "start");
        String end = rules.time(source, "end");
        String baseDate = rules.date(source, "base_date", false);
        if (start == null || end == null || !ordered(source, LocalTime.parse(start).compareTo(LocalTime.parse(end)),
                        "start " + start + " is after end " + end)
                || source.attribute("base_date") != null && baseDate == null) {
            return null;
        }
        UniformTimeSource times = FACTORY.createUniformTimeSource();
        times.setStart(start);
        times.setEnd(end);
        times.setBaseDate(baseDate);
        marker.setType(baseDate == null ? ParameterType.TIME : ParameterType.TIMESTAMP);
        return times;
    }

    private ValueSource uniformTimestamp(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "start", "end");
        String start = rules.dateOrTimestamp(source, "start");
        String end = rules.dateOrTimestamp(source, "end");
        if (start == null || end == null) {
            return null;
        }
        UniformTimestampSource stamps = FACTORY.createUniformTimestampSource();
        stamps.setStart(start);
        stamps.setEnd(end);
        marker.setType(ParameterType.TIMESTAMP);
        return stamps;
    }

    private ValueSource constant(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "value");
        String value = rules.required(source, "value");
        if (value == null) {
            return null;
        }
        ConstantSource constant = FACTORY.createConstantSource();
        constant.setValue(value);
        marker.setType(ParameterType.VARCHAR);
        return constant;
    }

    private ValueSource sequence(XmlElement source, ParameterMarker marker) {
        rules.onlyAttributes(source, "start", "step");
        Long start = rules.integer(source, "start");
        Long step = rules.integer(source, "step");
        if (start == null || step == null) {
            return null;
        }
        SequenceSource sequence = FACTORY.createSequenceSource();
        sequence.setStart(start);
        sequence.setStep(step);
        marker.setType(ParameterType.BIGINT);
        return sequence;
    }

    private ValueSource same(XmlElement source, ParameterMarker marker, List<ParameterMarker> earlier) {
        rules.onlyAttributes(source, "param");
        Long param = rules.integer(source, "param");
        if (param == null) {
            return null;
        }
        int position = earlier.size() + 1;
        if (param < 1 || param >= position) {
            rules.report(source, "<same param=\"" + param + "\"> in parameter " + position
                    + " must repeat an earlier parameter (1 to " + (position - 1) + ")");
            return null;
        }
        SameSource same = FACTORY.createSameSource();
        same.setParameter(param.intValue());
        ParameterMarker repeated = earlier.get(param.intValue() - 1);
        marker.setType(repeated == null ? ParameterType.VARCHAR : repeated.getType());
        return same;
    }

    private boolean ordered(XmlElement source, int comparison, String complaint) {
        if (comparison > 0) {
            rules.report(source, "<" + source.name() + ">: " + complaint);
            return false;
        }
        return true;
    }
}
