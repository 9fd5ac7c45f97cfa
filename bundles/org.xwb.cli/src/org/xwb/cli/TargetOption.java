package org.xwb.cli;

import java.io.IOException;
import java.sql.SQLException;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;
import org.xwb.targets.profiles.TargetArgument;

import picocli.CommandLine.Option;

/** {@code --target <profile-name | jdbc-url>}, shared by the commands that talk to a database. */
public class TargetOption {

    @Option(names = "--target", paramLabel = "<profile|jdbc-url>", defaultValue = "embedded",
            description = "A profile of the workspace's targets.xwp, or a jdbc:postgresql:// or jdbc:db2:// URL "
                    + "(password from XWB_PASSWORD_<PROFILE>, PGPASSWORD or secure storage). Default: ${DEFAULT-VALUE}.")
    String target;

    /** Resolves the option against the workspace and opens the target. */
    public Target open(Workspace workspace) throws IOException, SQLException {
        TargetProfile profile = TargetArgument.resolve(target, new ProfileStore(workspace));
        return TargetKinds.open(profile, workspace);
    }
}
