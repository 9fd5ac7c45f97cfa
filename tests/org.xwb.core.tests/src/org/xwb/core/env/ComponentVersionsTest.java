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
}
