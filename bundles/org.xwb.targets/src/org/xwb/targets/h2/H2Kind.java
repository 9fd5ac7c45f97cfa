package org.xwb.targets.h2;

import java.sql.SQLException;
import java.util.List;
import java.util.Set;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.targets.jdbc.JdbcErrorClassifier;
import org.xwb.targets.jdbc.JdbcUrlTarget;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.PasswordSource;
import org.xwb.targets.profiles.ServerProfiles;

/**
 * H2 (shipped with XWB), in-process or over TCP, through core's generic JDBC target: it runs
 * workloads on tables that exist already and cannot create schemas, load or explain. A URL
 * target's password may also come from {@code XWB_PASSWORD}, as {@code xwb run} has always read it.
 */
public final class H2Kind extends TargetKind {

    public static final String ID = "h2";

    public H2Kind() {
        super(ID, "H2 (existing tables only)", List.of("h2"), "jdbc:h2:", "jdbc:h2:...", List.of("XWB_PASSWORD"),
                List.of(), JdbcErrorClassifier.INSTANCE, List.of(new Component("H2 database", "com.h2database")));
    }

    /** H2's own settings (;USER=...) stay in the URL for H2 to read; only --db-user sets a user here. */
    @Override
    public TargetProfile profileFromUrl(String url) {
        TargetProfile profile = ServerProfiles.forUrl(url, ID);
        profile.setUser(null);
        return profile;
    }

    @Override
    public Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws SQLException {
        String url = profile.getJdbcUrl();
        if (url == null || !accepts(url)) {
            throw new IllegalArgumentException("Target profile " + profile.getName() + " (h2) needs a jdbcUrl jdbc:h2:...");
        }
        return new JdbcUrlTarget(url, new org.h2.Driver(), ServerProfiles.driverProperties(profile,
                passwords.password(profile).orElse(null), null, Set.of()), JdbcUrlTarget.withoutPassword(url),
                TargetKinds.components());
    }
}
