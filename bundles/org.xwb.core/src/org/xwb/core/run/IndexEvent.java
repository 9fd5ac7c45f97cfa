package org.xwb.core.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * An XML index created or dropped on the target while a run went on (issue 33): what happened to
 * which index, at which second of the run's clock (the intervals' time line: seconds since the
 * users started, ramp-up included). A run records them ({@link WorkloadRun#recordIndexEvent}) in
 * run.json under {@value #KEY}; the live charts, the reports and {@code xwb compare} show them.
 *
 * @param seconds on the run's clock (0 when the users had not started yet)
 * @param kind    what happened
 * @param index   the index's name
 * @param detail  how long it took, or why it failed; may be empty
 */
public record IndexEvent(double seconds, Kind kind, String index, String detail) {

    /** The key of the events' list in run.json. */
    public static final String KEY = "events";

    /** What happened; {@link #key()} is the stable name in run.json. */
    public enum Kind {
        BUILD_STARTED("build_started", "build started"), BUILD_DONE("build_done", "build done"),
        BUILD_FAILED("build_failed", "build failed"), DROP_STARTED("drop_started", "drop started"),
        DROP_DONE("drop_done", "drop done"), DROP_FAILED("drop_failed", "drop failed");

        private final String key;
        private final String words;

        Kind(String key, String words) {
            this.key = key;
            this.words = words;
        }

        public String key() {
            return key;
        }

        /** As people read it, e.g. "build started". */
        public String words() {
            return words;
        }

        /** Whether the change is over (done or failed): the moment after which the index is there, or not. */
        public boolean ends() {
            return this != BUILD_STARTED && this != DROP_STARTED;
        }

        public boolean failed() {
            return this == BUILD_FAILED || this == DROP_FAILED;
        }

        static Kind of(String key) {
            for (Kind kind : values()) {
                if (kind.key.equals(key)) {
                    return kind;
                }
            }
            throw new IllegalArgumentException("unknown index event kind '" + key + "'");
        }
    }

    public IndexEvent {
        if (kind == null || index == null) {
            throw new IllegalArgumentException("an index event needs a kind and an index");
        }
        detail = detail == null ? "" : detail;
    }

    /** A chart's label: "order_id build done". */
    public String label() {
        return index + " " + kind.words();
    }

    /** A line of a list: "23.4 s  order_id build done (in 1.2 s)". */
    public String line() {
        return String.format(Locale.ROOT, "%.1f s  %s%s", seconds, label(), detail.isEmpty() ? "" : " (" + detail + ")");
    }

    /** The event as run.json holds it. */
    public Map<String, Object> toJson() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("seconds", Math.round(seconds * 1000) / 1000.0);
        m.put("kind", kind.key());
        m.put("index", index);
        m.put("detail", detail);
        return m;
    }

    /** The events of a run.json (as parsed); none when it has no {@value #KEY} (runs before issue 33). */
    public static List<IndexEvent> read(Map<String, Object> settings) {
        Object list = settings.get(KEY);
        if (list == null) {
            return List.of();
        }
        if (!(list instanceof List<?> entries)) {
            throw new IllegalArgumentException("run.json: '" + KEY + "' is not a list");
        }
        List<IndexEvent> events = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            if (!(entries.get(i) instanceof Map<?, ?> entry)) {
                throw new IllegalArgumentException("run.json: " + KEY + "[" + i + "] is not an object");
            }
            String where = "run.json: " + KEY + "[" + i + "].";
            if (!(entry.get("seconds") instanceof Number seconds)) {
                throw new IllegalArgumentException(where + "seconds is not a number");
            }
            if (!(entry.get("kind") instanceof String kind) || !(entry.get("index") instanceof String index)) {
                throw new IllegalArgumentException(where + "kind and " + where + "index must be texts");
            }
            Kind known;
            try {
                known = Kind.of(kind);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(where + "kind: " + e.getMessage(), e);
            }
            events.add(new IndexEvent(seconds.doubleValue(), known, index,
                    entry.get("detail") instanceof String detail ? detail : ""));
        }
        return List.copyOf(events);
    }

    /** The events as run.json's list. */
    public static List<Map<String, Object>> toJson(List<IndexEvent> events) {
        return events.stream().map(IndexEvent::toJson).toList();
    }
}
