package org.xwb.targets.profiles;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.xwb.model.TargetProfile;

/**
 * Passwords from environment variables: {@code XWB_PASSWORD_<PROFILE>} (the profile name upper-cased,
 * every character other than a letter or digit turned into '_'), then, for PostgreSQL profiles,
 * libpq's {@code PGPASSWORD}. The variables are passed in, so tests need not change the process
 * environment.
 */
public final class EnvironmentPasswords implements PasswordSource {

    private final Map<String, String> environment;

    public EnvironmentPasswords(Map<String, String> environment) {
        this.environment = Map.copyOf(environment);
    }

    public static EnvironmentPasswords system() {
        return new EnvironmentPasswords(System.getenv());
    }

    /** The variable that holds the password of the profile named {@code profileName}. */
    public static String variableFor(String profileName) {
        return "XWB_PASSWORD_" + profileName.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
    }

    @Override
    public Optional<String> password(TargetProfile profile) {
        String own = environment.get(variableFor(profile.getName()));
        if (own != null && !own.isEmpty()) {
            return Optional.of(own);
        }
        if ("postgresql".equals(profile.getKind())) {
            String libpq = environment.get("PGPASSWORD");
            if (libpq != null && !libpq.isEmpty()) {
                return Optional.of(libpq);
            }
        }
        return Optional.empty();
    }
}
