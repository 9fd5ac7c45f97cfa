package org.xwb.targets.profiles;

import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.model.XwbFactory;
import org.xwb.targets.jdbc.JdbcUrls;

/**
 * The command line's {@code --target <profile-name | jdbc-url>}: a profile of the workspace, or a
 * JDBC URL that maps to a profile of the right kind (jdbc:postgresql:// or jdbc:db2://). A URL
 * target is named "url", so its password comes from XWB_PASSWORD_URL (or PGPASSWORD).
 */
public final class TargetArgument {

    public static final String URL_PROFILE = "url";

    private static final Pattern POSTGRES_URL = Pattern.compile(
            "jdbc:postgresql://(\\[[^\\]]+\\]|[^:/?]+)?(?::(\\d+))?/([^?]*)(\\?.*)?");
    private static final Pattern DB2_URL = Pattern.compile("jdbc:db2://(\\[[^\\]]+\\]|[^:/]+)(?::(\\d+))?/([^:;]+)(:.*)?");
    private static final Pattern USER_PARAMETER = Pattern.compile("(?:[?&:;])user=([^&;]*)");

    private TargetArgument() {
    }

    /**
     * @throws IllegalArgumentException naming the unknown profile (and the known ones) or the URL
     *                                  XWB cannot use
     */
    public static TargetProfile resolve(String argument, ProfileStore store) throws IOException {
        String value = argument == null ? "" : argument.strip();
        if (value.startsWith("jdbc:")) {
            return fromUrl(value);
        }
        TargetProfiles profiles = store.load();
        return ProfileStore.find(profiles, value).orElseThrow(() -> new IllegalArgumentException("--target: no profile '"
                + value + "' in " + store.file() + " (profiles: " + String.join(", ", ProfileStore.names(profiles))
                + "); or give a jdbc:postgresql:// or jdbc:db2:// URL"));
    }

    /** A profile for a JDBC URL; host, port, database and user are read from it for messages. */
    public static TargetProfile fromUrl(String url) {
        TargetProfile profile = XwbFactory.eINSTANCE.createTargetProfile();
        profile.setName(URL_PROFILE);
        profile.setJdbcUrl(url);
        Matcher pg = POSTGRES_URL.matcher(url);
        Matcher db2 = DB2_URL.matcher(url);
        if (pg.matches()) {
            profile.setKind("postgresql");
            profile.setHost(pg.group(1) == null ? "localhost" : pg.group(1));
            profile.setPort(pg.group(2) == null ? 5432 : Integer.parseInt(pg.group(2)));
            profile.setDatabase(pg.group(3));
        } else if (db2.matches()) {
            profile.setKind("db2");
            profile.setHost(db2.group(1));
            profile.setPort(db2.group(2) == null ? 50000 : Integer.parseInt(db2.group(2)));
            profile.setDatabase(db2.group(3));
        } else {
            throw new IllegalArgumentException("--target: '" + JdbcUrls.withoutSecrets(url)
                    + "' is not a URL XWB can use: give jdbc:postgresql://host[:port]/database or "
                    + "jdbc:db2://host[:port]/database");
        }
        Matcher user = USER_PARAMETER.matcher(url);
        if (user.find()) {
            profile.setUser(user.group(1));
        }
        return profile;
    }
}
