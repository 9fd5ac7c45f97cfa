package org.xwb.targets;

import java.io.IOException;
import java.sql.SQLException;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.profiles.TargetArgument;

/**
 * Which target to open, as a user names it: a profile of the workspace or a JDBC URL of one of the
 * {@link TargetKinds}, and optionally the database user to connect as (the command line's
 * {@code --db-user}), which replaces the profile's or the URL's user.
 *
 * @param argument a profile name or a JDBC URL
 * @param user     the user to connect as, or null for the profile's
 */
public record TargetChoice(String argument, String user) {

    /** A profile or URL as it stands. */
    public static TargetChoice of(String argument) {
        return new TargetChoice(argument, null);
    }

    /**
     * The profile this choice names, with its user replaced when one was given.
     *
     * @throws IllegalArgumentException naming an unknown profile or a URL XWB cannot use
     */
    public TargetProfile profile(Workspace workspace) throws IOException {
        TargetProfile profile = TargetArgument.resolve(argument, new ProfileStore(workspace));
        if (user != null && !user.isBlank()) {
            profile.setUser(user.strip());
        }
        return profile;
    }

    /** Opens the target (profiles are those of {@code workspace}; the embedded server is its own). */
    public Target open(Workspace workspace) throws SQLException, IOException {
        return TargetKinds.open(profile(workspace), workspace);
    }
}
