package org.xwb.targets.profiles;

import java.io.IOException;

import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;
import org.xwb.targets.jdbc.JdbcUrls;

/**
 * The command line's {@code --target <profile-name | jdbc-url>}: a profile of the workspace, or a
 * JDBC URL of one of the {@link TargetKinds}, which maps to a profile of that kind. A URL target
 * is named "url", so its password comes from XWB_PASSWORD_URL (or the kind's own variables).
 */
public final class TargetArgument {

    public static final String URL_PROFILE = "url";

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
                + "); or give a URL: " + TargetKinds.urlForms()));
    }

    /** A profile for a JDBC URL; host, port, database and user are read from it for messages. */
    public static TargetProfile fromUrl(String url) {
        TargetKind kind = TargetKinds.forUrl(url).orElseThrow(() -> notUsable(url, "give "));
        try {
            return kind.profileFromUrl(url);
        } catch (IllegalArgumentException e) {
            throw notUsable(url, "it is " + e.getMessage() + "; give ");
        }
    }

    private static IllegalArgumentException notUsable(String url, String advice) {
        return new IllegalArgumentException("--target: '" + JdbcUrls.withoutSecrets(url)
                + "' is not a URL XWB can use: " + advice + TargetKinds.urlForms());
    }
}
