package org.xwb.cli;

import java.io.IOException;
import java.sql.SQLException;

import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.targets.TargetChoice;
import org.xwb.targets.profiles.ProfileStore;

import picocli.CommandLine.Option;

/**
 * {@code --target <profile | jdbc-url>} and {@code --db-user}, the same for every command that
 * talks to a database. The help text comes from the target kinds ({@link CliTexts}).
 */
public class TargetOption {

    @Option(names = "--target", paramLabel = "PROFILE|URL", defaultValue = ProfileStore.EMBEDDED,
            descriptionKey = CliTexts.TARGET, description = "A profile of the workspace's targets.xwp or a JDBC URL.")
    String target;

    @Option(names = "--db-user", paramLabel = "NAME", descriptionKey = CliTexts.DB_USER,
            description = "Database user to connect as, instead of the profile's or the URL's.")
    String dbUser;

    /** What the options name. */
    public TargetChoice choice() {
        return new TargetChoice(target, dbUser);
    }

    /** Opens the target; profiles (and the embedded server) are those of the environment's workspace. */
    public Target open() throws SQLException, IOException {
        return choice().open(Workspace.fromEnvironment());
    }
}
