package org.xwb.targets;

import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import org.xwb.core.env.ComponentVersions.Component;
import org.xwb.core.target.ErrorClassifier;
import org.xwb.core.target.StatementHelper;
import org.xwb.core.target.Target;
import org.xwb.core.workspace.Workspace;
import org.xwb.model.TargetProfile;
import org.xwb.model.Workload;
import org.xwb.model.validation.Problem;
import org.xwb.targets.jdbc.JdbcUrls;
import org.xwb.targets.profiles.EnvironmentPasswords;
import org.xwb.targets.profiles.PasswordSource;

/**
 * One kind of database XWB runs on, described in one place: what a profile of this kind means,
 * the URL a user may give instead of a profile, where its password comes from, how it is opened
 * and how its errors are sorted. {@link TargetKinds} lists them; help texts, URL parsing, the
 * editor's dialects and the About dialog ask that list. A kind states its facts in its
 * constructor and says how to read its URL and open a profile.
 */
public abstract class TargetKind {

    private final String id;
    private final String displayName;
    private final List<String> dialects;
    private final String urlPrefix;
    private final String urlForm;
    private final List<String> passwordVariables;
    private final List<String> profileProperties;
    private final ErrorClassifier errors;
    private final List<Component> components;

    /**
     * @param id                the {@code kind} of a profile, e.g. "postgresql"
     * @param displayName       what users call it, e.g. "PostgreSQL server"
     * @param dialects          statement dialects that run on it; a target of this kind runs the first
     * @param urlPrefix         how its JDBC URLs start, e.g. "jdbc:postgresql:"; null when it has none
     * @param urlForm           its URL for help and error texts, e.g. "jdbc:postgresql://host[:port]/database"
     * @param passwordVariables environment variables tried after {@code XWB_PASSWORD_<PROFILE>}, e.g. PGPASSWORD
     * @param profileProperties profile properties XWB reads itself (the others go to the JDBC driver)
     * @param errors            how its SQLExceptions map to retry, reconnect or error
     * @param components        the software a measurement on it depends on (driver, server binaries)
     */
    protected TargetKind(String id, String displayName, List<String> dialects, String urlPrefix, String urlForm,
            List<String> passwordVariables, List<String> profileProperties, ErrorClassifier errors,
            List<Component> components) {
        this.id = id;
        this.displayName = displayName;
        this.dialects = List.copyOf(dialects);
        this.urlPrefix = urlPrefix;
        this.urlForm = urlForm;
        this.passwordVariables = List.copyOf(passwordVariables);
        this.profileProperties = List.copyOf(profileProperties);
        this.errors = errors;
        this.components = List.copyOf(components);
    }

    public final String id() {
        return id;
    }

    public final String displayName() {
        return displayName;
    }

    public final List<String> dialects() {
        return dialects;
    }

    /** The URL form a user may give as {@code --target}; empty when the kind has no URL of its own. */
    public final Optional<String> urlForm() {
        return Optional.ofNullable(urlForm);
    }

    /** True when {@code url} is this kind's (by its prefix). */
    public final boolean accepts(String url) {
        return urlPrefix != null && url.startsWith(urlPrefix);
    }

    public final List<String> passwordVariables() {
        return passwordVariables;
    }

    public final List<String> profileProperties() {
        return profileProperties;
    }

    /** What its targets' {@link Target#errors()} return. */
    public final ErrorClassifier errors() {
        return errors;
    }

    /** For About and every run's environment.json. */
    public final List<Component> components() {
        return components;
    }

    /**
     * A profile named {@link org.xwb.targets.profiles.TargetArgument#URL_PROFILE} for a URL
     * {@link #accepts} took, with what the URL says about host, port, database and user.
     *
     * @throws IllegalArgumentException when the URL does not have this kind's form
     */
    public abstract TargetProfile profileFromUrl(String url);

    /** Opens a profile of this kind; passwords come from {@code passwords}, never from the profile. */
    public abstract Target open(TargetProfile profile, Workspace workspace, PasswordSource passwords)
            throws SQLException, IOException;

    /** True when targets of this kind run statements of {@code dialect} (case ignored). */
    public final boolean runs(String dialect) {
        return dialects.stream().anyMatch(d -> d.equalsIgnoreCase(dialect));
    }

