package org.xwb.model.settings;

import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.xwb.model.RunSettings;
import org.xwb.model.Workload;
import org.xwb.model.XwbFactory;
import org.xwb.model.XwbPackage;

/**
 * The run settings a workload runs with when its file does not say: one user for 60 seconds,
 * percentiles 50, 90, 95, 99 and 99.9, and the model's defaults for the rest (seed 42, commit
 * every transaction, 1 s intervals, 95 % confidence, 3 retries, 1 % error threshold).
 * <p>
 * These are computed on demand and never written into the workload, so a file that had no
 * {@code <run>} element still has none after a save.
 */
public final class RunSettingsDefaults {

    public static final List<Integer> USERS = List.of(1);
    public static final double DURATION_SECONDS = 60;
    public static final List<Double> PERCENTILES = List.of(50.0, 90.0, 95.0, 99.0, 99.9);

    private RunSettingsDefaults() {
    }

    /** A fresh settings object holding every default. */
    public static RunSettings defaults() {
        RunSettings settings = XwbFactory.eINSTANCE.createRunSettings();
        fillIn(settings);
        return settings;
    }

    /**
     * What a run of this workload uses: a copy of its settings with each absent value replaced by
     * its default. The workload itself is not changed.
     */
    public static RunSettings effective(Workload workload) {
        RunSettings given = workload.getRunSettings();
        RunSettings settings = given == null ? XwbFactory.eINSTANCE.createRunSettings() : EcoreUtil.copy(given);
        fillIn(settings);
        return settings;
    }

    private static void fillIn(RunSettings settings) {
        if (settings.getUsers().isEmpty()) {
            settings.getUsers().addAll(USERS);
        }
        if (settings.getPercentiles().isEmpty()) {
            settings.getPercentiles().addAll(PERCENTILES);
        }
        // A run is bounded by time or by a transaction count; with neither it runs the default time.
        boolean bounded = settings.eIsSet(XwbPackage.Literals.RUN_SETTINGS__DURATION_SECONDS)
                || settings.eIsSet(XwbPackage.Literals.RUN_SETTINGS__TRANSACTIONS_PER_USER);
        if (!bounded) {
            settings.setDurationSeconds(DURATION_SECONDS);
        }
    }
}
