package org.xwb.cli;

import java.util.ListResourceBundle;
import java.util.stream.Collectors;

import org.xwb.targets.TargetKinds;

/**
 * Help texts that are not constants: what {@code --target} accepts comes from the target kinds,
 * so a new kind appears in every command's help without touching the command line.
 */
final class CliTexts extends ListResourceBundle {

    static final String TARGET = "xwb.target";
    static final String DB_USER = "xwb.db-user";

    @Override
    protected Object[][] getContents() {
        String kindPasswords = TargetKinds.all().stream().filter(kind -> !kind.passwordVariables().isEmpty())
                .map(kind -> String.join(" or ", kind.passwordVariables().stream().map(v -> "$" + v).toList())
                        + " for " + kind.id())
                .collect(Collectors.joining(", "));
        return new Object[][] {
                { TARGET, "Where: a profile of the workspace's targets.xwp (default ${DEFAULT-VALUE}: the embedded "
                        + "PostgreSQL; 'xwb targets' lists them) or a URL (" + TargetKinds.urlForms() + "). Passwords "
                        + "come from $XWB_PASSWORD_<PROFILE> ($XWB_PASSWORD_URL for a URL), " + kindPasswords
                        + ", or secure storage; never from an argument." },
                { DB_USER, "Database user to connect as, instead of the profile's or the URL's." } };
    }
}
