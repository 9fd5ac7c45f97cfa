package org.xwb.jmeter.export;

import java.util.List;

import org.eclipse.emf.ecore.EObject;

import org.xwb.core.run.RunConfig;
import org.xwb.jmeter.export.ExportNote.Kind;
import org.xwb.model.Arrival;
import org.xwb.model.Workload;

/** What of a run's settings and of XWB's measuring a JMeter plan does differently, said once per export. */
final class RunSettingsNotes {

    private RunSettingsNotes() {
    }

    static void add(Workload workload, RunConfig config, List<ExportNote> notes) {
        EObject about = workload.getRunSettings();
        if (config.rampUpSeconds() > 0) {
            notes.add(new ExportNote(Kind.APPROXIMATED, about, "ramp-up: JMeter starts the users one after another over "
                    + seconds(config.rampUpSeconds()) + " s, XWB starts them together; in both nothing of the ramp-up "
                    + "is counted (the import leaves it out)"));
        }
        if (!whole(config.rampUpSeconds()) || !whole(config.durationSeconds())) {
            notes.add(new ExportNote(Kind.APPROXIMATED, about, "JMeter's thread group counts whole seconds: ramp-up "
                    + seconds(config.rampUpSeconds()) + " s and duration " + seconds(config.durationSeconds()) + " s"));
        }
        if (config.transactionsPerUser() > 0) {
            notes.add(new ExportNote(Kind.APPROXIMATED, about, config.transactionsPerUser()
                    + " transactions per user: JMeter runs that many loops per user from the start, ramp-up included"));
        }
        if (config.rate() > 0) {
            notes.add(new ExportNote(Kind.APPROXIMATED, about, "rate " + config.rate() + " tx/s: JMeter's Precise "
                    + "Throughput Timer spreads the arrivals at random over each engine's users"
                    + (config.arrival() == Arrival.REGULAR ? " (XWB's arrivals are regular)" : "")
                    + "; JMeter measures a transaction from when it starts, XWB from when it was due"));
        }
        if (config.commitCount() > 1) {
            notes.add(new ExportNote(Kind.NOT_REPRODUCED, about, "commit every " + config.commitCount()
                    + " transactions: the plan commits every transaction"));
        }
        if (config.maxRetries() > 0) {
            notes.add(new ExportNote(Kind.NOT_REPRODUCED, about, "retries after a deadlock, lock timeout or "
                    + "serialization failure (XWB retries up to " + config.maxRetries()
                    + " times): in JMeter the failed attempt is an error"));
        }
        notes.add(new ExportNote(Kind.NOT_REPRODUCED, null, "affected rows: JMeter's results carry no row counts, "
                + "so the imported run reports 0"));
        notes.add(new ExportNote(Kind.APPROXIMATED, null, "latencies: JMeter records whole milliseconds "
                + "(XWB microseconds), less the time it took to get the thread's connection"));
    }

    /** Rounded up to whole seconds, as the plan has them. */
    static long ceilSeconds(double seconds) {
        return (long) Math.ceil(seconds - 1e-9);
    }

    private static boolean whole(double seconds) {
        return Math.abs(seconds - Math.rint(seconds)) < 1e-9;
    }

    private static String seconds(double seconds) {
        return whole(seconds) ? Long.toString(Math.round(seconds)) : Double.toString(seconds);
    }
}
