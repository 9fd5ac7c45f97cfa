package org.xwb.ui.run;

import java.nio.file.Path;

/**
 * What the user asked the dashboard to run.
 *
 * @param workloadFile    the workload (*.xwl)
 * @param targetProfile   the target profile name (e.g. "embedded")
 * @param users           concurrent users
 * @param durationSeconds measured duration
 * @param rampUpSeconds   ramp-up before measuring
 * @param thinkTimeMillis pause between a user's transactions
 * @param rate            total tx/s, 0 = as fast as possible
 * @param seed            run seed
 * @param prepareCustomers when above 0: build a fresh TPoX database of this many customers first
 *                        (the workload must be a TPoX kit workload)
 */
public record RunRequest(Path workloadFile, String targetProfile, int users, double durationSeconds,
        double rampUpSeconds, double thinkTimeMillis, double rate, long seed, long prepareCustomers) {
}
