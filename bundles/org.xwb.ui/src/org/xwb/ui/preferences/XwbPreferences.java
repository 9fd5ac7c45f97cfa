package org.xwb.ui.preferences;

import java.util.List;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;
import org.xwb.targets.KindSetting;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;

/**
 * The workbench's preferences, kept per instance area (Eclipse's InstanceScope, the node
 * {@code org.xwb.ui}): the dashboard's run settings before a workload's own, the latency axis, the
 * charts' interval and the embedded server's port range. A workload's run settings (its interval
 * too) still win over these ({@code LaunchForm.defaults}).
 *
 * @param chartIntervalSeconds the dashboard's chart interval: the run's statistics interval, one point per interval
 * @param embeddedPorts        the embedded PostgreSQL's port range (as {@link #embeddedPortsSetting()} writes it), "" for any free port
 */
public record XwbPreferences(int users, int durationSeconds, int rampUpSeconds, boolean logLatencyAxis,
        int chartIntervalSeconds, String embeddedPorts) {

    static final String NODE = "org.xwb.ui";
    static final String USERS = "run.users";
    static final String DURATION = "run.durationSeconds";
    static final String RAMP_UP = "run.rampUpSeconds";
    static final String LOG_LATENCY = "charts.logLatencyAxis";
    static final String CHART_INTERVAL = "charts.intervalSeconds";
    static final String EMBEDDED_PORTS = "embedded.ports";
    static final String ALL_FAIL_STOP = "run.allFailStopSeconds";

    /** What XWB uses when nothing is set. */
    public static final XwbPreferences DEFAULTS = new XwbPreferences(4, 30, 5, false, 1, "");

    public static XwbPreferences load() {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(NODE);
        return new XwbPreferences(node.getInt(USERS, DEFAULTS.users), node.getInt(DURATION, DEFAULTS.durationSeconds),
                node.getInt(RAMP_UP, DEFAULTS.rampUpSeconds), node.getBoolean(LOG_LATENCY, DEFAULTS.logLatencyAxis),
                node.getInt(CHART_INTERVAL, DEFAULTS.chartIntervalSeconds), node.get(EMBEDDED_PORTS, DEFAULTS.embeddedPorts));
    }

    /**
     * Seconds from a run's start in which it stops, failed, when every transaction fails (0: never);
     * RunConfig's default when not set. Kept apart from the record: one setting of the runs, not the form.
     */
    public static int allFailStopSeconds() {
        return InstanceScope.INSTANCE.getNode(NODE).getInt(ALL_FAIL_STOP,
                (int) org.xwb.core.run.RunConfig.ALL_FAIL_STOP_SECONDS);
    }

    /** Stores {@link #allFailStopSeconds()} and flushes it to disk. */
    public static void saveAllFailStopSeconds(int seconds) throws BackingStoreException {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(NODE);
        node.putInt(ALL_FAIL_STOP, seconds);
        node.flush();
    }

    /** Stores and flushes to disk, so a crash does not lose what the user chose. */
    public void save() throws BackingStoreException {
        IEclipsePreferences node = InstanceScope.INSTANCE.getNode(NODE);
        node.putInt(USERS, users);
        node.putInt(DURATION, durationSeconds);
        node.putInt(RAMP_UP, rampUpSeconds);
        node.putBoolean(LOG_LATENCY, logLatencyAxis);
        node.putInt(CHART_INTERVAL, chartIntervalSeconds);
        node.put(EMBEDDED_PORTS, embeddedPorts);
        node.flush();
    }

    /**
     * Hands the port range to the embedded server's next start (the targets bundle reads the system
     * property the setting names; it knows nothing of the workbench). At start-up and on OK.
     */
    public void applyToEmbeddedServer() {
        embeddedPortsSetting().apply(embeddedPorts);
    }

    /**
     * The port range as the embedded kind describes it (label, what empty means, what a range is):
     * the one setting the kind of the workspace's {@code embedded} profile reads for the whole process.
     */
    public static KindSetting embeddedPortsSetting() {
        return TargetKinds.find(ProfileStore.defaultEmbedded().getKind()).map(TargetKind::settings).orElse(List.of())
                .stream().findFirst().orElseThrow(() -> new IllegalStateException("The embedded kind has no port range"));
    }
}
