package org.xwb.targets.profiles;

import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.Property;
import org.xwb.model.TargetProfile;

/**
 * What a profile of a server kind says about the connection: a {@code jdbcUrl}, or host, port and
 * database; the user; and properties for the JDBC driver.
 */
public final class ServerProfiles {

    private static final Pattern USER_PARAMETER = Pattern.compile("(?:[?&:;])user=([^&;]*)");

    private ServerProfiles() {
    }

    /**
     * The profile's jdbcUrl, or {@code <scheme>://host:port/database} from its fields.
     *
     * @throws IllegalArgumentException naming the missing field
     */
    public static String url(TargetProfile profile, String scheme, int defaultPort) {
        String url = profile.getJdbcUrl();
        if (url != null && !url.isBlank()) {
            return url;
        }
        require(profile, profile.getHost(), "host");
        require(profile, profile.getDatabase(), "database");
        return scheme + "://" + profile.getHost() + ":" + port(profile, defaultPort) + "/" + profile.getDatabase();
    }

    public static int port(TargetProfile profile, int defaultPort) {
        return profile.getPort() > 0 ? profile.getPort() : defaultPort;
    }

    /**
     * user (the profile's, else {@code defaultUser}), password, and the profile's properties except
     * those XWB reads itself.
     */
    public static Properties driverProperties(TargetProfile profile, String password, String defaultUser,
            Set<String> readByXwb) {
        Properties properties = new Properties();
        for (Property p : profile.getProperties()) {
            if (p.getKey() != null && p.getValue() != null && !readByXwb.contains(p.getKey())) {
                properties.setProperty(p.getKey(), p.getValue());
            }
        }
        if (profile.getUser() != null && !profile.getUser().isBlank()) {
            properties.setProperty("user", profile.getUser());
        } else if (defaultUser != null) {
            properties.setProperty("user", defaultUser);
        }
        if (password != null) {
            properties.setProperty("password", password);
        }
        return properties;
    }

    /**
     * A profile of a server kind for a URL matched by {@code form} (groups: host, port, database),
     * with the user the URL names.
     *
     * @throws IllegalArgumentException when the URL does not match
     */
    public static TargetProfile fromUrl(String url, String kind, Pattern form, String defaultHost, int defaultPort,
            String formText) {
        Matcher m = form.matcher(url);
        if (!m.matches()) {
            throw new IllegalArgumentException("not of the form " + formText);
        }
        TargetProfile profile = forUrl(url, kind);
        profile.setHost(m.group(1) == null ? defaultHost : m.group(1));
        profile.setPort(m.group(2) == null ? defaultPort : Integer.parseInt(m.group(2)));
        profile.setDatabase(m.group(3));
        return profile;
    }

    /** A profile named {@link TargetArgument#URL_PROFILE} of this kind for a URL, with the user the URL names. */
    public static TargetProfile forUrl(String url, String kind) {
        TargetProfile profile = org.xwb.model.XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName(TargetArgument.URL_PROFILE);
        profile.setKind(kind);
        profile.setJdbcUrl(url);
        Matcher user = USER_PARAMETER.matcher(url);
        if (user.find()) {
            profile.setUser(user.group(1));
        }
        return profile;
    }

    private static void require(TargetProfile profile, String value, String field) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("Target profile " + profile.getName() + " (" + profile.getKind()
                    + ") has no " + field + " and no jdbcUrl");
        }
    }
}
