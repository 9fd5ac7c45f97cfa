package org.xwb.core.env;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;

/**
 * Versions of the parts XWB is made of, read from the running OSGi framework. The About dialog
 * shows them and every run records them, so a number can be traced to the software that made it.
 * Core names bundles by their symbolic names only: it links against none of them.
 */
public final class ComponentVersions {

    /** One component: what users call it, and the bundle whose version stands for it. */
    public record Component(String label, String bundleSymbolicName) {
    }

    /**
     * The manifest header with which an XWB bundle names the components it is built on, as
     * {@code Label=bundle.symbolic.name} entries separated by {@code ;} (e.g. the UI bundle names
     * SWT and JFace, the report bundle JFreeChart). Each bundle says what it uses, so core names
     * no part of the layers above it.
     */
    public static final String HEADER = "XWB-Components";

    /** XWB itself: the core bundle's version. */
    public static final Component XWB = new Component("XWB", "org.xwb.core");

    /**
     * The components every XWB report lists: XWB, then those the installed XWB bundles name in
     * their {@link #HEADER} (by bundle name, so the order is stable); the database drivers and
     * servers come from the target kinds (org.xwb.targets' TargetKinds.components()).
     */
    public static List<Component> components() {
        List<Component> components = new ArrayList<>();
        components.add(XWB);
        Bundle self = FrameworkUtil.getBundle(ComponentVersions.class);
        BundleContext context = self == null ? null : self.getBundleContext();
        if (context == null) {
            return components;
        }
        java.util.TreeMap<String, String> headers = new java.util.TreeMap<>();
        for (Bundle bundle : context.getBundles()) {
            String header = bundle.getHeaders("").get(HEADER);
            if (header != null && bundle.getSymbolicName() != null && bundle.getSymbolicName().startsWith("org.xwb.")) {
                headers.merge(bundle.getSymbolicName(), header, (a, b) -> a); // one entry per bundle, any version
            }
        }
        headers.values().forEach(header -> components.addAll(parse(header)));
        return components.stream().distinct().toList();
    }

    /** The components of one {@link #HEADER} value; entries without '=' are ignored. */
    static List<Component> parse(String header) {
        List<Component> components = new ArrayList<>();
        for (String entry : header.split(";")) {
            int equals = entry.indexOf('=');
            if (equals > 0) {
                components.add(new Component(entry.substring(0, equals).trim(), entry.substring(equals + 1).trim()));
            }
        }
        return components;
    }

    private ComponentVersions() {
    }

    /**
     * Label to version for Java and each component; a component that is not installed maps to
     * "not installed".
     */
    public static Map<String, String> report() {
        return report(List.of());
    }

    /** {@link #report()} followed by {@code more} (e.g. the target kinds' drivers). */
    public static Map<String, String> report(List<Component> more) {
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("Java", System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ", "
                + System.getProperty("java.vm.name") + ")");
        versions.put("Operating system", System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch") + ", " + Runtime.getRuntime().availableProcessors() + " cores");
        for (Component component : java.util.stream.Stream.concat(components().stream(), more.stream()).toList()) {
            versions.put(component.label(), bundleVersion(component.bundleSymbolicName()).orElse("not installed"));
        }
        return versions;
    }

    /** The highest installed version of a bundle, if the framework has it. */
    public static Optional<String> bundleVersion(String symbolicName) {
        Bundle self = FrameworkUtil.getBundle(ComponentVersions.class);
        BundleContext context = self == null ? null : self.getBundleContext();
        if (context == null) {
            return Optional.empty();
        }
        List<Bundle> matches = new ArrayList<>();
        for (Bundle bundle : context.getBundles()) {
            if (symbolicName.equals(bundle.getSymbolicName())) {
                matches.add(bundle);
            }
        }
        return matches.stream().max((a, b) -> a.getVersion().compareTo(b.getVersion()))
                .map(ComponentVersions::productVersion);
    }

    /**
     * The version the product itself reports: some vendors keep a bundle version apart from the
     * product's (IBM's jcc is bundle 1.4.0 but driver 4.38.x), so the product's own manifest
     * header wins when there is one.
     */
    private static String productVersion(Bundle bundle) {
        for (String header : new String[] { "Version", "Implementation-Version" }) {
            String value = bundle.getHeaders("").get(header);
            if (value != null && !value.isBlank() && Character.isDigit(value.charAt(0))) {
                return value.trim();
            }
        }
        return bundle.getVersion().toString();
    }
}
