package org.xwb.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every SWT field and method the product's bundles (JFace, the e4 workbench, XWB, the chart
 * bridge) refer to exists in the SWT of the product's platform: an older SWT for one platform
 * would pass every other check and fail only when the workbench opens there.
 */
class SwtLinkageTest {

    /**
     * Draws charts through SWT's GTK internals (GC.handle is a cairo context there, an
     * NSGraphicsContext on cocoa) and is used only where its probe finds SWT.getPlatform() "gtk".
     */
    private static final String GTK_ONLY = "used by org/xwb/ui/charts/CairoPicture in ";

    @ParameterizedTest
    @EnumSource(Platform.class)
    void theSwtOfEachProductHasEverythingItsBundlesCall(Platform platform) throws Exception {
        Set<String> missing = SwtLinkage.missing(ProductArchive.of(platform)).stream()
                .filter(m -> platform.ws.equals("gtk") || !m.contains(GTK_ONLY)).collect(Collectors.toSet());
        assertEquals(Set.of(), missing);
    }
}
