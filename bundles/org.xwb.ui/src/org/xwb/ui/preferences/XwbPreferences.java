package org.xwb.ui.preferences;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The workbench's preferences, kept per instance area (Eclipse's InstanceScope, the node
 * {@code org.xwb.ui}): the dashboard's run settings before a workload's own and the latency axis.
 * A workload's run settings still win over these ({@code LaunchForm.defaults}).
 */
public record XwbPreferences(int users, int durationSeconds, int rampUpSeconds, boolean logLatencyAxis) {

    static final String NODE = "org.xwb.ui";
    static final String USERS = "run.users";
    static final String DURATION = "run.durationSeconds";
    static final String RAMP_UP = "run.rampUpSeconds";
    static final String LOG_LATENCY = "charts.logLatencyAxis";

    /** What XWB uses when nothing is set. */
    public static final XwbPreferences DEFAULTS = new XwbPreferences(4, 30, 5, false);

    public static XwbPreferences load() {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(NODE);
        return new XwbPreferences(node.getInt(USERS, DEFAULTS.users), node.getInt(DURATION, DEFAULTS.durationSeconds),
                node.getInt(RAMP_UP, DEFAULTS.rampUpSeconds), node.getBoolean(LOG_LATENCY, DEFAULTS.logLatencyAxis));
    }

    /** Stores and flushes to disk, so a crash does not lose what the user chose. */
    public void save() throws BackingStoreException {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(NODE);
        node.putInt(USERS, users);
        node.putInt(DURATION, durationSeconds);
        node.putInt(RAMP_UP, rampUpSeconds);
        node.putBoolean(LOG_LATENCY, logLatencyAxis);
        node.flush();
    }
}
