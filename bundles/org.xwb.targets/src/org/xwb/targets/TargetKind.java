package org.xwb.targets;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.targets.jdbc.JdbcUrls;
import org.xwb.targets.profiles.EnvironmentPasswords;
import org.xwb.targets.profiles.PasswordSource;

/**
 * One kind of database XWB runs on, described in one place: what a profile of this kind means,
 * the URL a user may give instead of a profile, where its password comes from, how it is opened
 * and how its errors are sorted. {@link TargetKinds} lists them; help texts, URL parsing, the
 * editor's dialects and the About dialog ask that list.
 */
public interface TargetKind {

    /** The {@code kind} of a profile, e.g. "postgresql". */
    String id();

    /** What users call it, e.g. "PostgreSQL server". */
    String displayName();

    /** Statement dialects that run on it; a target of this kind runs the first. */
    List<String> dialects();

    /**
     * The JDBC URL form a user may give as {@code --target}, for help and error texts, e.g.
     * "jdbc:postgresql://host[:port]/database"; empty when the kind has no URL of its own.
     */
    Optional<String> urlForm();

    /** True when {@code url} is this kind's (checked by its prefix only). */
    boolean accepts(String url);

    /**
     * A profile named {@link org.xwb.targets.profiles.TargetArgument#URL_PROFILE} for a URL
     * {@link #accepts} took, with what the URL says about host, port, database and user.
     *
     * @throws IllegalArgumentException when the URL does not have this kind's form
     */
    TargetProfile profileFromUrl(String url);

    /** Environment variables tried for the password after {@code XWB_PASSWORD_<PROFILE>}, e.g. PGPASSWORD. */
    List<String> passwordVariables();

    /** Profile properties XWB reads itself (the others go to the JDBC driver), e.g. synchronous_commit. */
    List<String> profileProperties();

    /** Opens a profile of this kind; passwords come from {@code passwords}, never from the profile. */
    Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords) throws SQLException, IOException;

    /** How its SQLExceptions map to retry, reconnect or error: what its targets' {@link Target#errors()} return. */
    ErrorClassifier errors();

    /** The software a measurement on it depends on (driver, server binaries), for About and every run's record. */
    List<Component> components();

    /** Where a profile connects and where its password comes from, for {@code xwb targets}. */
    default String describe(TargetProfile profile) {
        String at = profile.getJdbcUrl() != null && !profile.getJdbcUrl().isBlank()
                ? JdbcUrls.withoutSecrets(profile.getJdbcUrl())
                : profile.getHost() + (profile.getPort() > 0 ? ":" + profile.getPort() : "") + "/" + profile.getDatabase();
        StringBuilder password = new StringBuilder("$" + EnvironmentPasswords.variableFor(profile.getName()));
        passwordVariables().forEach(variable -> password.append(" or $").append(variable));
        return at + (profile.getUser() == null ? "" : " as " + profile.getUser()) + " (password: " + password
                + " or secure storage)";
    }
}
