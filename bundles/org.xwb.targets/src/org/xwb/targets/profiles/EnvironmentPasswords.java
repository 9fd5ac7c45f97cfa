package org.xwb.targets.profiles;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.xwb.model.TargetProfile;
import org.xwb.targets.TargetKind;
import org.xwb.targets.TargetKinds;

/**
 * Passwords from environment variables: {@code XWB_PASSWORD_<PROFILE>} (the profile name upper-cased,
 * every character other than a letter or digit turned into '_'), then the variables of the
 * profile's {@link org.xwb.targets.TargetKind} (libpq's {@code PGPASSWORD} for PostgreSQL). The
 * variables are passed in, so tests need not change the process environment.
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
        List<String> kindVariables = TargetKinds.find(profile.getKind()).map(TargetKind::passwordVariables)
                .orElse(List.of());
        for (String variable : kindVariables) {
            String value = environment.get(variable);
            if (value != null && !value.isEmpty()) {
                return Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