    /**
     * The profile every workspace has for this kind, when it needs no configuration (the embedded
     * databases); empty for kinds that need a host or URL.
     */
    public Optional<TargetProfile> defaultProfile() {
        return Optional.empty();
    }

    /**
     * Whether a profile of this kind needs a host, port, database, user or password (a server or
     * URL); false for the databases the workspace has of its own, which need no configuration.
     * Forms ask this instead of comparing kind ids.
     */
    public final boolean needsConfiguration() {
        return defaultProfile().isEmpty();
    }

    /**
     * Where a profile connects, in a few words for lists (the Targets part): the server's
     * {@code host:port/database as user} or its JDBC URL; a kind without configuration says
     * which of the workspace's own databases it is.
     */
    public String where(TargetProfile profile) {
        if (profile.getJdbcUrl() != null) {
            return profile.getJdbcUrl();
        }
        return (profile.getHost() == null ? "?" : profile.getHost()) + (profile.getPort() > 0 ? ":" + profile.getPort() : "")
                + "/" + (profile.getDatabase() == null ? "?" : profile.getDatabase())
                + (profile.getUser() == null ? "" : " as " + profile.getUser());
    }

    /**
     * What a profile form says about the password when the kind has its own (the embedded
     * server's owner-only file) or none; empty when the user gives one.
     */
    public Optional<String> ownPassword() {
        return Optional.empty();
    }

    /**
     * What can be said of a workload's statements in this kind's dialect without a server (DB2:
     * which XML index each statement can use); {@code version} is the server version the user
     * names, empty for the newest. Empty for a kind that checks nothing without a server.
     *
     * @throws IllegalArgumentException when {@code version} is not a version of this kind
     */
    public List<Problem> checkWithoutServer(Workload workload, Optional<String> version) {
        return List.of();
    }

    /** Whether {@link #checkWithoutServer} reads a server version (DB2's key types differ by version). */
    public boolean checksVersions() {
        return false;
    }

    /**
     * How the user reaches a profile's database with the database's own client
     * ({@code xwb targets --show-connection}), without showing a password; empty when XWB has
     * nothing to offer beyond {@link #describe}.
     */
    public Optional<String> connectionInstructions(TargetProfile profile, Workspace workspace) {
        return Optional.empty();
    }

    /**
     * How a statement written in XQuery is sent to this kind's databases, or empty when they
     * cannot run XQuery: the statement editor says so before anything is sent. By default a kind
     * whose dialects include "xquery" takes the text as it is and others cannot run XQuery; a
     * kind that runs XQuery inside its SQL (DB2) says how.
     */
    public Optional<String> xqueryStatement(String xquery) {
        return dialects.stream().anyMatch(d -> d.equalsIgnoreCase("xquery")) ? Optional.of(xquery.strip())
                : Optional.empty();
    }

    /** Whether this kind's databases run XQuery statements ({@link #xqueryStatement}). */
    public final boolean runsXQuery() {
        return xqueryStatement("").isPresent();
    }

    /**
     * The DDL builder of the kind's dialect, usable without a connection (the workload editor shows
     * an index's DDL per dialect from it); empty for a kind without XML indexes.
     */
    public Optional<StatementHelper> statementHelper() {
        return Optional.empty();
    }

    /**
     * The settings this kind reads for the whole process rather than from a profile (the embedded
     * server's port range), for the workbench's Preferences; none by default.
     */
    public List<KindSetting> settings() {
        return List.of();
    }

    /** Where a profile connects and where its password comes from, for {@code xwb targets}. */
    public String describe(TargetProfile profile) {
        String at = profile.getJdbcUrl() != null && !profile.getJdbcUrl().isBlank()
                ? JdbcUrls.withoutSecrets(profile.getJdbcUrl())
                : profile.getHost() + (profile.getPort() > 0 ? ":" + profile.getPort() : "") + "/" + profile.getDatabase();
        StringBuilder password = new StringBuilder("$" + EnvironmentPasswords.variableFor(profile.getName()));
        passwordVariables().forEach(variable -> password.append(" or $").append(variable));
        return at + (profile.getUser() == null ? "" : " as " + profile.getUser()) + " (password: " + password
                + " or secure storage)";
    }
}
