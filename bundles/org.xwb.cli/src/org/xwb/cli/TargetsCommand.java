package org.xwb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * {@code xwb targets}: the target profiles of the workspace; {@code --show-connection <profile>}:
 * how to reach a profile's database with its own client, as its kind says.
 */
@Command(name = "targets", mixinStandardHelpOptions = true,
        description = "List the target profiles of the workspace (targets.xwp); passwords are never stored there.")
public class TargetsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Option(names = "--show-connection", paramLabel = "<profile>",
            description = "How to connect to the profile's database with psql (embedded: a ready command that reads "
                    + "the password from the workspace's owner-only password file, without showing it).")
    String showConnection;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        Workspace workspace = Workspace.fromEnvironment();
        ProfileStore store = new ProfileStore(workspace);
        TargetProfiles profiles = store.load();
        if (showConnection != null) {
            TargetProfile profile = ProfileStore.find(profiles, showConnection).orElseThrow(() -> new BadInputException(
                    "No target profile '" + showConnection + "' in " + store.file() + "; known: "
                            + String.join(", ", ProfileStore.names(profiles))));
            TargetKind kind = kindOf(profile);
            out.print(kind.connectionInstructions(profile, workspace).orElseThrow(() -> new BadInputException(
                    "--show-connection has a ready command for the embedded database only; " + profile.getName()
                            + " is a " + kind.displayName() + ": " + kind.describe(profile))));
            out.flush();
            return XwbCommand.OK;
        }
        out.println("Target profiles in " + store.file() + ":");
        for (TargetProfile p : profiles.getProfiles()) {
            out.printf("  %-16s %-10s %s%n", p.getName(), p.getKind(), where(p));
            for (Property property : p.getProperties()) {
                out.printf("  %-16s %-10s %s=%s%n", "", "", property.getKey(), property.getValue());
            }
        }
        out.println("Use one with --target <name>, or give a URL: " + TargetKinds.urlForms() + ".");
        out.flush();
        return XwbCommand.OK;
    }

    private static TargetKind kindOf(TargetProfile profile) throws BadInputException {
        return TargetKinds.find(profile.getKind()).orElseThrow(() -> new BadInputException("Target profile "
                + profile.getName() + " has kind '" + profile.getKind() + "'; XWB knows " + TargetKinds.ids()));
    }

    private static String where(TargetProfile p) {
        return TargetKinds.find(p.getKind()).map(kind -> kind.describe(p)).orElse("unknown kind: XWB knows " + TargetKinds.ids());
    }
}
