package org.xwb.cli;

import java.util.Properties;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.profiles.TargetArgument;

/**
 * Turns a command's {@code --target} argument (a profile name or a JDBC URL of one of the
 * {@link TargetKinds}) into a {@link Target}; a user in {@code credentials} replaces the profile's.
 */
public final class TargetResolvers {

    private TargetResolvers() {
    }

    public static Target resolve(String spec, Properties credentials) throws Exception {
        Workspace workspace = Workspace.fromEnvironment();
        TargetProfile profile = TargetArgument.resolve(spec, new ProfileStore(workspace));
        if (credentials.getProperty("user") != null) {
            profile.setUser(credentials.getProperty("user"));
        }
        return TargetKinds.open(profile, workspace);
    }
}
