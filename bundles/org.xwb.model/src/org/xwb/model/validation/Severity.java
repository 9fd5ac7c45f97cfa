package org.xwb.model.validation;

import java.util.Locale;

/** How bad a problem is: the driver refuses to run a workload with errors; warnings are advice. */
public enum Severity {
    ERROR, WARNING;

    /** {@code error} or {@code warning}, as printed after a path. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
