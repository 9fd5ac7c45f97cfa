package org.xwb.kit.session;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.xwb.core.run.RunConfig;
import org.xwb.core.target.IsolationLevel;
import org.xwb.model.Workload;
import org.xwb.model.settings.RunSettingsDefaults;
import org.xwb.targets.TargetChoice;

/**
 * One prepare-then-run request, from the dashboard or a command.
 *
 * @param workloadFile     the workload (*.xwl); with a preparation, a TPoX kit workload whose
 *                         refitted copy in the workspace is what runs
 * @param target           where it runs
 * @param prepareCustomers when above 0: build a fresh TPoX database of this many customers first
 * @param settings         the run's settings on top of the workload's own (RunSettingsDefaults.effective)
 */
public record RunRequest(Path workloadFile, TargetChoice target, long prepareCustomers, Consumer<RunConfig.Builder> settings) {

    /**
     * What the dashboard asks for.
     *
     * @param targetProfile   the target profile name (e.g. "embedded")
     * @param users           concurrent users
     * @param durationSeconds measured duration
     * @param rampUpSeconds   ramp-up before measuring
     * @param thinkTimeMillis pause between a user's transactions
     * @param rate            total tx/s, 0 = as fast as possible
     * @param seed            run seed (and the database's, when one is built)
     */
    public RunRequest(Path workloadFile, String targetProfile, int users, double durationSeconds, double rampUpSeconds,
            double thinkTimeMillis, double rate, long seed, long prepareCustomers) {
        this(workloadFile, TargetChoice.of(targetProfile), prepareCustomers, b -> b.users(users)
                .durationSeconds(durationSeconds).rampUpSeconds(rampUpSeconds).thinkTimeMillis(thinkTimeMillis).rate(rate)
                .seed(seed));
    }

    /**
     * This request with the run's transaction isolation set, over the workload's own (the
     * dashboard's choice).
     *
     * @param level null: the target's default, whatever the workload says
     */
    public RunRequest isolation(IsolationLevel level) {
        return new RunRequest(workloadFile, target, prepareCustomers, settings.andThen(b -> b.isolation(level)));
    }

    /** This request with the statistics interval (one chart point each) set, over the workload's own. */
    public RunRequest intervalSeconds(double seconds) {
        return new RunRequest(workloadFile, target, prepareCustomers, settings.andThen(b -> b.intervalSeconds(seconds)));
    }

    /** This request stopping early when every transaction of its first {@code seconds} fails (0: never). */
    public RunRequest allFailStopSeconds(double seconds) {
        return new RunRequest(workloadFile, target, prepareCustomers,
                settings.andThen(b -> b.allFailStopSeconds(seconds)));
    }

    /** This request at {@code count} users (a sweep's point). */
    public RunRequest users(int count) {
        return new RunRequest(workloadFile, target, prepareCustomers, settings.andThen(b -> b.users(count)));
    }

    /**
     * The settings a run of {@code workload} gets: the workload's effective settings with the
     * request's on top (what {@link RunSession#execute} runs, and what a caller may show beforehand).
     *
     * @throws IllegalArgumentException "Bad run setting: ..." for a value out of range
     */
    public RunConfig config(Workload workload) {
        RunConfig.Builder builder = RunConfig.from(RunSettingsDefaults.effective(workload));
        settings.accept(builder);
        try {
            return builder.build();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Bad run setting: " + e.getMessage(), e);
        }
    }
}
