package org.xwb.core.env;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;
import org.osgi.framework.FrameworkUtil;

/** Runs inside OSGi (tycho-surefire), so the versions come from the real installed bundles. */
class ComponentVersionsTest {

    @Test
    void xwbVersionIsTheCoreBundleVersion() {
        Map<String, String> report = ComponentVersions.report();
        assertEquals(FrameworkUtil.getBundle(ComponentVersions.class).getVersion().toString(), report.get("XWB"));
        assertTrue(report.get("Java").startsWith(System.getProperty("java.version")), report.get("Java"));
    }

    @Test
    void aMissingBundleIsReportedAsNotInstalled() {
        assertTrue(ComponentVersions.bundleVersion("org.xwb.no.such.bundle").isEmpty());
    }

    @Test
    void eachXwbBundleNamesItsOwnComponents() {
        // core's test runtime has core, model and xml's neighbours but no UI: core's own header and
        // the model's are read from their manifests; nothing of the UI is named by core
        Map<String, String> report = ComponentVersions.report();
        assertTrue(report.containsKey("HdrHistogram"), report.toString());
        assertTrue(report.containsKey("EMF Ecore"), report.toString());
        assertEquals(ComponentVersions.XWB, ComponentVersions.components().get(0));
    }

    @Test
    void aHeaderIsReadAsLabelEqualsBundleEntries() {
        assertEquals(java.util.List.of(new ComponentVersions.Component("SWT", "org.eclipse.swt"),
                new ComponentVersions.Component("Eclipse platform (e4 workbench)", "org.eclipse.e4.ui.workbench")),
                ComponentVersions.parse(" SWT=org.eclipse.swt; Eclipse platform (e4 workbench)=org.eclipse.e4.ui.workbench;junk"));
    }
}
