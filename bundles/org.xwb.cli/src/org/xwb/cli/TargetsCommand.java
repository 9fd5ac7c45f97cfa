package org.xwb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.targets.profiles.EnvironmentPasswords;
import org.xwb.targets.profiles.ProfileStore;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code xwb targets}: the target profiles of the workspace. */
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
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            Workspace workspace = Workspace.fromEnvironment();
            ProfileStore store = new ProfileStore(workspace);
            TargetProfiles profiles = store.load();
            if (showConnection != null) {
                TargetProfile profile = ProfileStore.find(profiles, showConnection).orElseThrow(() -> new IllegalArgumentException(
                        "No target profile '" + showConnection + "' in " + store.file() + "; known: "
                                + String.join(", ", ProfileStore.names(profiles))));
                if (!"embedded".equals(profile.getKind())) {
                    throw new IllegalArgumentException("--show-connection knows the embedded database; " + profile.getName()
                            + " is a " + profile.getKind() + " server: " + where(profile));
                }
                out.print(org.xwb.targets.embedded.PsqlConnection.instructions(workspace));
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
            out.println("Use one with --target <name>, or give a jdbc:postgresql:// or jdbc:db2:// URL.");
            out.flush();
            return XwbCommand.OK;
        } catch (Exception e) {
            return CommandFailures.report("targets", e, spec.commandLine().getErr());
        }
    }

    private static String where(TargetProfile p) {
        if ("embedded".equals(p.getKind())) {
            return "the workspace's own PostgreSQL (started on demand, data in .xwb/embedded-postgres; only you can "
                    + "log in: --show-connection " + p.getName() + ")";
        }
        String at = p.getJdbcUrl() != null && !p.getJdbcUrl().isBlank()
                ? org.xwb.targets.jdbc.JdbcUrls.withoutSecrets(p.getJdbcUrl())
                : p.getHost() + (p.getPort() > 0 ? ":" + p.getPort() : "") + "/" + p.getDatabase();
        return at + (p.getUser() == null ? "" : " as " + p.getUser()) + " (password: $"
                + EnvironmentPasswords.variableFor(p.getName()) + (p.getKind().equals("postgresql") ? " or $PGPASSWORD" : "")
                + " or secure storage)";
    }
}
