package org.xwb.core.results;

import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.xwb.core.env.ComponentVersions;
import org.xwb.core.target.TargetInfo;

/**
 * environment.json: what a run's numbers depend on besides the workload: component versions, the
 * target (never a password) and its server version, the JVM, cores and operating system.
 */
public final class EnvironmentInfo {

    private EnvironmentInfo() {
    }

    /** @param targetComponents the target's drivers and binaries ({@link org.xwb.core.target.Target#components()}) */
    public static Map<String, Object> collect(TargetInfo target, String serverVersion, Instant startedAt,
            List<ComponentVersions.Component> targetComponents) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", "xwb-run-environment");
        m.put("format_version", ResultMaps.FORMAT_VERSION);
        m.put("started_at", startedAt.toString());
        m.put("target", ResultMaps.target(target, serverVersion));
        List<Map<String, Object>> components = new ArrayList<>();
        try {
            ComponentVersions.report(targetComponents).forEach((name, version) -> {
                Map<String, Object> c = new LinkedHashMap<>();
                c.put("name", name);
                c.put("version", version);
                components.add(c);
            });
        } catch (LinkageError e) {
            // outside OSGi (a plain class path without the OSGi framework): versions unknown
        }
        m.put("components", components);
        Map<String, Object> jvm = new LinkedHashMap<>();
        jvm.put("name", System.getProperty("java.vm.name"));
        jvm.put("vendor", System.getProperty("java.vendor"));
        jvm.put("version", System.getProperty("java.version"));
        jvm.put("max_heap_mb", Runtime.getRuntime().maxMemory() / (1024 * 1024));
        jvm.put("arguments", ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> !a.toLowerCase(java.util.Locale.ROOT).contains("password")).toList());
        m.put("jvm", jvm);
        m.put("cores", Runtime.getRuntime().availableProcessors());
        Map<String, Object> os = new LinkedHashMap<>();
        os.put("name", System.getProperty("os.name"));
        os.put("version", System.getProperty("os.version"));
        os.put("arch", System.getProperty("os.arch"));
        m.put("os", os);
        return m;
    }
}
