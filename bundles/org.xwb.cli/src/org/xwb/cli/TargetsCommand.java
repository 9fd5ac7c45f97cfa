package org.xwb.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

import org.xwb.core.workspace.Workspace;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.profiles.ProfileStore;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code xwb targets}: the target profiles of the workspace. */
@Command(name = "targets", mixinStandardHelpOptions = true,
        description = "List the target profiles of the workspace (targets.xwp); passwords are never stored there.")
public class TargetsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        ProfileStore store = new ProfileStore(Workspace.fromEnvironment());
        TargetProfiles profiles = store.load();
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

    private static String where(TargetProfile p) {
        return TargetKinds.find(p.getKind()).map(kind -> kind.describe(p)).orElse("unknown kind: XWB knows " + TargetKinds.ids());
    }
}
