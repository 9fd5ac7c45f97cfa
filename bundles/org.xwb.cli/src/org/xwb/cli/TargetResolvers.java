package org.xwb.cli;

import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;

import org.xwb.core.target.JdbcUrlTarget;
import org.xwb.core.target.Target;

/**
 * Turns a command's {@code --target} argument (a profile name or a JDBC URL) into a {@link Target}.
 * Each kind of target is one {@link TargetResolver}; adding one (the profiles of org.xwb.targets)
 * is one {@link #register} call. Until then, H2 URLs run through core's generic JDBC target.
 */
public final class TargetResolvers {

    /** One kind of target the command line can open. */
    public interface TargetResolver {

        /** The target for {@code spec}, or empty when this resolver does not handle it. */
        Optional<Target> resolve(String spec, Properties credentials) throws Exception;

        /** What it accepts, for error messages and help, e.g. "jdbc:h2:... (H2, in-process or TCP)". */
        String accepts();
    }

    private static final List<TargetResolver> RESOLVERS = new CopyOnWriteArrayList<>(List.of(new H2Urls(), new Profiles()));

    private TargetResolvers() {
    }

    /** Adds a resolver; later registrations are asked first. */
    public static void register(TargetResolver resolver) {
        RESOLVERS.add(0, resolver);
    }

    /**
     * @throws BadInputException when no resolver knows {@code spec} (exit code 2)
     */
    public static Target resolve(String spec, Properties credentials) throws Exception {
        for (TargetResolver resolver : RESOLVERS) {
            Optional<Target> target = resolver.resolve(spec, credentials);
            if (target.isPresent()) {
                return target.get();
            }
        }
        throw new BadInputException("Unknown target '" + JdbcUrlTarget.withoutPassword(spec) + "'. Known: "
                + String.join("; ", RESOLVERS.stream().map(TargetResolver::accepts).toList()) + ".");
    }

    /**
     * Target profiles of the workspace and PostgreSQL or DB2 URLs, through org.xwb.targets (the
     * embedded server, a PostgreSQL server, DB2). Asked after the H2 resolver.
     */
    static final class Profiles implements TargetResolver {
        @Override
        public Optional<Target> resolve(String spec, Properties credentials) throws Exception {
            if (spec.startsWith("jdbc:") && !spec.startsWith("jdbc:postgresql:") && !spec.startsWith("jdbc:db2:")) {
                return Optional.empty();
            }
            org.xwb.core.workspace.Workspace workspace = org.xwb.core.workspace.Workspace.fromEnvironment();
            org.xwb.model.TargetProfile profile = org.xwb.targets.profiles.TargetArgument.resolve(spec,
                    new org.xwb.targets.profiles.ProfileStore(workspace));
            return Optional.of(org.xwb.targets.Targets.open(profile, workspace));
        }

        @Override
        public String accepts() {
            return "a profile of the workspace's targets.xwp (e.g. embedded), jdbc:postgresql:// and jdbc:db2:// URLs";
        }
    }

    /** {@code jdbc:h2:} URLs through core's generic JDBC target (H2 ships with XWB). */
    static final class H2Urls implements TargetResolver {
        @Override
        public Optional<Target> resolve(String spec, Properties credentials) {
            if (!spec.startsWith("jdbc:h2:")) {
                return Optional.empty();
            }
            return Optional.of(new JdbcUrlTarget(spec, new org.h2.Driver(), credentials,
                    JdbcUrlTarget.withoutPassword(spec)));
        }

        @Override
        public String accepts() {
            return "jdbc:h2:... URLs (H2 in-process or over TCP)";
        }
    }
}
