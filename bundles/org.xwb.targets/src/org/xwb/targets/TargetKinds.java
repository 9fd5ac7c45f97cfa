package org.xwb.targets;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.Workload;
import org.xwb.model.validation.Problem;
import org.xwb.targets.profiles.PasswordSource;

/**
 * The kinds of database XWB knows, in the order help texts and lists show them. The kinds are
 * listed in {@code META-INF/services/org.xwb.targets.TargetKind} of this bundle and found with a
 * {@link ServiceLoader}, so this class imports none of them (a kind may ask this list without an
 * import loop). Adding a kind is its package and one line there (plus the build files of its JDBC
 * driver).
 */
public final class TargetKinds {

    // this bundle's own class loader: under OSGi it sees the bundle's META-INF/services file
    private static final List<TargetKind> ALL = ServiceLoader.load(TargetKind.class, TargetKinds.class.getClassLoader())
            .stream().map(ServiceLoader.Provider::get).toList();

    private TargetKinds() {
    }

    public static List<TargetKind> all() {
        return ALL;
    }

    /** The kind a profile names (case and blanks ignored). */
    public static Optional<TargetKind> find(String id) {
        String wanted = id == null ? "" : id.strip().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(kind -> kind.id().equals(wanted)).findFirst();
    }

    /** The kind whose URLs start like {@code url}. */
    public static Optional<TargetKind> forUrl(String url) {
        return ALL.stream().filter(kind -> kind.accepts(url)).findFirst();
    }

    /** The kinds' ids, e.g. "embedded, postgresql, db2 and h2", for messages. */
    public static String ids() {
        return sentence(ALL.stream().map(TargetKind::id).toList(), "and");
    }

    /** The URL forms a {@code --target} may take, e.g. "jdbc:postgresql://host[:port]/database or ...". */
    public static String urlForms() {
        return sentence(ALL.stream().flatMap(kind -> kind.urlForm().stream()).toList(), "or");
    }

    /** Every statement dialect some kind runs, without repeats, in list order. */
    public static List<String> dialects() {
        return ALL.stream().flatMap(kind -> kind.dialects().stream()).distinct().toList();
    }

    /** The profiles every workspace has (the kinds' {@link TargetKind#defaultProfile}), in list order. */
    public static List<TargetProfile> defaultProfiles() {
        return ALL.stream().flatMap(kind -> kind.defaultProfile().stream()).toList();
    }

    /** The DDL builder of a dialect: that of the first kind running it that has one. */
    public static Optional<StatementHelper> statementHelper(String dialect) {
        return ALL.stream().filter(kind -> kind.dialects().contains(dialect)).map(TargetKind::statementHelper)
                .flatMap(Optional::stream).findFirst();
    }

    /** The kinds that run {@code dialect}, in list order (for the checks a dialect has without a server). */
    public static List<TargetKind> running(String dialect) {
        return dialect == null ? List.of() : ALL.stream().filter(kind -> kind.runs(dialect)).toList();
    }

    /**
     * The problems the kinds running {@code dialect} find without a server ({@link TargetKind#checkWithoutServer});
     * duplicates (two kinds of one dialect) once.
     */
    public static List<Problem> checkWithoutServer(String dialect, Workload workload, Optional<String> version) {
        return running(dialect).stream().flatMap(kind -> kind.checkWithoutServer(workload, version).stream()).distinct()
                .toList();
    }

    /** The components of every kind (drivers, server binaries), for About and run records. */
    public static List<Component> components() {
        return ALL.stream().flatMap(kind -> kind.components().stream()).distinct().toList();
    }

    /** Opens {@code profile} with passwords from the environment and secure storage. */
    public static Target open(TargetProfile profile, Workspace workspace) throws SQLException, IOException {
        return open(profile, workspace, PasswordSource.standard());
    }

    /** @throws IllegalArgumentException when the profile's kind is none of {@link #all()} */
    public static Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords)
            throws SQLException, IOException {
        TargetKind kind = find(profile.getKind()).orElseThrow(() -> new IllegalArgumentException("Target profile "
                + profile.getName() + " has kind '" + profile.getKind() + "'; XWB knows " + ids()));
        return kind.open(profile, workspace, passwords);
    }

    private static String sentence(List<String> parts, String conjunction) {
        if (parts.size() < 2) {
            return String.join("", parts);
        }
        return parts.subList(0, parts.size() - 1).stream().collect(Collectors.joining(", ")) + " " + conjunction + " "
                + parts.get(parts.size() - 1);
    }
}
